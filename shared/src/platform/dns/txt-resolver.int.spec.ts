import { expect } from 'chai';
import { DnsLookupError, nodeTxtResolver } from './txt-resolver.ts';
import { startFakeDnsServer, type FakeDnsServer } from './testing/fake-dns-server.ts';

describe('TXT resolver (node:dns against a fake DNS server on 127.0.0.1)', () => {
  let server: FakeDnsServer;
  before(async () => {
    server = await startFakeDnsServer({
      '_listings-verify.acme.test': ['listings-verify=abc', 'v=spf1 ' + 'x'.repeat(300)],
    });
  });
  after(() => server.close());

  it('reads TXT records, joining the strings of a long record', async () => {
    const records = await nodeTxtResolver({ servers: [server.address] }).resolveTxt('_listings-verify.acme.test');
    expect(records).to.deep.equal(['listings-verify=abc', 'v=spf1 ' + 'x'.repeat(300)]);
  });

  it('answers [] for a name that does not exist', async () => {
    expect(
      await nodeTxtResolver({ servers: [server.address] }).resolveTxt('_listings-verify.nowhere.test'),
    ).to.deep.equal([]);
  });

  it('reports a server that does not answer as a lookup error', async () => {
    const error = await nodeTxtResolver({ servers: ['127.0.0.1:9'], timeoutMs: 200, tries: 1 })
      .resolveTxt('x.test')
      .catch((e) => e);
    expect(error).to.be.instanceOf(DnsLookupError);
  });
});
