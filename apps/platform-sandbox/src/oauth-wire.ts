import type { FastifyReply, FastifyRequest } from 'fastify';

export const one = (value: unknown) => (typeof value === 'string' ? value : '');

/** An OAuth 2 error as JSON (RFC 6749 §5.2). */
export const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.status(status).header('cache-control', 'no-store').send({ error, error_description: description });

/** The client's id and secret from HTTP Basic, or else from the form (RFC 6749 §2.3.1). */
export function clientCredentials(request: FastifyRequest): { id: string; secret: string } {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!basic) return { id: one(body.client_id), secret: one(body.client_secret) };
  const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent);
  return { id, secret };
}

/** The bearer token of a request, or '' without one. */
export const bearerToken = (request: FastifyRequest) =>
  /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
