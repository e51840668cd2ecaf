/**
 * The production mailer: SMTP through nodemailer. The Message-ID is derived from the idempotency
 * key. SMTP has no idempotency key at the provider, so the mailer keeps its own ledger of keys in the
 * document store (`_mail_sent`): a key is recorded as `sending` before the message is handed to the
 * server and as `sent` after. A key already in the ledger is never sent again, by this process or by
 * a restarted or another one: a crash between the send and the reactor's record of it repeats nothing.
 * The price is at-most-once in one window: a process killed while the server was taking the message
 * leaves `sending`, and that message is not retried (logged for the site team by the reactor's caller).
 * A send that fails with an error frees its key, so the reactor's retry sends it.
 * Without a ledger (tests), keys are remembered in memory only.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { DuplicateKeyError, type DocumentStore } from '../../kernel/document-store/document-store.ts';
import { messageIdOf, type MailMessage, type Mailer, type SendResult } from './mailer.ts';

export const MAIL_LEDGER_COLLECTION = '_mail_sent';

interface LedgerEntry {
  _id: string;
  key: string;
  state: 'sending' | 'sent';
  at: string;
  [field: string]: unknown;
}

const REMEMBERED = 10_000;

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly sent = new Set<string>();

  private readonly from: string;
  private readonly ledger: DocumentStore | undefined;

  constructor(
    from: string,
    /** smtp://user:pass@host:port, smtps://… or nodemailer SMTP options. */
    smtp: string | Parameters<typeof nodemailer.createTransport>[0],
    /** Where the keys of sent messages are kept across restarts and processes (recommended). */
    ledger?: DocumentStore,
  ) {
    this.from = from;
    this.transport = nodemailer.createTransport(smtp as never);
    this.ledger = ledger;
  }

  async send(message: MailMessage): Promise<SendResult> {
    const messageId = messageIdOf(message.idempotencyKey);
    if (this.sent.has(messageId)) return { messageId, duplicate: true };
    const entries = this.ledger?.collection<LedgerEntry>(MAIL_LEDGER_COLLECTION);
    if (entries) {
      try {
        await entries.insertOne({
          _id: messageId,
          key: message.idempotencyKey,
          state: 'sending',
          at: new Date().toISOString(),
        });
      } catch (error) {
        if (error instanceof DuplicateKeyError) return { messageId, duplicate: true };
        throw error;
      }
    }
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        messageId,
      });
    } catch (error) {
      await entries?.deleteOne({ _id: messageId, state: 'sending' });
      throw error;
    }
    await entries?.updateOne({ _id: messageId }, { $set: { state: 'sent', at: new Date().toISOString() } });
    this.sent.add(messageId);
    if (this.sent.size > REMEMBERED) this.sent.delete(this.sent.values().next().value!);
    return { messageId, duplicate: false };
  }

  close(): void {
    this.transport.close();
  }
}
