import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OutboxMailer, outboxDir } from '@listings/shared/platform';
import { runAdmin } from './cli.ts';

describe('admin CLI: outbox', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-cli-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = async () => {
    const lines: string[] = [];
    const code = await runAdmin(['outbox'], { DATA_DIR: dir, ADMIN_ACTOR: 'test' }, (line) => lines.push(line));
    return { code, lines };
  };

  it('lists the e-mails written to <DATA_DIR>/outbox', async () => {
    expect((await run()).lines[0]).to.match(/^no e-mail in /);
    await new OutboxMailer('Listings <no-reply@localhost>', outboxDir(dir)).send({
      to: 'ann@example.com',
      subject: 'Hello Ann',
      text: 'Hi',
      idempotencyKey: 'k1',
    });
    const { code, lines } = await run();
    expect(code).to.equal(0);
    expect(lines).to.have.length(1);
    expect(lines[0]).to.contain('ann@example.com').and.contain('Hello Ann').and.contain('.eml');
  });
});
