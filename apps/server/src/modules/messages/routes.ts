import {
  clickBroadcast,
  getBroadcastIndex,
  getBroadcasts,
  getMessageList,
  getUnreadMessageCount,
  readAllMessages,
  readMessage,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { signedInUser } from '../../http/signed-in.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { MessagesService } from './service.ts';

/**
 * The message centre (/user/message.html): every call is the signed-in user's own, read in the reader's
 * language (the call's `lang`, else the lang cookie), whatever language each message was sent from.
 */
export function messagesRoutes(app: FastifyInstance, deps: { messages: MessagesService }) {
  const { messages } = deps;
  registerCall(app, getMessageList, ({ kind, page, pageSize, lang }, request) =>
    messages.list(signedInUser(request), kind, page, pageSize, lang ?? viewerOf(request).lang),
  );
  registerCall(app, getUnreadMessageCount, (_input, request) => messages.unread(signedInUser(request)));
  registerCall(app, readMessage, async ({ id }, request) => {
    // Another user's message answers as a missing one: ids say nothing about who owns what.
    const unread = await messages.read(signedInUser(request), id);
    if (!unread) throw notFound(`message ${id} not found`);
    return unread;
  });
  registerCall(app, readAllMessages, ({ kind }, request) => messages.readAll(signedInUser(request), kind));
  registerCall(app, getBroadcasts, ({ lang }, request) =>
    messages.broadcasts(signedInUser(request), lang ?? viewerOf(request).lang),
  );
  registerCall(app, getBroadcastIndex, ({ lang }, request) =>
    messages.newestUnopened(signedInUser(request), lang ?? viewerOf(request).lang),
  );
  registerCall(app, clickBroadcast, async ({ id }, request) => {
    if (!(await messages.click(signedInUser(request), id))) throw notFound(`broadcast ${id} not found`);
    return null;
  });
}
