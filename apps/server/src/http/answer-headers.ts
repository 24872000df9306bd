import type { FastifyInstance } from 'fastify';

/**
 * Answers differ by who asks (prices, the account bar, carts, unread counts), so none may be kept by a
 * shared cache, nor by the browser for the next person at the keyboard. An answer that is the same for
 * everyone says so itself: the stored pictures and the built assets carry their long public caching.
 */
export const PRIVATE_ANSWER = 'private, no-store';

/** A JSON answer, a picture or a file opened as a document may load nothing, run nothing, be framed nowhere. */
export const ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A year, for this host only: the app cannot know whether every sibling under its domain speaks https. */
export const HSTS = 'max-age=31536000';

/**
 * The headers of every answer the app sends, set here once instead of per route (docs/decisions/033).
 * Cache-Control and Content-Security-Policy are filled in when the route did not set its own (pages set
 * their nonce policy, static files their caching).
 *
 * HSTS goes only on answers the browser received over https: browsers ignore it over http (RFC 6797
 * §8.1), so there it would only mislead a review. `request.protocol` believes X-Forwarded-Proto from the
 * proxies TRUST_PROXY names and no one else; a proxy that terminates TLS must be trusted for it, as it
 * already must be for the visitor's address.
 */
export function answerHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_ANSWER);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', ANSWER_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
