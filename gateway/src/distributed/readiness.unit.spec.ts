/**
 * `/ready` of the distributed roles: the read side's lag as a table (clock fixed), checks that throw
 * or hang, the health server of the projectors answering with each check, a service's /ready route,
 * and the gateway's /ready following the query service's (issue 35: all said ready while reads were dead).
 */
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock, MingoDocumentStore, SqliteEventStore } from '@listings/shared/kernel';
import {
  documentStoreReachable,
  eventStoreReachable,
  readinessOf,
  readinessRoute,
  readSideLag,
  readSideWithinBound,
  type LagInput,
} from './readiness.ts';
import { startHealthServer } from './health-server.ts';
import { createEdgeServer } from './edge.ts';

const now = new Date('2026-11-26T10:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const url = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const listening = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};
const closing = (server: http.Server) => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
};

describe('readSideLag: the read side within the bound of the log', () => {
  const rows: [string, Omit<LagInput, 'now' | 'maxLagMs'>, boolean][] = [
    ['empty log, nothing applied', { appliedUpTo: 0 }, true],
    ['everything applied', { appliedUpTo: 42 }, true],
    ['a second behind', { appliedUpTo: 41, nextUnapplied: { position: 42, recordedAt: ago(1) } }, true],
    ['exactly at the bound', { appliedUpTo: 41, nextUnapplied: { position: 42, recordedAt: ago(30) } }, true],
    ['past the bound', { appliedUpTo: 41, nextUnapplied: { position: 42, recordedAt: ago(31) } }, false],
    // Issue 35: "nothing applied yet" while the log has events counted as ready.
    [
      'nothing applied, the log has a fresh event',
      { appliedUpTo: 0, nextUnapplied: { position: 1, recordedAt: ago(0) } },
      false,
    ],
    [
      'nothing applied, the log is old',
      { appliedUpTo: 0, nextUnapplied: { position: 1, recordedAt: ago(86_400) } },
      false,
    ],
    // A store clock a little ahead of this one is no lag.
    ['event from the future', { appliedUpTo: 5, nextUnapplied: { position: 6, recordedAt: ago(-3) } }, true],
  ];
  for (const [label, input, ok] of rows)
    it(`${label} → ${ok ? 'ready' : 'not ready'}`, () => {
      const result = readSideLag({ ...input, now, maxLagMs: 30_000 });
      expect(result.ok, JSON.stringify(result)).to.equal(ok);
      expect(result).to.deep.include({ appliedUpTo: input.appliedUpTo, maxLagSeconds: 30 });
      if (!ok) expect(result.reason).to.be.a('string');
    });

  it('reports the lag in seconds', () => {
    expect(
      readSideLag({ appliedUpTo: 3, nextUnapplied: { position: 4, recordedAt: ago(95.5) }, now, maxLagMs: 30_000 }),
    ).to.deep.include({ ok: false, lagSeconds: 95.5 });
  });
});

