// email-account: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.

/** E-mail codes: 6 digits, live 10 minutes, 5 guesses (the same rules as SMS codes). */
export const EMAIL_CODE = { length: 6, seconds: 10 * 60, guesses: 5 } as const;

/** A general e-mail address pattern (spec 1 §5): something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Passwords of new accounts: long enough to resist guessing, short enough to hash quickly. */
export const PASSWORD_RULE = { min: 8, max: 64 } as const;

/**
 * The mail sites of well-known providers, for the "open your mailbox" link on the sign-up success panel
 * (spec 1 §4 step 4; the spec loads this map from a list page, we keep it here).
 */
export const MAIL_SITES: Readonly<Record<string, string>> = {
  'qq.com': 'https://mail.qq.com',
  'foxmail.com': 'https://mail.qq.com',
  '163.com': 'https://mail.163.com',
  '126.com': 'https://mail.126.com',
  'yeah.net': 'https://www.yeah.net',
  'sina.com': 'https://mail.sina.com.cn',
  'sohu.com': 'https://mail.sohu.com',
  'aliyun.com': 'https://mail.aliyun.com',
  'gmail.com': 'https://mail.google.com',
  'outlook.com': 'https://outlook.live.com',
  'hotmail.com': 'https://outlook.live.com',
  'live.com': 'https://outlook.live.com',
  'yahoo.com': 'https://mail.yahoo.com',
  'icloud.com': 'https://www.icloud.com/mail',
  'naver.com': 'https://mail.naver.com',
  'daum.net': 'https://mail.daum.net',
};

/** The mail site for an address, when its provider is a known one. */
export const mailSiteOf = (email: string): string | null =>
  MAIL_SITES[email.trim().toLowerCase().split('@')[1] ?? ''] ?? null;

/** The image code picture (SVG); the query is a timestamp so each click loads a new one (spec 1 §7). */
export const IMAGE_CODE_PATH = '/apic/verifyCode/generate';

/** One resend of the activation mail per address per minute. */
export const ACTIVATION_RESEND_SECONDS = 60;
