import { COOKIE, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@stallhub/contracts';
import type { FastifyRequest } from 'fastify';

/** Who is looking: prices are only for signed-in buyers (spec 3 §6). */
export interface Viewer {
  userId: number | null;
  lang: Language;
}

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Who is asking. Identity comes only from the server's own session (none before sign-in exists), never
 * from the display cookies; the language from the call (query or body), else the lang cookie.
 */
export function viewerOf(request: FastifyRequest): Viewer {
  // A GET names the language in its query, a POST (the item ranking) in its body.
  const asked =
    (request.query as Record<string, unknown> | undefined)?.lang ??
    (request.body as Record<string, unknown> | undefined)?.lang;
  const lang = isLanguage(asked)
    ? asked
    : isLanguage(request.cookies[COOKIE.lang])
      ? request.cookies[COOKIE.lang]
      : DEFAULT_LANGUAGE;
  return { userId: request.session?.userId ?? null, lang: lang as Language };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the accounts module once sessions exist. */
    session?: { userId: number };
  }
}
