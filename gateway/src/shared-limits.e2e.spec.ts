/**
 * Limits hold across instances: two service instances sharing one store (as command instances share
 * MongoDB in distributed mode) count one limit, not two. Anonymous requests per IP, and wrong passwords
 * per (address, client), alternate between the instances and are refused at the one limit. The same
 * scenarios run on the embedded stores shared in one process, and on a MongoDB-wire server
 * (MongoDocumentStore on testcontainers MongoDB, else FerretDB; skipped, saying why, with neither).
 * One embedded process keeps counting in memory.
 */
import { expect } from 'chai';
import { RATE_LIMITS_COLLECTION } from '@listings/shared/api';
import { MingoDocumentStore, SqliteEventStore, type Clock, type DocumentStore } from '@listings/shared/kernel';
import { startMongoTestServer, type MongoTestServer } from '@listings/shared/kernel/testing';
import { hashPassword } from '@listings/shared/platform';
import type { EmbeddedStores } from './service.ts';
import { startTestService, type TestService } from './testing/test-service.ts';
import { PageClient, csrfIn } from '@listings/site/testing';
import { startInstancesOnOneStore, type InstancesOnOneStore } from './testing/shared-stores.ts';

const PER_IP = 6;

/**
 * Real time, moved to one second after the start of a quarter hour: the shared counters count in
 * windows aligned to the epoch (a minute per IP here, a quarter hour for sign-in failures), so a run
 * that crossed a boundary counted its requests in two windows and failed now and then on the clock.
 */
function clockJustPastAWindowStart(): Clock {
  const QUARTER_HOUR = 15 * 60_000;
  const startedAt = Date.now();
  const base = Math.ceil(startedAt / QUARTER_HOUR) * QUARTER_HOUR + 1000;
  return { now: () => new Date(base + (Date.now() - startedAt)) };
}

/**
 * Two command instances on one event store and one document store: `open` gives the document store
 * (or skips the suite), closed with the instances; its `close` ends whatever else it started.
 */
function limitsSharedByInstances(
  label: string,
  open: (context: Mocha.Context) => Promise<{ documents: DocumentStore; close(): Promise<void> }>,
) {
  describe(`limits shared by instances on one store: ${label}`, function () {
    this.timeout(60_000);
    let group: InstancesOnOneStore | undefined;
    let documents: { documents: DocumentStore; close(): Promise<void> } | undefined;
    let stores: EmbeddedStores;
    let a: TestService;
    let b: TestService;

    before(async function () {
      documents = await open(this);
      stores = { events: new SqliteEventStore(':memory:'), documents: documents.documents };
      group = await startInstancesOnOneStore(
        2,
        { rateLimits: { perCredential: 1000, perIp: PER_IP, windowSeconds: 60 } },
        { stores, clock: clockJustPastAWindowStart() },
      );
      [a, b] = group.instances as [TestService, TestService];
    });
    after(async () => {
      await group?.close();
      await documents?.close();
    });

    it('one per-IP limit for anonymous requests, whichever instance answers', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < PER_IP + 2; i++) statuses.push((await (i % 2 ? b : a).call('GET', '/site')).status);
      expect(statuses).to.deep.equal([...Array(PER_IP).fill(200), 429, 429]);
      expect(await stores.documents.collection(RATE_LIMITS_COLLECTION).countDocuments({})).to.be.greaterThan(0);
    });

    it('wrong passwords for an address count once across instances', async () => {
      const email = `shared-${Date.now()}@example.com`;
      const password = 'violet tractor under moon';
      await a.service.accounts.register(
        { email, name: 'Shared', passwordHash: await hashPassword(password) },
        { kind: 'admin', id: 'test' },
        'test',
      );
      const signIn = async (instance: TestService, pass: string) => {
        const browser = new PageClient(instance.baseUrl);
        const csrf = csrfIn((await browser.get('/signin')).text);
        return (await browser.post('/signin', { csrf, email, password: pass })).status;
      };
      // Ten failures (the default per address and client), five on each instance.
      for (let i = 0; i < 10; i++) expect(await signIn(i % 2 ? b : a, `wrong guess ${i}`)).to.equal(401);
      // Per process, each would have seen five and let the eleventh try through; shared, both refuse.
      expect(await signIn(a, password)).to.equal(429);
      expect(await signIn(b, password)).to.equal(429);
    });
  });
}

limitsSharedByInstances('embedded stores', async () => {
  return { documents: new MingoDocumentStore(), close: async () => {} };
});

limitsSharedByInstances('MongoDocumentStore on a MongoDB-wire server', async (context) => {
  const started = await startMongoTestServer();
  if (typeof started === 'string') {
    console.log(`    [skipped] limits shared on MongoDB: ${started}`);
    return context.skip();
  }
  const server: MongoTestServer = started;
  const { MongoDocumentStore } = await import('@listings/shared/kernel/mongo');
  const documents = await MongoDocumentStore.connect(server.url, `shared_limits_${Date.now()}`);
  console.log(`    limits shared on ${server.engine} (${server.url})`);
  return {
    documents,
    close: () => server.stop(),
  };
});

describe('limits in one embedded process', () => {
  it('are counted in memory, never in the store', async () => {
    const t = await startTestService({ rateLimits: { perCredential: 1000, perIp: 2, windowSeconds: 60 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await t.call('GET', '/site')).status);
      expect(statuses).to.deep.equal([200, 200, 429]);
      expect(await t.service.documents.collection(RATE_LIMITS_COLLECTION).countDocuments({})).to.equal(0);
    } finally {
      await t.close();
    }
  });
});
