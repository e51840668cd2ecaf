/** A site's own badge style in the `sites` read model and the network (issue 30); delivered once and twice. */
import { expect } from 'chai';
import { defaultSite } from '@listings/shared/contracts/site-content';
import { onceAndTwice, project } from '../../testing/replay.ts';
import { networkOf, sitesProjection } from './sites.projection.ts';

const main = defaultSite({ key: 'main', name: 'Main', publicBaseUrl: 'https://main.example' });
const pill = { shape: 'pill', mode: 'dark', size: 'l' };
const events = [
  { type: 'SiteOpened', data: { key: 'ai', name: 'AI', purpose: 'AI', hosts: [], baseUrl: 'https://ai.example' } },
  {
    type: 'SiteOpened',
    data: {
      key: 'dev',
      name: 'Dev',
      purpose: 'Dev',
      hosts: [],
      baseUrl: 'https://dev.example',
      badgeStyle: { shape: 'square', mode: 'light', size: 's' },
    },
  },
  { type: 'SiteChanged', data: { key: 'ai', changes: { badgeStyle: pill } } },
];

describe('sites projection: badge style', () => {
  it("keeps each site's badge style; the network carries it; the default site has none of its own", async () => {
    const { once, twice } = await onceAndTwice(sitesProjection, events);
    expect(twice).to.deep.equal(once);
    const network = await networkOf(await project(sitesProjection, events), main);
    expect(network.map((site) => [site.key, site.badgeStyle ?? null])).to.deep.equal([
      ['main', null],
      ['ai', pill],
      ['dev', { shape: 'square', mode: 'light', size: 's' }],
    ]);
  });
});
