import { COOKIE, type Language } from '@stallhub/contracts';
import type { FastifyRequest } from 'fastify';
import { viewerOf } from '../../http/viewer.ts';

/** The caller's address for per-address limits (X-Forwarded-For only from a trusted proxy: TRUST_PROXY). */
export const clientIp = (request: FastifyRequest) => request.ip.replace(/^::ffff:/, '');

/** The device id sign-in calls send as the device-id header (spec 1 §7), else the cu cookie. */
export function deviceIdOf(request: FastifyRequest): string | null {
  const header = request.headers['device-id'];
  const value = (typeof header === 'string' ? header : request.cookies[COOKIE.deviceId])?.trim();
  return value ? value.slice(0, 128) : null;
}

/** The language to answer in: the call's own lang field, else the query's or the lang cookie's. */
export const langOf = (request: FastifyRequest, asked?: Language): Language =>
  asked ?? viewerOf(request).lang;

declare module 'fastify' {
  interface FastifyRequest {
    /** The id (token hash) of the session resolved from the sid cookie, for logout and rotation. */
    sessionId?: string;
  }
}
