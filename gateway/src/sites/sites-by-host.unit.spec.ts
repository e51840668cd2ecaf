import { expect } from 'chai';
import { defaultSite, type Site } from '@listings/shared/contracts/site-content';
import { REMEMBERED_HOSTS, SitesByHost } from './sites-by-host.ts';

const pinned = defaultSite({ name: 'Main', publicBaseUrl: 'https://dir.example', hosts: ['www.dir.example'] });
const ai: Site = {
  key: 'ai',
  name: 'AI',
  purpose: 'AI tools',
  hosts: ['ai.example'],
  baseUrl: 'https://ai.example',
  isDefault: false,
};

describe('remembering the site of each Host value', () => {
  it('answers as resolveSite does, asked once or again: known hosts their site, unknown hosts none', () => {
    const sites = new SitesByHost([pinned, ai]);
    for (let round = 0; round < 2; round++) {
      expect(sites.resolve('www.dir.example')?.key).to.equal('main');
      expect(sites.resolve('AI.example:443')?.key).to.equal('ai');
      expect(sites.resolve('evil.example')).to.equal(undefined);
      expect(sites.resolve(undefined)).to.equal(undefined);
    }
  });
  it('forgets on a new network: a host refused before is answered once a site names it, and the other way', () => {
    const sites = new SitesByHost([pinned]);
    expect(sites.resolve('ai.example')).to.equal(undefined);
    sites.reset([pinned, ai]);
    expect(sites.resolve('ai.example')?.key).to.equal('ai');
    sites.reset([pinned]);
    expect(sites.resolve('ai.example')).to.equal(undefined);
  });
  it('invented Host values never make it grow past its bound, and answers stay right', () => {
    const sites = new SitesByHost([pinned, ai]);
    for (let i = 0; i < REMEMBERED_HOSTS * 3; i++) expect(sites.resolve(`h${i}.example`)).to.equal(undefined);
    expect((sites as unknown as { known: Map<unknown, unknown> }).known.size).to.be.at.most(REMEMBERED_HOSTS);
    expect(sites.resolve('www.dir.example')?.key).to.equal('main');
  });
});
