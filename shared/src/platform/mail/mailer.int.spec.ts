import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { OutboxMailer, listOutbox } from './outbox-mailer.ts';
import { MAIL_LEDGER_COLLECTION, SmtpMailer } from './smtp-mailer.ts';
import { messageIdOf } from './mailer.ts';
import { onEachDocumentStore } from '../../kernel/document-store/mongo/each-document-store.ts';
import { createMailer } from './create-mailer.ts';

const message = {
  to: 'ann@example.com',
  subject: 'You are invited',
  text: 'Join the draft.',
  html: '<p>Join the draft.</p>',
  idempotencyKey: 'event-1',
};

describe('mailer adapters', () => {
  describe('outbox (offline default)', () => {
    let dir: string;
    beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))));
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('writes one readable .eml per idempotency key', async () => {
      const mailer = new OutboxMailer('Listings <no-reply@localhost>', dir);
      const first = await mailer.send(message);
      const second = await mailer.send({ ...message, subject: 'changed' });
      expect(first.duplicate).to.equal(false);
      expect(second).to.deep.equal({ messageId: first.messageId, duplicate: true });
      const entries = await listOutbox(dir);
      expect(entries).to.have.length(1);
      expect(entries[0]).to.include({ to: 'ann@example.com', subject: 'You are invited', messageId: first.messageId });
      expect(entries[0].file!.endsWith('.eml')).to.equal(true);
      expect(entries[0].raw).to.contain('Join the draft.');
      await mailer.send({ ...message, idempotencyKey: 'event-2' });
      expect(await new OutboxMailer('x', dir).list()).to.have.length(2);
    });

    it('lists an absent folder as empty, and keeps messages in memory without a folder', async () => {
      expect(await listOutbox(path.join(dir, 'none'))).to.deep.equal([]);
      const memory = createMailer({ from: 'x@localhost', smtpUrl: null }, ':memory:') as OutboxMailer;
      await memory.send(message);
      await memory.send(message);
      expect((await memory.list()).map((m) => m.to)).to.deep.equal(['ann@example.com']);
    });
  });

  describe('SMTP (nodemailer) against a local SMTP server', () => {
    let server: SMTPServer;
    let port: number;
    const received: { from: string; to: string[]; data: string }[] = [];

    before(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          let data = '';
          stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
          stream.on('end', () => {
            received.push({
              from: (session.envelope.mailFrom as { address: string }).address,
              to: session.envelope.rcptTo.map((r) => r.address),
              data,
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.server.address() as AddressInfo).port;
    });
    after(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('delivers the message once per key, with a Message-ID from the key', async () => {
      const mailer = new SmtpMailer('Listings <no-reply@listings.test>', `smtp://127.0.0.1:${port}`);
      const sent = await mailer.send(message);
      expect((await mailer.send(message)).duplicate).to.equal(true);
      mailer.close();
      expect(received).to.have.length(1);
      expect(received[0].from).to.equal('no-reply@listings.test');
      expect(received[0].to).to.deep.equal(['ann@example.com']);
      expect(received[0].data).to.contain(`Message-ID: ${sent.messageId}`).and.contain('Subject: You are invited');
    });

    it('carries the message’s own header lines (RFC 8058 one-click unsubscribe), through SMTP and in the outbox', async () => {
      received.length = 0;
      const headers = {
        'List-Unsubscribe': '<https://listings.test/unsubscribe?t=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
      const mailer = new SmtpMailer('Listings <no-reply@listings.test>', `smtp://127.0.0.1:${port}`);
      await mailer.send({ ...message, idempotencyKey: 'headers-1', headers });
      mailer.close();
      expect(received[0].data)
        .to.contain('List-Unsubscribe: <https://listings.test/unsubscribe?t=abc>')
        .and.contain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const outbox = new OutboxMailer('x@localhost', null);
      await outbox.send({ ...message, headers });
      expect((await outbox.list())[0].raw).to.contain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    });

    // Distributed mode keeps the ledger in MongoDB: these run on both stores.
    onEachDocumentStore('the send ledger', (stores) => {
      it('never sends a key again across restarts: a crash between the send and its record repeats nothing', async () => {
        received.length = 0;
        const ledger = await stores.fresh();
        const again = { ...message, idempotencyKey: 'invite:event-restart' };
        const first = new SmtpMailer('Listings <no-reply@listings.test>', `smtp://127.0.0.1:${port}`, ledger);
        expect((await first.send(again)).duplicate).to.equal(false);
        first.close();
        // A new process (nothing in memory) asked to send the same message: the ledger says it went.
        const restarted = new SmtpMailer('Listings <no-reply@listings.test>', `smtp://127.0.0.1:${port}`, ledger);
        expect((await restarted.send(again)).duplicate).to.equal(true);
        // A process killed while the server was taking a message left "sending": not sent again either.
        const interrupted = { ...message, idempotencyKey: 'invite:event-interrupted' };
        await ledger.collection(MAIL_LEDGER_COLLECTION).insertOne({
          _id: messageIdOf(interrupted.idempotencyKey),
          key: interrupted.idempotencyKey,
          state: 'sending',
        });
        expect((await restarted.send(interrupted)).duplicate).to.equal(true);
        restarted.close();
        expect(received).to.have.length(1);
      });

      it('frees the key of a send that failed, so a retry sends it', async () => {
        const ledger = await stores.fresh();
        const unreachable = new SmtpMailer('Listings <no-reply@listings.test>', 'smtp://127.0.0.1:1', ledger);
        const failed = await unreachable.send(message).catch((error: unknown) => error);
        expect(failed).to.be.instanceOf(Error);
        unreachable.close();
        expect(await ledger.collection(MAIL_LEDGER_COLLECTION).countDocuments()).to.equal(0);
      });
    });
  });
});