describe('readiness checks on real stores', () => {
  it('reads the oldest unapplied event of the log, and is ready once the read side reaches the head', async () => {
    const events = new SqliteEventStore(':memory:');
    const clock = new ManualClock(now);
    let applied = 0;
    const check = readSideWithinBound({ events, readSide: { position: async () => applied }, maxLagMs: 30_000, clock });
    try {
      expect(await check()).to.deep.include({ ok: true, lagSeconds: 0 });
      const metadata = { actor: { kind: 'system' as const, id: 't' }, at: now.toISOString(), cause: 't' };
      const append = () =>
        events.appendToStream('tally-1', [{ id: crypto.randomUUID(), type: 'Tallied', data: {}, metadata }]);
      await append();
      expect(await check(), 'nothing applied yet').to.deep.include({ ok: false, appliedUpTo: 0 });
      applied = (await append()).position - 1; // the first applied, the second not
      const recordedAt = Date.parse((await events.readAll({ afterPosition: applied }))[0]!.recordedAt);
      clock.set(new Date(recordedAt + 10_000));
      expect(await check()).to.deep.include({ ok: true, appliedUpTo: applied, lagSeconds: 10 });
      clock.set(new Date(recordedAt + 31_000));
      expect(await check()).to.deep.include({ ok: false, lagSeconds: 31 });
      applied = await events.headPosition();
      expect(await check()).to.deep.include({ ok: true, lagSeconds: 0 });
    } finally {
      await events.close();
    }
  });

  it('fails a check that throws or does not answer, naming why; passes reachable stores', async () => {
    const events = new SqliteEventStore(':memory:');
    const documents = new MingoDocumentStore();
    const readiness = await readinessOf(
      {
        'event store': eventStoreReachable(events),
        'document store': documentStoreReachable(documents),
        broken: () => {
          throw new Error('connection refused');
        },
        hanging: () => new Promise(() => undefined),
      },
      200,
    );
    expect(readiness.ready).to.equal(false);
    expect(readiness.checks).to.deep.equal({
      'event store': { ok: true, head: 0 },
      'document store': { ok: true },
      broken: { ok: false, error: 'connection refused' },
      hanging: { ok: false, error: 'no answer within 200 ms' },
    });
    const unreachable = { headPosition: () => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:2113')) };
    expect(
      await readinessOf({ 'event store': eventStoreReachable(unreachable as unknown as SqliteEventStore) }),
    ).to.deep.equal({ ready: false, checks: { 'event store': { ok: false, error: 'ECONNREFUSED 127.0.0.1:2113' } } });
    await events.close();
    await documents.close();
  });
});

describe('/ready answers', () => {
  it("the projectors' health server: 503 with each check, 200 once all pass; /health stays 200", async () => {
    let healthy = false;
    const server = await startHealthServer(0, '127.0.0.1', {
      consumer: () => ({ ok: healthy }),
      'read side': () => ({ ok: true, lagSeconds: 0 }),
    });
    try {
      const notReady = await fetch(`${url(server)}/ready`);
      expect(notReady.status).to.equal(503);
      expect(await notReady.json()).to.deep.equal({
        status: 'not ready',
        checks: { consumer: { ok: false }, 'read side': { ok: true, lagSeconds: 0 } },
      });
      expect((await fetch(`${url(server)}/health`)).status, 'liveness is separate').to.equal(200);
      healthy = true;
      expect((await fetch(`${url(server)}/ready`)).status).to.equal(200);
    } finally {
      await closing(server);
    }
  });

  it("a service's /ready route answers from the checks and passes every other request on", async () => {
    let ok = false;
    const server = await listening(
      http.createServer(
        readinessRoute({ reactors: () => ({ ok }) })((_req, res) => res.writeHead(200).end('the service')),
      ),
    );
    try {
      expect((await fetch(`${url(server)}/ready`)).status).to.equal(503);
      ok = true;
      expect((await fetch(`${url(server)}/ready?x=1`)).status).to.equal(200);
      expect(await (await fetch(`${url(server)}/v1/listings`)).text()).to.equal('the service');
    } finally {
      await closing(server);
    }
  });

  it("the gateway's /ready follows the read side: not ready while the query service is not, with its checks", async () => {
    let queryReady = false;
    const readSide = () => ({ ok: queryReady, reason: queryReady ? undefined : 'nothing applied yet' });
    const command = await listening(http.createServer(readinessRoute({ reactors: () => ({ ok: true }) })(() => {})));
    const query = await listening(http.createServer(readinessRoute({ 'read side': readSide })(() => {})));
    const edge = await listening(createEdgeServer({ commandUrl: url(command), queryUrl: url(query) }));
    try {
      const answer = await fetch(`${url(edge)}/ready`);
      expect(answer.status).to.equal(503);
      expect(await answer.json()).to.deep.equal({
        status: 'not ready',
        command: { ready: true, checks: { reactors: { ok: true } } },
        query: { ready: false, checks: { 'read side': { ok: false, reason: 'nothing applied yet' } } },
      });
      queryReady = true;
      expect((await fetch(`${url(edge)}/ready`)).status).to.equal(200);
      await closing(command);
      const down = await fetch(`${url(edge)}/ready`);
      expect(down.status, 'a service that does not answer').to.equal(503);
      expect(((await down.json()) as { command: { error: string } }).command.error).to.match(/^no answer from/);
    } finally {
      await closing(edge);
      await closing(query);
      if (command.listening) await closing(command);
    }
  });
});
