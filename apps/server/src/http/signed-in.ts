import { CODE } from '@stallhub/contracts';
import type { FastifyRequest } from 'fastify';
import { authMessage } from '../modules/auth/index.ts';
import { HttpError } from './errors.ts';
import { viewerOf } from './viewer.ts';

/** The session's user id, or HTTP 401 code 401 in the asker's language (spec 1 §8): member-only calls. */
export function signedInUser(request: FastifyRequest): number {
  const { userId, lang } = viewerOf(request);
  if (userId === null) throw new HttpError(401, authMessage(lang, 'notLoggedIn'), CODE.notLoggedIn);
  return userId;
}
