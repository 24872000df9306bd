export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The e-mail provider. */
export interface MailSender {
  /** `outbox` keeps mail on this machine (listed at /dev/outbox); `provider` sends it out. */
  readonly kind: 'outbox' | 'provider';
  send(message: MailMessage): Promise<void>;
}
