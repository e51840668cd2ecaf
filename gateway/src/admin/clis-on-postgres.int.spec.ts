/**
 * The admin, projections and audit CLIs on a real PostgreSQL (EVENT_STORE=postgres,
 * DOCUMENT_STORE=postgres): they write to and read from the configured database, name it on stderr
 * with its password hidden, and leave nothing in DATA_DIR (issue 35: the admin CLI wrote to the local
 * SQLite file whatever EVENT_STORE said, and `projections status` caught a local read-models.db up
 * before reporting "all at head"). Without PostgreSQL's binaries the suite is skipped, saying why.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHECKPOINTS_COLLECTION } from '@listings/shared/kernel';
import { PostgresDocumentStore, PostgresEventStore } from '@listings/shared/kernel/postgres';
import { startPostgresTestServer, type PostgresTestServer } from '@listings/shared/kernel/testing';
import { runAdmin } from './cli.ts';
import { runProjectionsCli } from './projections-cli.ts';
import { runAuditCli } from '../audit/audit-cli.ts';

describe('the admin, projections and audit CLIs on PostgreSQL', function () {
  this.timeout(120_000);
  let server: PostgresTestServer | undefined;
  let dir = '';
  let url = '';
  let env: NodeJS.ProcessEnv;
  let notes: string[];
  const note = (line: string) => notes.push(line);
  /** How the CLIs name the database: the test server's address with a password that must never show. */
  let named = '';

  before(async function () {
    const started = await startPostgresTestServer();
    if (typeof started === 'string') {
      console.log(`    [skipped] CLIs on PostgreSQL: ${started}`);
      this.skip();
    }
    server = started;
  });
  after(async () => server?.stop());
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clis-pg-'));
    url = await server!.createDatabase('clis');
    const withPassword = new URL(url);
    withPassword.password = 's3cret';
    named = withPassword.toString().replace(':s3cret@', ':***@');
    env = {
      DATA_DIR: dir,
      EVENT_STORE: 'postgres',
      DOCUMENT_STORE: 'postgres',
      POSTGRES_URL: withPassword.toString(),
      ADMIN_ACTOR: 'ops@test',
    };
    notes = [];
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('admin: the account goes to the PostgreSQL log, which it names (password hidden); nothing in DATA_DIR', async () => {
    const lines: string[] = [];
    const code = await runAdmin(
      ['create-account', '--email', 'a@example.com', '--name', 'A'],
      env,
      (line) => lines.push(line),
      note,
    );
    expect(code, lines.join('\n')).to.equal(0);
    expect(notes).to.deep.equal([`event store: postgres ${named}`]);
    expect(notes.join()).to.not.include('s3cret');
    const events = await PostgresEventStore.connect(url);
    try {
      const log = await events.readAll();
      expect(log.length).to.be.greaterThan(0);
      expect(log.every((event) => event.metadata.actor.id === 'ops@test')).to.equal(true);
    } finally {
      await events.close();
    }
    expect(fs.readdirSync(dir), 'no local store was made').to.deep.equal([]);
  });

  it("projections status: PostgreSQL's own checkpoints, nothing applied by asking; rebuild moves them; no read-models.db", async () => {
    expect(await runAdmin(['create-account', '--email', 'a@example.com', '--name', 'A'], env, () => {}, note)).to.equal(
      0,
    );
    const documents = await PostgresDocumentStore.connect(url);
    const status = async () => {
      const lines: string[] = [];
      notes = [];
      expect(await runProjectionsCli(['status'], env, (line) => lines.push(line), note)).to.equal(0);
      expect(notes).to.deep.equal([`event store: postgres ${named}; read models: postgres ${named}`]);
      return lines;
    };
    const accounts = (lines: string[]) => lines.find((line) => /^\s+accounts\s/.test(line));
    try {
      for (let round = 0; round < 2; round++) {
        expect(accounts(await status())).to.match(/checkpoint 0, [1-9]\d* event\(s\) to apply$/);
        expect(
          await documents.collection(CHECKPOINTS_COLLECTION).countDocuments({ projection: 'accounts' }),
          'status applied nothing',
        ).to.equal(0);
      }
      expect(await runProjectionsCli(['rebuild', 'accounts'], env, () => {}, note)).to.equal(0);
      const checkpoint = await documents.collection(CHECKPOINTS_COLLECTION).findOne({ _id: 'accounts:0' });
      expect(checkpoint?.position).to.be.greaterThan(0);
      expect(accounts(await status())).to.match(
        new RegExp(`checkpoint ${checkpoint!.position as number}, up to date$`),
      );
    } finally {
      await documents.close();
    }
    expect(fs.readdirSync(dir), 'no stray read-models.db').to.deep.equal([]);
  });

  it('audit: reads the configured stores and names them', async () => {
    const lines: string[] = [];
    expect(await runAuditCli(['history', 'no-such-listing'], env, (line) => lines.push(line), note)).to.equal(1);
    expect(lines).to.deep.equal(['no listing no-such-listing']);
    expect(notes).to.deep.equal([`event store: postgres ${named}; read models: postgres ${named}`]);
    expect(fs.readdirSync(dir)).to.deep.equal([]);
  });
});
