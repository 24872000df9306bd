/** A text message to a phone. */
export interface SmsMessage {
  to: string;
  text: string;
}

/** The SMS provider. */
export interface SmsSender {
  /** `outbox` keeps messages on this machine (listed at /dev/outbox); `provider` sends them out. */
  readonly kind: 'outbox' | 'provider';
  /** Resolves once the provider has accepted the message; rejects when it could not be sent. */
  send(message: SmsMessage): Promise<void>;
}
