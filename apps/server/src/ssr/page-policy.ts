import { randomBytes } from 'node:crypto';

/** 128 random bits per response, as CSP3 asks of a nonce; base64 is the grammar the header takes. */
export const pageNonce = () => randomBytes(16).toString('base64');

export interface PagePolicyOptions {
  /** `npm run dev`: Vite's hot reload talks over its own WebSocket port. */
  development: boolean;
  /**
   * Origins a form on our pages may lead to besides our own: the pay form's GET goes to our submit page,
   * which redirects to the payment provider's checkout, and browsers check form-action on that redirect too.
   */
  formTargets: readonly string[];
}

/**
 * The Content-Security-Policy of a server-rendered page (docs/decisions/033): scripts only from this
 * origin or inline with this response's nonce (React Router's hydration data, React's streaming).
 * Styles may be inline: React renders style attributes, Radix's scroll lock and Vite's hot reload insert
 * <style> elements. Injected CSS runs no script, and with pictures, fonts and connections held to this
 * origin it has nowhere to send what its selectors match.
 */
export function pagePolicy({ development, formTargets }: PagePolicyOptions) {
  const formAction = ["'self'", ...formTargets].join(' ');
  const connect = development ? "'self' ws: wss:" : "'self'";
  return (nonce: string) =>
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      // data: for the slider captcha's pictures, which come inside its answer.
      "img-src 'self' data:",
      `connect-src ${connect}`,
      "object-src 'none'",
      "base-uri 'self'",
      `form-action ${formAction}`,
      "frame-ancestors 'none'",
    ].join('; ');
}
