import { expect } from 'chai';
import { startTestService, type TestService } from './testing/test-service.ts';

describe('rate limiting', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ rateLimits: { perCredential: 3, perIp: 2, windowSeconds: 60 } });
  });
  after(() => service.close());

  it('limits anonymous callers per IP, with RateLimit headers and a 429 carrying Retry-After', async () => {
    const first = await service.call('GET', '/site');
    expect(first.status).to.equal(200);
    expect(first.headers.get('ratelimit-policy')).to.equal('"ip";q=2;w=60');
    expect(first.headers.get('ratelimit')).to.match(/^"ip";r=1;t=\d+$/);
    await service.call('GET', '/site');
    const limited = await service.call('GET', '/site');
    expect(limited.status).to.equal(429);
    expect(limited.body.code).to.equal('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);
    expect(limited.headers.get('ratelimit')).to.match(/^"ip";r=0;t=\d+$/);
  });

  it('limits each credential on its own budget, on account and public operations alike', async () => {
    const { key } = await service.createKey(['account:read']);
    for (let i = 0; i < 2; i++) expect((await service.call('GET', '/me', { key })).status).to.equal(200);
    expect((await service.call('GET', '/site', { key })).status).to.equal(200);
    const limited = await service.call('GET', '/me', { key });
    expect(limited.status).to.equal(429);
    expect(limited.headers.get('ratelimit-policy')).to.equal('"credential";q=3;w=60');
    const other = (await service.createKey(['account:read'])).key;
    expect((await service.call('GET', '/me', { key: other })).status).to.equal(200);
  });
});
