import type { Outbox } from '../outbox/outbox.ts';
import type { SmsSender } from './sms.ts';

/** SMS that never leave the machine: they land in the outbox, for /dev/outbox and the tests. */
export const createOutboxSms = (outbox: Outbox): SmsSender => ({
  kind: 'outbox',
  send: ({ to, text }) => outbox.add({ channel: 'sms', recipient: to, body: text }),
});
