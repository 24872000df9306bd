import type { Outbox } from '../outbox/outbox.ts';
import type { MailSender } from './mail.ts';

/** E-mail that never leaves the machine: it lands in the outbox, for /dev/outbox and the tests. */
export const createOutboxMail = (outbox: Outbox): MailSender => ({
  kind: 'outbox',
  send: ({ to, subject, text }) => outbox.add({ channel: 'mail', recipient: to, subject, body: text }),
});
