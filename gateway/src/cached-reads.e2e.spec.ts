/**
 * Cached public reads as a client sees them: ETag / If-None-Match, Cache-Control per access kind, and
 * the in-process cache answering anonymous reads on the raw server (without running the handler),
 * emptied when a projection applies an event, bounded, and rate-limited like everything else.
 */
import { expect } from 'chai';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { ok, type OperationHandler, notFound } from '@listings/shared/api';
import type { ServiceConfig } from '@listings/shared/config';
import { startTestService, type TestService } from './testing/test-service.ts';

const PUBLIC = 'public, max-age=30, stale-while-revalidate=300';

/** Handlers that count their calls; get_site_info reports the number of accounts in the read model. */
function countingHandlers(holder: { service?: TestService }) {
  const calls: Record<string, number> = {};
  const counted = (id: string, run: OperationHandler): [string, OperationHandler] => [
    id,
    async (context) => {
      calls[id] = (calls[id] ?? 0) + 1;
      return run(context);
    },
  ];
  const handlers = new Map<string, OperationHandler>([
    counted('get_site_info', async () =>
      ok({ accounts: await holder.service!.service.documents.collection('accounts').countDocuments({}), text: 'é ✓' }),
    ),
    counted('list_interview_questions', async () => ok({ items: [{ id: 1, question: 'Why?' }] })),
    counted('list_products', async () => ok({ items: [{ id: 'launch' }] })),
    counted('search_listings', async ({ input }) => ok({ query: input.query })),
    counted('get_listing', async () => {
      throw notFound('The listing');
    }),
  ]);
  return { calls, handlers };
}

async function start(overrides: Partial<ServiceConfig> = {}) {
  const holder: { service?: TestService } = {};
  const { calls, handlers } = countingHandlers(holder);
  holder.service = await startTestService(overrides, { handlers });
  return { service: holder.service, calls };
}

const withCache = (settings: Partial<ServiceConfig['httpCache']>): Partial<ServiceConfig> => ({
  httpCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 300, maxEntries: 1000, maxBytes: 1 << 20, ...settings },
});

