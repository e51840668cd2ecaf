import { expect } from 'chai';
import { defaultSite, type Site } from '@listings/shared/contracts/site-content';
import { hostNameOf, resolveSite } from './resolve-site.ts';

const main = defaultSite({ key: 'main', name: 'Main', publicBaseUrl: 'http://localhost:3000' });
const ai: Site = {
  key: 'ai',
  name: 'AI',
  purpose: 'AI tools',
  hosts: ['ai.example', 'www.ai.example'],
  baseUrl: 'https://ai.example',
  isDefault: false,
};

describe('resolving the site of a request from its Host', () => {
  it('reads the host name without port, case or trailing dot (IPv6 too)', () => {
    expect(hostNameOf('AI.Example:8443')).to.equal('ai.example');
    expect(hostNameOf('ai.example.')).to.equal('ai.example');
    expect(hostNameOf('[::1]:3000')).to.equal('::1');
    expect(hostNameOf(undefined)).to.equal('');
  });
  it('a network of the default site alone, no host names set: every host is the default site (as before)', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'anything.example', undefined])
      expect(resolveSite(host, [main])?.key, String(host)).to.equal('main');
  });
  it('with SITE_HOSTS set, only those hosts and the base URL host answer as the default site', () => {
    const pinned = defaultSite({ name: 'Main', publicBaseUrl: 'https://dir.example', hosts: ['www.dir.example'] });
    expect(resolveSite('www.dir.example', [pinned])?.key).to.equal('main');
    expect(resolveSite('dir.example:443', [pinned])?.key).to.equal('main');
    expect(resolveSite('127.0.0.1:3000', [pinned])).to.equal(undefined);
    expect(resolveSite('evil.example', [pinned])).to.equal(undefined);
  });
  it('with two sites: each answers on its own hosts; an unknown host is no site, never the default', () => {
    const network = [main, ai];
    expect(resolveSite('ai.example', network)?.key).to.equal('ai');
    expect(resolveSite('WWW.AI.EXAMPLE:443', network)?.key).to.equal('ai');
    expect(resolveSite('localhost:3000', network)?.key).to.equal('main');
    expect(resolveSite('127.0.0.1:3000', network)).to.equal(undefined);
    expect(resolveSite('other.example', network)).to.equal(undefined);
    expect(resolveSite(undefined, network)).to.equal(undefined);
  });
  it('the default site keeps its own hosts even if an opened site names one of them', () => {
    const greedy = { ...ai, hosts: ['localhost'] };
    expect(resolveSite('localhost:3000', [main, greedy])?.key).to.equal('main');
  });
});
