// password: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.

/** The recovery page (spec 1 §2); /{lang}/findpwd.html for the other languages. */
export const FIND_PASSWORD_PATH = '/findpwd.html';

/** A reset link works once, for 10 minutes, like every other code; one mail a minute per address, 10 a day. */
export const RESET_LINK = { seconds: 10 * 60, resendSeconds: 60, perAddressPerDay: 10 } as const;

/** Wrong current passwords a signed-in user may type in an hour before the change is refused. */
export const PASSWORD_CHANGE_GUESSES = 5;
