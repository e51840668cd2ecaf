import { expect } from 'chai';
import { MingoDocumentStore } from '@listings/shared/kernel';
import { defaultSite } from '@listings/shared/contracts/site-content';
import { onceAndTwice, project } from '../../testing/replay.ts';
import { networkOf, sitesProjection } from './sites.projection.ts';

const main = defaultSite({ key: 'main', name: 'Listings Directory', publicBaseUrl: 'http://localhost:3000/' });
const events = [
  {
    type: 'SiteOpened',
    data: { key: 'dev', name: 'Dev', purpose: 'Dev tools', hosts: ['dev.example'], baseUrl: 'https://dev.example' },
  },
  {
    type: 'SiteOpened',
    data: { key: 'ai', name: 'AI', purpose: 'AI tools', hosts: [], baseUrl: 'https://ai.example' },
  },
  { type: 'SiteChanged', data: { key: 'ai', changes: { name: 'AI tools', hosts: ['ai.example', 'www.ai.example'] } } },
];

describe('sites projection (the network)', () => {
  it('keeps each opened site with its changes; delivered twice, the same', async () => {
    const { once, twice } = await onceAndTwice(sitesProjection, events);
    expect(twice).to.deep.equal(once);
    const network = await networkOf(await project(sitesProjection, events), main);
    expect(network.map((s) => [s.key, s.name, s.isDefault])).to.deep.equal([
      ['main', 'Listings Directory', true],
      ['ai', 'AI tools', false],
      ['dev', 'Dev', false],
    ]);
    expect(network[1]).to.include({ baseUrl: 'https://ai.example', purpose: 'AI tools' });
    expect(network[1]!.hosts).to.deep.equal(['ai.example', 'www.ai.example']);
  });
  it('before any event the network is the configured default site alone (base URL without trailing slash)', async () => {
    expect(await networkOf(new MingoDocumentStore(), main)).to.deep.equal([
      {
        key: 'main',
        name: 'Listings Directory',
        purpose: main.purpose,
        hosts: [],
        baseUrl: 'http://localhost:3000',
        isDefault: true,
      },
    ]);
  });
});
