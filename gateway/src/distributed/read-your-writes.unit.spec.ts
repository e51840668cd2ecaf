import { expect } from 'chai';
import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '@listings/shared/kernel';
import { readYourWrites, trackWrites } from './read-your-writes.ts';

describe('read-your-writes over HTTP (distributed mode)', () => {
  const event = () => ({
    id: randomUUID(),
    type: 'Thing',
    data: {},
    metadata: { actor: { kind: 'system' as const, id: 't' }, at: new Date().toISOString(), cause: 't' },
  });
  let server: http.Server;
  let base: string;
  let store: SqliteEventStore;
  const waits: { position: number; timeoutMs: number }[] = [];
  let reached = true;

  beforeEach(async () => {
    store = new SqliteEventStore(':memory:');
    const events = trackWrites(store);
    await store.appendToStream('other-1', [event(), event()]);
    const app: RequestListener = (req, res) => {
      void (async () => {
        if (req.method === 'POST') {
          // Two appends, with an await between them: the token is the last one's position.
          await events.appendToStream('thing-1', [event()]);
          await new Promise((resolve) => setTimeout(resolve, 5));
          await events.appendToStream('thing-2', [event(), event()]);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      })();
    };
    const wrap = readYourWrites({
      readSide: {
        position: async () => 0,
        waitForPosition: async (position, timeoutMs) => (waits.push({ position, timeoutMs }), reached),
      },
      timeoutMs: 1234,
    });
    server = http.createServer(wrap(app));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.close();
    await store.close();
    waits.length = 0;
    reached = true;
  });

  it('answers a write with the position of its last event, and only that request', async () => {
    const [a, b, read] = await Promise.all([
      fetch(base, { method: 'POST' }),
      fetch(base, { method: 'POST' }),
      fetch(base),
    ]);
    const tokens = [a, b].map((response) => Number(response.headers.get('x-read-position'))).sort((x, y) => x - y);
    // Interleaved requests each get their own token: the head after both is one of them, never shared.
    expect(tokens[0]).to.be.greaterThan(2);
    expect(tokens[1]).to.equal(await store.headPosition());
    expect(tokens[0]).to.not.equal(tokens[1]);
    expect(read.headers.get('x-read-position')).to.equal(null);
  });

  it('makes a read carrying the token wait, boundedly, and says whether it was reached', async () => {
    const written = Number((await fetch(base, { method: 'POST' })).headers.get('x-read-position'));
    const read = await fetch(base, { headers: { 'X-Read-Position': String(written) } });
    expect(waits).to.deep.equal([{ position: written, timeoutMs: 1234 }]);
    expect(read.headers.get('x-read-position-reached')).to.equal('true');
    reached = false;
    expect(
      (await fetch(base, { headers: { 'X-Read-Position': String(written) } })).headers.get('x-read-position-reached'),
    ).to.equal('false');
    await fetch(base, { headers: { 'X-Read-Position': 'nonsense' } });
    expect(waits).to.have.length(2);
  });
});
