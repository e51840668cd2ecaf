/**
 * A refused fetch target is reported as what it is, `unsafe_address`, never as `robots_disallowed`:
 * localhost names in any spelling (RFC 6761: loopback, never asked of DNS) and URLs with a user or
 * password (robots.txt is read from the origin, which drops the credentials, so the check must come first).
 * The resolver here answers nothing and records what it was asked: no test traffic leaves loopback.
 */
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSafeFetcher, FetchError, type HostResolver } from '@listings/shared/platform';
import { CrawlError } from '../drafting.ports.ts';
import { createSiteCrawler } from './site-crawler.ts';

describe('refused fetch targets say why', () => {
  const asked: string[] = [];
  const resolver: HostResolver = async (hostname) => {
    asked.push(hostname);
    throw new Error(`ENOTFOUND ${hostname}`);
  };
  beforeEach(() => asked.splice(0));

  for (const url of [
    'http://LOCALHOST./',
    'http://localhost/',
    'http://LocalHost.:8080/about',
    'http://api.localhost./',
    'http://%6c%6fcalhost/',
    'http://example.com@localhost./',
    'http://localhost.:80@example.com/',
    'http://user:pass@127.0.0.1/',
  ]) {
    it(`${url}: unsafe_address, no DNS query, no robots verdict`, async () => {
      const crawler = createSiteCrawler({ fetcher: createSafeFetcher({ userAgent: 'test', resolver }) });
      const error = await crawler.crawl(url).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(CrawlError);
      expect((error as CrawlError).code, (error as Error).message).to.equal('unsafe_address');
      expect(asked).to.deep.equal([]);
    });
  }

  it('the fetcher refuses localhost names as unsafe_address without asking DNS', async () => {
    const fetcher = createSafeFetcher({ userAgent: 'test', resolver });
    for (const url of ['http://LOCALHOST./', 'https://a.b.localhost/x']) {
      const error = await fetcher.get(url).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(FetchError);
      expect((error as FetchError).code).to.equal('unsafe_address');
    }
    expect(asked).to.deep.equal([]);
  });

  it('with private addresses allowed (development), a localhost name reaches the machine itself', async () => {
    const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('here'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const fetcher = createSafeFetcher({ userAgent: 'test', resolver, allowPrivateAddresses: true });
      const answer = await fetcher.get(`http://LOCALHOST.:${port}/`);
      expect(answer.status).to.equal(200);
      expect(answer.body).to.equal('here');
      expect(asked).to.deep.equal([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
