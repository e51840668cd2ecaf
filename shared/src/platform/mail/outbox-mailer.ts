/**
 * The offline mailer: every message is written as an `.eml` file (RFC 5322, built by nodemailer like
 * the SMTP adapter builds it) in `<DATA_DIR>/outbox`, for the developer to read
 * (`npm run admin -- outbox`). The file name comes from the idempotency key, so a message is
 * written once per key. Without a folder (tests with in-memory stores) messages are kept in memory.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { PRIVATE_FILE_MODE, ensurePrivateDir } from '../../kernel/private-files.ts';
import { messageIdOf, type MailMessage, type Mailer, type SendResult } from './mailer.ts';

export interface OutboxEntry {
  file: string | null;
  messageId: string;
  to: string;
  subject: string;
  date: string;
  /** The whole message as it would have been sent. */
  raw: string;
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

const header = (raw: string, name: string): string => {
  const head = raw.split(/\r?\n\r?\n/, 1)[0];
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? match[1].replace(/\r?\n[ \t]+/g, ' ').trim() : '';
};

export const outboxEntryOf = (raw: string, file: string | null): OutboxEntry => ({
  file,
  raw,
  messageId: header(raw, 'Message-ID'),
  to: header(raw, 'To'),
  subject: header(raw, 'Subject'),
  date: header(raw, 'Date'),
});

export class OutboxMailer implements Mailer {
  private readonly memory = new Map<string, OutboxEntry>();

  private readonly from: string;
  /** null: keep messages in memory. */
  private readonly dir: string | null;
  private readonly now: () => Date;

  constructor(from: string, dir: string | null, now: () => Date = () => new Date()) {
    this.from = from;
    this.dir = dir;
    this.now = now;
  }

  private fileOf(messageId: string): string {
    return path.join(this.dir!, `${messageId.slice(1, messageId.indexOf('@'))}.eml`);
  }

  async send(message: MailMessage): Promise<SendResult> {
    const messageId = messageIdOf(message.idempotencyKey);
    if (this.dir === null ? this.memory.has(messageId) : await exists(this.fileOf(messageId)))
      return { messageId, duplicate: true };
    const info = await composer.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      messageId,
      date: this.now(),
    });
    const raw = (info.message as Buffer).toString('utf8');
    if (this.dir === null) {
      this.memory.set(messageId, outboxEntryOf(raw, null));
    } else {
      // The folder and the files its owner's only: a message may carry a live password-reset link.
      ensurePrivateDir(this.dir);
      const file = this.fileOf(messageId);
      // Written aside and renamed: a reader never sees half a message, and a crash leaves no partial file.
      await fs.writeFile(`${file}.tmp`, raw, { mode: PRIVATE_FILE_MODE });
      await fs.chmod(`${file}.tmp`, PRIVATE_FILE_MODE); // a .tmp left by a crash keeps its old mode
      await fs.rename(`${file}.tmp`, file);
    }
    return { messageId, duplicate: false };
  }

  /** The messages in the outbox, oldest first. */
  async list(): Promise<OutboxEntry[]> {
    if (this.dir === null) return [...this.memory.values()];
    return listOutbox(this.dir);
  }
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Reads an outbox folder (for `npm run admin -- outbox`): oldest first. */
export async function listOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const [raw, stat] = await Promise.all([fs.readFile(file, 'utf8'), fs.stat(file)]);
      return { entry: outboxEntryOf(raw, file), mtime: stat.mtimeMs };
    }),
  );
  return entries.sort((a, b) => a.mtime - b.mtime || a.entry.file!.localeCompare(b.entry.file!)).map((e) => e.entry);
}
