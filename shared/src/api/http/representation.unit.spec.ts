import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { operationsById } from '../catalog/operations.ts';
import { cacheControl, ifNoneMatchMatches, represent, splitHeaders, strongEtag } from './representation.ts';

const policy = { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 300 };
const siteInfo = operationsById.get('get_site_info')!;
const account = operationsById.get('get_account')!;
const submit = operationsById.get('submit_listing')!;

describe('representation of results', () => {
  describe('If-None-Match (RFC 9110 §13.1.2)', () => {
    const etag = '"abc"';
    it('matches the same tag, its weak form, and *', () => {
      expect(ifNoneMatchMatches('"abc"', etag)).to.equal(true);
      expect(ifNoneMatchMatches('W/"abc"', etag)).to.equal(true);
      expect(ifNoneMatchMatches('*', etag)).to.equal(true);
      expect(ifNoneMatchMatches(' * ', etag)).to.equal(true);
    });
    it('matches a tag anywhere in a list, with or without spaces', () => {
      expect(ifNoneMatchMatches('"x", W/"y", "abc"', etag)).to.equal(true);
      expect(ifNoneMatchMatches('"x",W/"abc","z"', etag)).to.equal(true);
    });
    it('does not match other tags, unquoted values or prefixes', () => {
      expect(ifNoneMatchMatches('"abcd"', etag)).to.equal(false);
      expect(ifNoneMatchMatches('abc', etag)).to.equal(false);
      expect(ifNoneMatchMatches('"x", "y"', etag)).to.equal(false);
      expect(ifNoneMatchMatches('"a,bc"', etag)).to.equal(false);
      expect(ifNoneMatchMatches('', etag)).to.equal(false);
    });
    it('reads tags containing commas as one tag', () => {
      expect(ifNoneMatchMatches('"x", "a,b"', '"a,b"')).to.equal(true);
    });
  });

  describe('Cache-Control', () => {
    it('public reads: public, with max-age and stale-while-revalidate from the policy', () => {
      expect(cacheControl(siteInfo, 200, policy)).to.equal('public, max-age=30, stale-while-revalidate=300');
      expect(cacheControl(siteInfo, 200, { maxAgeSeconds: 5, staleWhileRevalidateSeconds: 7 })).to.equal(
        'public, max-age=5, stale-while-revalidate=7',
      );
    });
    it('account operations: private, no-store', () => {
      expect(cacheControl(account, 200, policy)).to.equal('private, no-store');
      expect(cacheControl(submit, 201, policy)).to.equal('private, no-store');
    });
    it('errors: no-store, whatever the operation', () => {
      for (const status of [400, 401, 404, 429, 500, 501]) {
        expect(cacheControl(siteInfo, status, policy)).to.equal('no-store');
        expect(cacheControl(account, status, policy)).to.equal('no-store');
        expect(cacheControl(undefined, status, policy)).to.equal('no-store');
      }
    });
  });

  it('a public read gets a strong ETag over the body bytes, a 304 header set, and keeps the per-request headers out', () => {
    const body = { name: 'Directory', emoji: 'é✓' };
    const rep = represent(
      {
        status: 200,
        body,
        headers: { RateLimit: '"ip";r=1;t=60', 'RateLimit-Policy': '"ip";q=2;w=60', 'X-Extra': 'kept' },
      },
      siteInfo,
      policy,
    );
    const bytes = Buffer.from(JSON.stringify(body), 'utf8');
    expect(rep.body.equals(bytes)).to.equal(true);
    expect(rep.etag).to.match(/^"[A-Za-z0-9_-]{32}"$/);
    expect(rep.etag).to.equal(`"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`);
    expect(rep.headers).to.deep.equal({
      'X-Extra': 'kept',
      'Cache-Control': 'public, max-age=30, stale-while-revalidate=300',
      ETag: rep.etag,
      Vary: 'Authorization',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(bytes.length),
    });
    expect(rep.notModifiedHeaders).to.deep.equal({
      'X-Extra': 'kept',
      'Cache-Control': rep.headers['Cache-Control'],
      ETag: rep.etag,
      Vary: 'Authorization',
    });
  });

  it('different bodies get different ETags, equal bodies equal ones', () => {
    expect(strongEtag(Buffer.from('{"a":1}'))).to.equal(strongEtag(Buffer.from('{"a":1}')));
    expect(strongEtag(Buffer.from('{"a":1}'))).to.not.equal(strongEtag(Buffer.from('{"a":2}')));
  });

  it('account answers and problems get no ETag; problems are problem+json', () => {
    const mine = represent({ status: 200, body: { id: 1 } }, account, policy);
    expect(mine.etag).to.equal(undefined);
    expect(mine.headers).to.not.have.property('ETag');
    expect(mine.headers['Cache-Control']).to.equal('private, no-store');
    const problem = represent(
      { status: 404, body: { code: 'not_found' }, headers: { 'Retry-After': '3' } },
      siteInfo,
      policy,
    );
    expect(problem.etag).to.equal(undefined);
    expect(problem.headers['Content-Type']).to.equal('application/problem+json; charset=utf-8');
    expect(problem.headers['Cache-Control']).to.equal('no-store');
    expect(problem.headers['Retry-After']).to.equal('3');
  });

  it('splitHeaders separates the rate-limit headers whatever their case', () => {
    expect(splitHeaders({ ratelimit: 'a', 'RateLimit-Policy': 'b', 'Retry-After': 'c' })).to.deep.equal({
      perRequest: { ratelimit: 'a', 'RateLimit-Policy': 'b' },
      rest: { 'Retry-After': 'c' },
    });
  });
});
