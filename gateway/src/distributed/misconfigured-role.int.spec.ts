/**
 * A misconfigured role refuses to start, as a real process (`node gateway/src/distributed/main.ts
 * projectors`), with a message naming the settings, before it joins any Kafka group (issue 35: a
 * projectors instance left on the embedded store took partitions and lost 30 of 30 events):
 *
 * - on the embedded document store while EVENT_BUS=kafka: exit code 2, no read-models.db left behind;
 * - on a MongoDB without multi-document transactions (FerretDB, which the tests here run as their
 *   MongoDB stand-in): a non-zero exit naming DOCUMENT_STORE and MONGO_URL. Skipped, saying why,
 *   where FerretDB is not built.
 *
 * No Kafka broker is needed: the brokers named (a closed loopback port) are never reached.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MingoDocumentStore } from '@listings/shared/kernel';
import { ferretdbUnavailable, startFerretDb, type MongoTestServer } from '@listings/shared/kernel/testing';
import { startRole } from './testing/role-process.ts';
import { openDocumentStore, requireTransactions, storeSettings, StoreRefusedError } from './stores.ts';

const KAFKA = { EVENT_BUS: 'kafka', KAFKA_BROKERS: '127.0.0.1:9', HOST: '127.0.0.1', PORT: '0' };

describe('a misconfigured role refuses to start (real process)', function () {
  this.timeout(120_000);
  let dataDir = '';
  beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'misconfigured-'))));
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('projectors on the embedded document store with EVENT_BUS=kafka: exit 2, the settings named, nothing created', async () => {
    const projectors = startRole('projectors', { ...KAFKA, DATA_DIR: dataDir, EVENT_STORE: 'esdb' });
    const { code } = await projectors.exited;
    const output = projectors.output();
    expect(code, output).to.equal(2);
    expect(output).to.include('The projectors role refuses to start');
    expect(output).to.include('DOCUMENT_STORE=mingo');
    expect(output).to.include('EVENT_BUS=kafka');
    expect(output).to.include('DOCUMENT_STORE=mongo (MONGO_URL)');
    expect(output).to.include('ALLOW_LOCAL_STORES_WITH_KAFKA');
    expect(output, 'no stack trace').to.not.match(/\n\s+at /);
    expect(fs.readdirSync(dataDir), 'no store was opened').to.deep.equal([]);
  });

  it('projectors without EVENT_BUS=kafka: exit 2 (they used to start and run on Kafka regardless)', async () => {
    const projectors = startRole('projectors', { ...KAFKA, EVENT_BUS: '', DATA_DIR: dataDir });
    const { code } = await projectors.exited;
    expect(code, projectors.output()).to.equal(2);
    expect(projectors.output()).to.include('EVENT_BUS=inprocess').and.include('set EVENT_BUS=kafka');
  });

  describe('a MongoDB without multi-document transactions (FerretDB)', () => {
    let ferret: MongoTestServer | undefined;
    before(async function () {
      const reason = ferretdbUnavailable();
      if (reason) {
        console.log(`    [skipped] FerretDB refusal: ${reason}`);
        this.skip();
      }
      ferret = await startFerretDb();
    });
    after(async () => ferret?.stop());

    it('is refused as it is opened, with a message naming DOCUMENT_STORE and MONGO_URL (password hidden)', async () => {
      const withPassword = ferret!.url.replace('mongodb://', 'mongodb://ops:s3cret@');
      const error = await openDocumentStore(
        storeSettings({ DOCUMENT_STORE: 'mongo', MONGO_URL: ferret!.url, DATA_DIR: dataDir }),
      ).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(StoreRefusedError);
      const message = (error as Error).message;
      expect(message).to.include(`DOCUMENT_STORE=mongo (MONGO_URL=${ferret!.url})`);
      expect(message).to.include('refused a multi-document transaction');
      expect(message).to.include('replica set');
      // The same refusal, phrased from the settings of another deployment: the password never shows.
      const refused = await requireTransactions(
        { transaction: () => Promise.reject(new Error('no')), close: async () => {} } as never,
        `DOCUMENT_STORE=mongo (MONGO_URL=${withPassword.replace(/:s3cret@/, ':***@')})`,
      ).catch((e: Error) => e.message);
      expect(refused).to.include('ops:***@').and.not.include('s3cret');
    });

    it('a projectors process on it exits non-zero, naming DOCUMENT_STORE and MONGO_URL, before joining Kafka', async () => {
      const projectors = startRole('projectors', {
        ...KAFKA,
        DATA_DIR: dataDir,
        DOCUMENT_STORE: 'mongo',
        MONGO_URL: ferret!.url,
        // The event store is this machine's file: allowed here, so that the MongoDB is what is refused.
        ALLOW_LOCAL_STORES_WITH_KAFKA: 'on',
      });
      const { code } = await projectors.exited;
      const output = projectors.output();
      expect(code, output).to.not.equal(0);
      expect(output).to.include('DOCUMENT_STORE=mongo (MONGO_URL=').and.include('multi-document transaction');
      expect(output).to.not.include('projectors consuming');
    });
  });

  it('an embedded document store passes the transaction check', async () => {
    const documents = new MingoDocumentStore();
    await requireTransactions(documents, 'DOCUMENT_STORE=mingo');
    await documents.close();
  });
});
