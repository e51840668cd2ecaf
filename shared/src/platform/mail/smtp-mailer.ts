/**
 * The production mailer: SMTP through nodemailer. The Message-ID is derived from the idempotency
 * key; keys sent by this process are remembered (bounded) so an immediate repeat is not sent twice,
 * and a repeat after a restart carries the same Message-ID, which receiving systems de-duplicate on.
 * Reactors record what they sent as events and check those first, so repeats stay rare.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { messageIdOf, type MailMessage, type Mailer, type SendResult } from './mailer.ts';

const REMEMBERED = 10_000;

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly sent = new Set<string>();

  private readonly from: string;

  constructor(
    from: string,
    /** smtp://user:pass@host:port, smtps://… or nodemailer SMTP options. */
    smtp: string | Parameters<typeof nodemailer.createTransport>[0],
  ) {
    this.from = from;
    this.transport = nodemailer.createTransport(smtp as never);
  }

  async send(message: MailMessage): Promise<SendResult> {
    const messageId = messageIdOf(message.idempotencyKey);
    if (this.sent.has(messageId)) return { messageId, duplicate: true };
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId,
    });
    this.sent.add(messageId);
    if (this.sent.size > REMEMBERED) this.sent.delete(this.sent.values().next().value!);
    return { messageId, duplicate: false };
  }

  close(): void {
    this.transport.close();
  }
}