/** A GET on a fresh connection, keeping the raw header lines (names, order) and body bytes. */
function rawGet(service: TestService, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
    http
      .get(`${service.baseUrl}/v1${path}`, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Header lines as [name, value] pairs in order, with Date and the remaining-quota count blanked. */
const comparable = (rawHeaders: string[]) => {
  const pairs: [string, string][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const [name, value] = [rawHeaders[i], rawHeaders[i + 1]];
    if (name.toLowerCase() === 'date') pairs.push([name, '<date>']);
    else if (name.toLowerCase() === 'ratelimit') pairs.push([name, value.replace(/r=\d+/, 'r=<n>')]);
    else pairs.push([name, value]);
  }
  return pairs;
};

const registered = (accountId = randomUUID()) => ({
  id: randomUUID(),
  type: 'AccountRegistered',
  data: { accountId, email: `${accountId}@example.com`, name: 'Someone', role: 'member' },
  metadata: { actor: { kind: 'admin' as const, id: 'test' }, at: new Date().toISOString(), cause: 'test' },
});

describe('cached public reads', () => {
  let service: TestService;
  let calls: Record<string, number>;
  beforeEach(async () => {
    ({ service, calls } = await start());
  });
  afterEach(() => service.close());

  it('a public read carries a strong ETag and public Cache-Control; a matching If-None-Match gets 304 without a body', async () => {
    const first = await service.call('GET', '/site');
    expect(first.status).to.equal(200);
    const etag = first.headers.get('etag')!;
    expect(etag).to.match(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).to.equal(PUBLIC);
    expect(first.headers.get('content-type')).to.equal('application/json; charset=utf-8');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, `W/"x",W/${etag}`, '*']) {
      const revalidated = await service.call('GET', '/site', { headers: { 'if-none-match': ifNoneMatch } });
      expect(revalidated.status, ifNoneMatch).to.equal(304);
      expect(revalidated.body).to.equal(undefined);
      expect(revalidated.headers.get('etag')).to.equal(etag);
      expect(revalidated.headers.get('cache-control')).to.equal(PUBLIC);
      expect(revalidated.headers.get('ratelimit')).to.match(/^"ip";r=\d+;t=\d+$/);
    }
    const changed = await service.call('GET', '/site', { headers: { 'if-none-match': '"something-else", W/"older"' } });
    expect(changed.status).to.equal(200);
    expect(changed.body).to.deep.equal(first.body);
    expect(changed.headers.get('etag')).to.equal(etag);
  });

  it('answers If-None-Match on the executor path too (requests with credentials)', async () => {
    const { key } = await service.createKey(['account:read']);
    const first = await service.call('GET', '/interview-questions', { key });
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).to.equal(PUBLIC);
    const revalidated = await service.call('GET', '/interview-questions', {
      key,
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(revalidated.status).to.equal(304);
    expect(revalidated.headers.get('etag')).to.equal(etag);
    expect(calls.list_interview_questions).to.equal(2);
    expect(
      (await service.call('GET', '/interview-questions', { key, headers: { 'if-none-match': '"no"' } })).status,
    ).to.equal(200);
  });

  it('Cache-Control: private, no-store on account operations and no-store on errors', async () => {
    const { key } = await service.createKey(['account:read']);
    const mine = await service.call('GET', '/me', { key });
    expect(mine.status).to.equal(200);
    expect(mine.headers.get('cache-control')).to.equal('private, no-store');
    expect(mine.headers.get('etag')).to.equal(null);
    const errors = [
      await service.call('GET', '/listings/nowhere'), // the handler's 404
      await service.call('GET', '/site?unknown=1'), // 400
      await service.call('GET', '/no-such-route'), // the router's 404
      await service.call('GET', '/me'), // 401
      await service.call('POST', '/drafts', { body: {} }), // 401 on a write
    ];
    for (const error of errors) {
      expect(error.status).to.be.at.least(400);
      expect(error.headers.get('cache-control')).to.equal('no-store');
      expect(error.headers.get('etag')).to.equal(null);
    }
  });

  it('serves a repeated anonymous read from the cache without running the handler, whatever the query order', async () => {
    const first = await service.call('GET', '/interview-questions');
    const second = await service.call('GET', '/interview-questions');
    expect(calls.list_interview_questions).to.equal(1);
    expect(second.body).to.deep.equal(first.body);
    expect(second.headers.get('etag')).to.equal(first.headers.get('etag'));

    await service.call('GET', '/listings?sort=newest&q=tools');
    const reordered = await service.call('GET', '/listings?q=tools&sort=newest');
    expect(calls.search_listings).to.equal(1);
    expect(reordered.body.query).to.include({ q: 'tools', sort: 'newest' });
    await service.call('GET', '/listings?q=other&sort=newest');
    expect(calls.search_listings).to.equal(2);
  });

  it('errors are not cached', async () => {
    await service.call('GET', '/listings/nowhere');
    await service.call('GET', '/listings/nowhere');
    expect(calls.get_listing).to.equal(2);
  });

  it('the executor path and the cache path send the same bytes and the same headers', async () => {
    const miss = await rawGet(service, '/site');
    const hit = await rawGet(service, '/site');
    expect(calls.get_site_info).to.equal(1, 'the second read came from the cache');
    expect(hit.status).to.equal(200);
    expect(hit.body.equals(miss.body)).to.equal(true);
    expect(comparable(hit.rawHeaders)).to.deep.equal(comparable(miss.rawHeaders));
    expect(comparable(hit.rawHeaders).map(([name]) => name.toLowerCase())).to.include.members([
      'etag',
      'cache-control',
      'content-type',
      'ratelimit',
      'ratelimit-policy',
      'vary',
      'content-length',
    ]);

    // And a 304, once from the executor (cache emptied) and once from the cache.
    const etag = String(miss.rawHeaders[miss.rawHeaders.findIndex((h) => h.toLowerCase() === 'etag') + 1]);
    service.service.readCache.invalidate();
    const notModifiedMiss = await rawGet(service, '/site', { 'if-none-match': etag });
    const notModifiedHit = await rawGet(service, '/site', { 'if-none-match': etag });
    expect(calls.get_site_info).to.equal(2);
    expect([notModifiedMiss.status, notModifiedHit.status]).to.deep.equal([304, 304]);
    expect(notModifiedHit.body.length).to.equal(0);
    expect(comparable(notModifiedHit.rawHeaders)).to.deep.equal(comparable(notModifiedMiss.rawHeaders));
  });

  it('an event applied by a projection empties the cache: the next read runs the handler and shows the change', async () => {
    const before = await service.call('GET', '/site');
    await service.call('GET', '/site');
    expect(calls.get_site_info).to.equal(1);
    expect(before.body.accounts).to.equal(0);

    await service.service.events.appendToStream(`account-${randomUUID()}`, [registered()]);
    await service.service.projections.caughtUp();
    const after = await service.call('GET', '/site');
    expect(calls.get_site_info).to.equal(2);
    expect(after.body.accounts).to.equal(1);
    expect(after.headers.get('etag')).to.not.equal(before.headers.get('etag'));
    expect(
      (await service.call('GET', '/site', { headers: { 'if-none-match': before.headers.get('etag')! } })).status,
    ).to.equal(200);
  });

  it('an event no projection applies leaves the cache alone', async () => {
    await service.call('GET', '/site');
    await service.service.events.appendToStream(`noise-${randomUUID()}`, [
      { ...registered(), type: 'NothingReadsThis' },
    ]);
    await service.service.projections.caughtUp();
    await service.call('GET', '/site');
    expect(calls.get_site_info).to.equal(1);
  });

  it('does not store an answer computed while an event was being applied', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const slow = await startTestService(
      {},
      {
        handlers: new Map<string, OperationHandler>([
          [
            'get_site_info',
            async () => {
              reads++;
              if (reads === 1) await gate;
              return ok({ reads });
            },
          ],
        ]),
      },
    );
    try {
      const pending = slow.call('GET', '/site');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await slow.service.events.appendToStream(`account-${randomUUID()}`, [registered()]);
      await slow.service.projections.caughtUp();
      release();
      expect((await pending).body).to.deep.equal({ reads: 1 });
      expect((await slow.call('GET', '/site')).body).to.deep.equal({ reads: 2 });
      expect((await slow.call('GET', '/site')).body).to.deep.equal({ reads: 2 });
      expect(reads).to.equal(2);
    } finally {
      await slow.close();
    }
  });

  it('requests with credentials neither use nor fill the shared cache', async () => {
    const { key } = await service.createKey(['account:read']);
    await service.call('GET', '/products', { key });
    await service.call('GET', '/products', { key });
    expect(calls.list_products).to.equal(2);
    await service.call('GET', '/products'); // not filled by the credentialed reads
    expect(calls.list_products).to.equal(3);
    await service.call('GET', '/products');
    expect(calls.list_products).to.equal(3);
    await service.call('GET', '/products', { key }); // cached, but credentials go through the pipeline
    expect(calls.list_products).to.equal(4);
    const invalid = await service.call('GET', '/products', { key: 'ldk_not-a-real-key' });
    expect(invalid.status).to.equal(401);
    expect(calls.list_products).to.equal(4);
  });
});

