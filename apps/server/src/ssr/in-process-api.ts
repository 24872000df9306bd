import { randomBytes } from 'node:crypto';
import { type ApiClient, createApiClient } from '@stallhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Marks API calls made while rendering a page; the value is per process, so no client can forge it. */
export const IN_PROCESS_HEADER = 'x-stallhub-render';
export const IN_PROCESS_TOKEN = randomBytes(16).toString('hex');

/**
 * Headers of the page request that API calls made while rendering it must carry; the host too, so a call
 * that builds an address back to this site (a payment's return and notification) uses the page's own.
 */
const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'host'] as const;

/**
 * The API client page loaders use while rendering on the server: the same routes, validation and
 * envelope as over HTTP, without a network hop.
 */
export function inProcessApi(app: FastifyInstance, page: FastifyRequest): ApiClient {
  const headers: Record<string, string> = { [IN_PROCESS_HEADER]: IN_PROCESS_TOKEN };
  for (const name of FORWARDED) {
    const value = page.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return createApiClient(async ({ method, path, query, body }) => {
    const response = await app.inject({
      method,
      url: path,
      // The visitor's address as the page request resolved it (proxy rules applied), never a raw header.
      remoteAddress: page.ip,
      query,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      payload: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.statusCode, envelope: response.json() };
  });
}
