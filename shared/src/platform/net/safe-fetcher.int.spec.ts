import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import {
  createSafeFetcher,
  FetchError,
  safeFetcherSettingsFromEnv,
  serviceUserAgent,
  type HostResolver,
} from './safe-fetcher.ts';

async function expectFetchError(promise: Promise<unknown>, code: string): Promise<FetchError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(FetchError);
    expect((error as FetchError).code, (error as Error).message).to.equal(code);
    return error as FetchError;
  }
  throw new Error(`expected FetchError ${code}`);
}

/** Every byte value, and sequences that are not UTF-8 (a text decoding would replace them). */
const BINARY = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0xc3, 0x28, 0x00]),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
]);

describe('SafeFetcher', () => {
  let server: http.Server;
  let base: string;
  let port: number;
  const requests: { url: string; headers: http.IncomingHttpHeaders }[] = [];

  before(async () => {
    server = http.createServer((req, res) => {
      requests.push({ url: req.url ?? '', headers: req.headers });
      const url = req.url ?? '/';
      if (url === '/binary') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(BINARY);
      } else if (url === '/binary-gzip') {
        res.writeHead(200, { 'content-type': 'image/png', 'content-encoding': 'gzip' });
        res.end(zlib.gzipSync(BINARY));
      } else if (url === '/ok') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<h1>héllo</h1>');
      } else if (url === '/big') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('x'.repeat(50_000));
      } else if (url === '/big-chunked') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        let sent = 0;
        const push = () => {
          if (sent >= 100 || res.destroyed) return res.end();
          sent++;
          res.write('y'.repeat(1000), () => setImmediate(push));
        };
        push();
      } else if (url === '/gzip-bomb') {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
        res.end(zlib.gzipSync(Buffer.alloc(5_000_000, 'a')));
      } else if (url === '/slow') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('start');
        setTimeout(() => res.end('late'), 3000).unref();
      } else if (url === '/hang') {
        // never answers
      } else if (url.startsWith('/to?')) {
        const target = new URL(url, 'http://x').searchParams.get('u')!;
        res.writeHead(302, { location: target });
        res.end();
      } else if (url.startsWith('/chain/')) {
        const n = Number(url.split('/')[2]);
        if (n === 0) {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end('end of chain');
        } else {
          res.writeHead(301, { location: `/chain/${n - 1}` });
          res.end();
        }
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const resolverCalls: string[] = [];
  const fakeResolver: HostResolver = async (hostname) => {
    resolverCalls.push(hostname);
    if (hostname === 'evil.test') return [{ address: '127.0.0.1', family: 4 }];
    if (hostname === 'metadata.test') return [{ address: '169.254.169.254', family: 4 }];
    if (hostname === 'mapped.test') return [{ address: '::ffff:10.0.0.1', family: 6 }];
    if (hostname === 'site.test') return [{ address: '127.0.0.1', family: 4 }];
    throw new Error('ENOTFOUND');
  };
  const strict = createSafeFetcher({ userAgent: 'TestBot/1.0', resolver: fakeResolver });
  /** Loopback allowed by an explicit allow-list (tests only); everything else private stays refused. */
  const loopbackOnly = createSafeFetcher({
    userAgent: 'TestBot/1.0',
    resolver: fakeResolver,
    allowedAddresses: ['127.0.0.1'],
  });

  it('fetches an allowed page with the service user agent, decoding the charset', async () => {
    const answer = await loopbackOnly.get(`${base}/ok`, { accept: 'text/html' });
    expect(answer.status).to.equal(200);
    expect(answer.body).to.equal('<h1>héllo</h1>');
    expect(answer.contentType).to.equal('text/html');
    expect(answer.finalUrl).to.equal(`${base}/ok`);
    const seen = requests.at(-1)!;
    expect(seen.headers['user-agent']).to.equal('TestBot/1.0');
    expect(seen.headers.accept).to.equal('text/html');
  });

  it('refuses a literal loopback or private IP by default, before connecting', async () => {
    const before = requests.length;
    await expectFetchError(strict.get(`${base}/ok`), 'unsafe_address');
    await expectFetchError(strict.get('http://10.0.0.1/'), 'unsafe_address');
    await expectFetchError(strict.get('http://169.254.169.254/latest/meta-data/'), 'unsafe_address');
    await expectFetchError(strict.get('http://[::1]/'), 'unsafe_address');
    await expectFetchError(strict.get('http://[::ffff:127.0.0.1]/'), 'unsafe_address');
    await expectFetchError(strict.get(`http://2130706433:${port}/ok`), 'unsafe_address'); // 127.0.0.1 in decimal
    await expectFetchError(strict.get(`http://0x7f.1:${port}/ok`), 'unsafe_address');
    await expectFetchError(strict.get('http://0.0.0.0/'), 'unsafe_address');
    expect(requests.length).to.equal(before);
  });

  it('refuses a host name that resolves to loopback (checked after resolution)', async () => {
    const before = requests.length;
    await expectFetchError(strict.get(`http://evil.test:${port}/ok`), 'unsafe_address');
    await expectFetchError(strict.get(`http://mapped.test:${port}/ok`), 'unsafe_address');
    expect(resolverCalls).to.include('evil.test');
    expect(requests.length).to.equal(before);
  });

  it('connects to the address it checked (pinned), not to a fresh lookup', async () => {
    // site.test does not exist in any real DNS: only the pinned, checked address can be used.
    const answer = await loopbackOnly.get(`http://site.test:${port}/ok`);
    expect(answer.status).to.equal(200);
    expect(requests.at(-1)!.headers.host).to.equal(`site.test:${port}`);
  });

  it('refuses non-http(s) schemes and credentials in URLs', async () => {
    await expectFetchError(loopbackOnly.get('file:///etc/passwd'), 'unsafe_url');
    await expectFetchError(loopbackOnly.get('ftp://example.com/'), 'unsafe_url');
    await expectFetchError(loopbackOnly.get(`http://user:pass@127.0.0.1:${port}/ok`), 'unsafe_url');
    await expectFetchError(loopbackOnly.get('not a url'), 'invalid_url');
  });

  it('checks every redirect: an allowed host redirecting to a private address is refused before connecting', async () => {
    for (const target of [
      'http://10.0.0.1/admin',
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.test/',
      'http://[fd00::1]/',
    ]) {
      const before = requests.length;
      const error = await expectFetchError(
        loopbackOnly.get(`${base}/to?u=${encodeURIComponent(target)}`),
        'unsafe_address',
      );
      expect(error.url).to.equal(target);
      // Only the first hop reached the server.
      expect(requests.length).to.equal(before + 1);
    }
  });

  it('refuses a redirect to a non-http scheme', async () => {
    await expectFetchError(loopbackOnly.get(`${base}/to?u=${encodeURIComponent('file:///etc/passwd')}`), 'unsafe_url');
  });

  it('follows up to 5 redirects and refuses more', async () => {
    const ok = await loopbackOnly.get(`${base}/chain/5`);
    expect(ok.body).to.equal('end of chain');
    expect(ok.finalUrl).to.equal(`${base}/chain/0`);
    await expectFetchError(loopbackOnly.get(`${base}/chain/6`), 'too_many_redirects');
  });

  it('lets the caller veto a redirect', async () => {
    await expectFetchError(
      loopbackOnly.get(`${base}/chain/2`, { allowRedirect: (next) => !next.endsWith('/chain/1') }),
      'redirect_refused',
    );
  });

  it('gives the body as received too, byte for byte (pictures), decompressed and bounded like the text', async () => {
    for (const path of ['/binary', '/binary-gzip']) {
      const answer = await loopbackOnly.get(`${base}${path}`);
      expect(answer.contentType).to.equal('image/png');
      expect(Buffer.compare(answer.bytes, BINARY), path).to.equal(0);
    }
    await expectFetchError(loopbackOnly.get(`${base}/binary`, { maxBytes: 100 }), 'too_large');
  });

  it('bounds the body: declared, streamed and decompressed sizes', async () => {
    await expectFetchError(loopbackOnly.get(`${base}/big`, { maxBytes: 10_000 }), 'too_large');
    await expectFetchError(loopbackOnly.get(`${base}/big-chunked`, { maxBytes: 10_000 }), 'too_large');
    await expectFetchError(loopbackOnly.get(`${base}/gzip-bomb`, { maxBytes: 100_000 }), 'too_large');
    const cut = await loopbackOnly.get(`${base}/big-chunked`, { maxBytes: 10_000, onOversize: 'truncate' });
    expect(cut.truncated).to.equal(true);
    expect(cut.body.length).to.equal(10_000);
  });

  it('times out a slow body and a server that never answers', async () => {
    const started = Date.now();
    await expectFetchError(loopbackOnly.get(`${base}/slow`, { timeoutMs: 300 }), 'timeout');
    await expectFetchError(loopbackOnly.get(`${base}/hang`, { timeoutMs: 300 }), 'timeout');
    expect(Date.now() - started).to.be.lessThan(2500);
  });

  it('reports an unreachable host', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expectFetchError(loopbackOnly.get(`http://127.0.0.1:${closedPort}/`), 'unreachable');
    await expectFetchError(loopbackOnly.get('http://nowhere.test/'), 'dns_failed');
  });

  it('reads its settings from the environment; private addresses only with the development setting', async () => {
    const settings = safeFetcherSettingsFromEnv({ FETCH_ALLOW_PRIVATE_ADDRESSES: 'true' }, 'https://dir.example/');
    expect(settings.userAgent).to.equal('ListingsDirectoryBot/1.0 (+https://dir.example/bot)');
    expect(serviceUserAgent('https://dir.example')).to.equal(settings.userAgent);
    const dev = createSafeFetcher(settings);
    expect((await dev.get(`${base}/ok`)).status).to.equal(200);
    expect(safeFetcherSettingsFromEnv({}, 'https://dir.example').allowPrivateAddresses).to.equal(false);
  });
});
