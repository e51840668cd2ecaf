import path from 'node:path';
import type { DocumentStore } from '../../kernel/document-store/document-store.ts';
import type { MailSettings, Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

/**
 * SMTP when a URL is configured (its ledger of sent keys in `documents`); otherwise the outbox in
 * `<dataDir>/outbox` (in memory for ':memory:').
 */
export const createMailer = (settings: MailSettings, dataDir: string, documents?: DocumentStore): Mailer =>
  settings.smtpUrl
    ? new SmtpMailer(settings.from, settings.smtpUrl, documents)
    : new OutboxMailer(settings.from, dataDir === ':memory:' ? null : outboxDir(dataDir));

export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');
