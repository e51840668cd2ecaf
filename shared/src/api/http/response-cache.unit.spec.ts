import { expect } from 'chai';
import { cacheKey, ResponseCache } from './response-cache.ts';
import type { Representation } from './representation.ts';

const answer = (text: string): Representation => ({
  status: 200,
  headers: { 'Content-Type': 'application/json' },
  body: Buffer.from(text),
});

describe('response cache', () => {
  describe('cacheKey', () => {
    it('is method and path when there is no query', () => {
      expect(cacheKey('GET', '/v1/site')).to.equal('GET /v1/site');
    });

    it('sorts query pairs by name, so parameter order does not matter', () => {
      expect(cacheKey('GET', '/v1/listings?sort=new&q=x&page=2')).to.equal(
        cacheKey('GET', '/v1/listings?page=2&q=x&sort=new'),
      );
      expect(cacheKey('GET', '/v1/listings?sort=new&q=x')).to.equal('GET /v1/listings?q=x&sort=new');
    });

    it('keeps the order of repeated names and does not decode values', () => {
      expect(cacheKey('GET', '/v1/l?b=1&a=2&a=1')).to.equal('GET /v1/l?a=2&a=1&b=1');
      expect(cacheKey('GET', '/v1/l?a=1&a=2')).to.not.equal(cacheKey('GET', '/v1/l?a=2&a=1'));
      expect(cacheKey('GET', '/v1/l?q=a%20b')).to.not.equal(cacheKey('GET', '/v1/l?q=a+b'));
    });

    it('tells paths and methods apart and ignores empty pairs', () => {
      expect(cacheKey('GET', '/v1/a')).to.not.equal(cacheKey('GET', '/v1/b'));
      expect(cacheKey('HEAD', '/v1/a')).to.not.equal(cacheKey('GET', '/v1/a'));
      expect(cacheKey('GET', '/v1/l?&a=1&')).to.equal('GET /v1/l?a=1');
    });

    it("tells the network's sites apart: one URL on two sites' hosts is two entries", () => {
      expect(cacheKey('GET', '/v1/listings?b=1&a=2', 'ai')).to.equal('GET @ai /v1/listings?a=2&b=1');
      expect(cacheKey('GET', '/v1/listings', 'ai')).to.not.equal(cacheKey('GET', '/v1/listings', 'main'));
      expect(cacheKey('GET', '/v1/listings', 'main')).to.not.equal(cacheKey('GET', '/v1/listings'));
    });
  });

  it('returns what was stored under a key', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 10_000 });
    const stored = answer('{"a":1}');
    expect(cache.set('k', stored, cache.generation)).to.equal(true);
    expect(cache.get('k')).to.equal(stored);
    expect(cache.get('other')).to.equal(undefined);
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 10_000 });
    cache.set('a', answer('1'), cache.generation);
    cache.set('b', answer('2'), cache.generation);
    cache.get('a'); // a is now more recent than b
    cache.set('c', answer('3'), cache.generation);
    expect(cache.size).to.equal(2);
    expect(cache.get('b')).to.equal(undefined);
    expect(cache.get('a')?.body.toString()).to.equal('1');
    expect(cache.get('c')?.body.toString()).to.equal('3');
  });

  it('keeps at most maxBytes in total and never stores an answer larger than that', () => {
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 200 });
    const sixty = answer('x'.repeat(60 - 'k1'.length - 'Content-Type'.length - 'application/json'.length));
    cache.set('k1', sixty, cache.generation);
    cache.set('k2', sixty, cache.generation);
    cache.set('k3', sixty, cache.generation);
    expect(cache.totalBytes).to.equal(180);
    cache.set('k4', sixty, cache.generation);
    expect(cache.size).to.equal(3);
    expect(cache.totalBytes).to.be.at.most(200);
    expect(cache.get('k1')).to.equal(undefined);
    expect(cache.set('big', answer('x'.repeat(300)), cache.generation)).to.equal(false);
    expect(cache.get('big')).to.equal(undefined);
    expect(cache.size).to.equal(3);
  });

  it('replacing a key does not count its bytes twice', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 10_000 });
    cache.set('k', answer('12345'), cache.generation);
    const before = cache.totalBytes;
    cache.set('k', answer('12345'), cache.generation);
    expect(cache.totalBytes).to.equal(before);
    expect(cache.size).to.equal(1);
  });

  it('invalidate() empties it and refuses fills computed before', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 10_000 });
    cache.set('k', answer('old'), cache.generation);
    const started = cache.generation;
    cache.invalidate();
    expect(cache.get('k')).to.equal(undefined);
    expect(cache.totalBytes).to.equal(0);
    expect(cache.set('k', answer('computed before the event'), started)).to.equal(false);
    expect(cache.get('k')).to.equal(undefined);
    expect(cache.set('k', answer('new'), cache.generation)).to.equal(true);
  });

  it('maxEntries 0 turns it off', () => {
    const cache = new ResponseCache({ maxEntries: 0, maxBytes: 10_000 });
    expect(cache.set('k', answer('x'), cache.generation)).to.equal(false);
    expect(cache.get('k')).to.equal(undefined);
  });
});
