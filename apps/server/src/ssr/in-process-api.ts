import { randomBytes } from 'node:crypto';
import { type ApiClient, createApiClient } from '@stallhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Headers of the page request that API calls made while rendering it must carry. */
/** Marks API calls made while rendering a page; the value is per process, so no client can forge it. */
export const IN_PROCESS_HEADER = 'x-stallhub-render';
export const IN_PROCESS_TOKEN = randomBytes(16).toString('hex');

const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for'] as const;

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
      query,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      payload: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.statusCode, envelope: response.json() };
  });
}
