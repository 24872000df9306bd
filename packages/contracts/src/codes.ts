// Business codes carried in the envelope's `code` (architecture: the API contract).
export const CODE = {
  ok: 200,
  already: 201,
  limit: 202,
  serverMessage: 209,
  badRequest: 400,
  notLoggedIn: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  /** A request for a host this server does not serve (docs/decisions/078). */
  misdirected: 421,
  tooManyRequests: 429,
  serverError: 500,
} as const;

/** Codes the client rejects silently (spec 1 §8). */
export const SILENT_CODES = [201, 3007, 4007, 1007] as const;
