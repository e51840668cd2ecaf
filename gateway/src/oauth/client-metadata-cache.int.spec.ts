/**
 * The client metadata cache over the embedded document store: how long a document is kept (its
 * headers, clamped as oidc-provider clamps them), expiry on the service clock, and the bound on entries
 * (expired ones go first, then those expiring soonest; never the one just kept); and the fetch
 * oidc-provider calls going on without it when its store cannot answer.
 */
import { expect } from 'chai';
import { MingoDocumentStore } from '@listings/shared/kernel';
import type { SafeFetcher } from '@listings/shared/platform';
import { faultyDocumentStore } from '../testing/faulty-stores.ts';
import { CLIENT_METADATA_COLLECTION, ClientMetadataCache, freshSeconds } from './client-metadata-cache.ts';
import { safeFetch } from './client-metadata-fetch.ts';

const limits = { minSeconds: 60, maxSeconds: 86_400 };

describe('client metadata cache', () => {
  it('keeps a document for its max-age, else until Expires, else the minimum; within 60 s .. 24 h', () => {
    const now = Date.parse('2026-03-02T10:00:00.000Z');
    expect(freshSeconds({ 'cache-control': 'public, max-age=300' }, now, limits)).to.equal(300);
    expect(freshSeconds({ 'cache-control': 'max-age=5' }, now, limits)).to.equal(60);
    expect(freshSeconds({ 'cache-control': 'max-age=999999' }, now, limits)).to.equal(86_400);
    expect(freshSeconds({ expires: new Date(now + 600_000).toUTCString() }, now, limits)).to.equal(600);
    expect(freshSeconds({ expires: 'not a date' }, now, limits)).to.equal(60);
    expect(freshSeconds({}, now, limits)).to.equal(60);
  });

  it('answers a document while fresh and nothing once expired, on the clock it is given', async () => {
    let now = Date.parse('2026-03-02T10:00:00.000Z');
    const cache = new ClientMetadataCache(new MingoDocumentStore(), { now: () => new Date(now) });
    const url = 'https://agent.example/client.json';
    await cache.put(url, {
      contentType: 'application/json',
      body: '{"a":1}',
      headers: { 'cache-control': 'max-age=120' },
    });
    expect(await cache.get(url)).to.deep.include({ body: '{"a":1}', remainingSeconds: 120 });
    now += 119_000;
    expect(await cache.get(url)).to.deep.include({ remainingSeconds: 1 });
    now += 1000;
    expect(await cache.get(url)).to.equal(undefined);
  });

  it('keeps at most maxEntries: the expired go first, then those expiring soonest', async () => {
    let now = Date.parse('2026-03-02T10:00:00.000Z');
    const documents = new MingoDocumentStore();
    const cache = new ClientMetadataCache(documents, { now: () => new Date(now) }, { ...limits, maxEntries: 3 });
    const put = (name: string, maxAge: number) =>
      cache.put(`https://${name}.example/c.json`, {
        contentType: 'application/json',
        body: '{}',
        headers: { 'cache-control': `max-age=${maxAge}` },
      });
    const kept = async () =>
      (await documents.collection(CLIENT_METADATA_COLLECTION).find({}, { sort: { _id: 1 } })).map(({ _id }) =>
        String(_id).replace(/^https:\/\/|\.example\/c\.json$/g, ''),
      );
    await put('old', 60);
    await put('long', 3600);
    await put('short', 600);
    now += 61_000; // 'old' has expired
    await put('new', 60);
    expect(await kept()).to.deep.equal(['long', 'new', 'short']);
    await put('newer', 3000); // none expired: the one expiring soonest other than this one goes
    expect(await kept()).to.deep.equal(['long', 'newer', 'short']);
  });

  it('fetches the document when the cache store cannot answer, and uses the cache again once it can', async () => {
    const faulty = faultyDocumentStore(new MingoDocumentStore());
    let fetches = 0;
    const fetcher: SafeFetcher = {
      get: async (url) => {
        fetches++;
        return {
          finalUrl: url,
          status: 200,
          headers: { 'content-type': 'application/json', 'cache-control': 'max-age=300' },
          body: '{"client_id":"x"}',
          bytes: Buffer.from('{"client_id":"x"}'),
          contentType: 'application/json',
          truncated: false,
        };
      },
    };
    const fetch = safeFetch(fetcher, { cache: new ClientMetadataCache(faulty.documents, { now: () => new Date() }) });
    const url = 'https://agent.example/client.json';
    faulty.failing = true;
    expect(await (await fetch(url)).text()).to.equal('{"client_id":"x"}');
    expect(fetches).to.equal(1);
    expect(faulty.refused).to.be.greaterThan(0);
    faulty.failing = false;
    await fetch(url);
    expect(await (await fetch(url)).text()).to.equal('{"client_id":"x"}');
    expect(fetches, 'the second fetch was kept, the third served from the cache').to.equal(2);
  });
});
