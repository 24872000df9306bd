import { remindToBeMember } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { signedInUser } from '../../http/signed-in.ts';
import type { RemindersService } from './service.ts';

export function remindersRoutes(app: FastifyInstance, deps: { reminders: RemindersService }) {
  // The body's userId is the page's echo of the uid cookie; the reminder is the session's user's.
  registerCall(app, remindToBeMember, ({ remindShopId, type, cu }, request) =>
    deps.reminders.remind(signedInUser(request), remindShopId, type, cu),
  );
}