describe('cached public reads: bounds and limits', () => {
  it('keeps at most the configured number of entries, least recently used out first', async () => {
    const { service, calls } = await start(withCache({ maxEntries: 2 }));
    try {
      await service.call('GET', '/site');
      await service.call('GET', '/interview-questions');
      await service.call('GET', '/site'); // hit: /site is now the most recently used
      await service.call('GET', '/products'); // evicts /interview-questions
      expect(service.service.readCache.size).to.equal(2);
      await service.call('GET', '/site');
      await service.call('GET', '/products');
      expect(calls).to.include({ get_site_info: 1, list_products: 1, list_interview_questions: 1 });
      await service.call('GET', '/interview-questions');
      expect(calls.list_interview_questions).to.equal(2);
    } finally {
      await service.close();
    }
  });

  it('takes max-age and stale-while-revalidate from the configuration; maxEntries 0 turns the cache off', async () => {
    const { service, calls } = await start(
      withCache({ maxAgeSeconds: 5, staleWhileRevalidateSeconds: 7, maxEntries: 0 }),
    );
    try {
      const response = await service.call('GET', '/site');
      expect(response.headers.get('cache-control')).to.equal('public, max-age=5, stale-while-revalidate=7');
      await service.call('GET', '/site');
      expect(calls.get_site_info).to.equal(2);
    } finally {
      await service.close();
    }
  });

  it('rate-limits answers from the cache per IP, with the same headers and a 429 problem', async () => {
    const { service, calls } = await start({ rateLimits: { perCredential: 100, perIp: 3, windowSeconds: 60 } });
    try {
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await service.call('GET', '/site');
        expect(response.status).to.equal(200);
        expect(response.headers.get('ratelimit-policy')).to.equal('"ip";q=3;w=60');
        remaining.push(/r=(\d+)/.exec(response.headers.get('ratelimit')!)![1]);
      }
      expect(remaining).to.deep.equal(['2', '1', '0']);
      expect(calls.get_site_info).to.equal(1, 'two of the three came from the cache');
      const limited = await service.call('GET', '/site', { headers: { 'x-request-id': 'req-42' } });
      expect(limited.status).to.equal(429);
      expect(limited.body).to.include({ code: 'rate_limited', instance: 'urn:request:req-42' });
      expect(limited.headers.get('content-type')).to.equal('application/problem+json; charset=utf-8');
      expect(limited.headers.get('cache-control')).to.equal('no-store');
      expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);
      expect(limited.headers.get('etag')).to.equal(null);
      expect(calls.get_site_info).to.equal(1);
    } finally {
      await service.close();
    }
  });
});
