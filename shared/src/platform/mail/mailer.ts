/**
 * Mailer port: the service sends e-mail (co-founder invites, claim links, follower notices) through
 * it. `idempotencyKey` names the reason a message is sent (e.g. the id of the event that caused it):
 * adapters send one message per key, so a reactor replayed or redelivered never mails twice.
 */
import { createHash } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra header lines, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) on the
   * notifications' mails. Never From, To, Subject or Message-ID: the adapter sets those.
   */
  headers?: Record<string, string>;
  /** One message per key: a second send with the same key is not delivered again. */
  idempotencyKey: string;
}

export interface SendResult {
  /** The RFC 5322 Message-ID, derived from the idempotency key. */
  messageId: string;
  /** True when a message with this key had already been sent, and nothing was sent now. */
  duplicate: boolean;
}

export interface Mailer {
  send(message: MailMessage): Promise<SendResult>;
}

export interface MailSettings {
  /** The sender, e.g. `Listings Directory <no-reply@localhost>`. */
  from: string;
  /** smtp:// or smtps:// URL (with credentials); null keeps mail in the outbox folder. */
  smtpUrl: string | null;
}

/** Message-ID from the key: the same reason always gives the same id, so receivers can drop repeats too. */
export const messageIdOf = (idempotencyKey: string, domain = 'listings.local'): string =>
  `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}@${domain}>`;
