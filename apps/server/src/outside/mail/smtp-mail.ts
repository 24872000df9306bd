import nodemailer from 'nodemailer';
import type { MailSender } from './mail.ts';

/** E-mail through an SMTP server (SMTP_URL, such as smtps://user:pass@smtp.example.com:465). */
export function createSmtpMail(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'provider',
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
