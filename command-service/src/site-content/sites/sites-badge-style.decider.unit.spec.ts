/** A site's own badge style (issue 30): set when opening or changing it, only of the API's shapes, modes and sizes. */
import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import type { SiteEvent } from '@listings/shared/contracts/site-content';
import { sitesDecider } from './sites.decider.ts';

const { when, refusal } = givenWhenThen(sitesDecider);
const profile = { name: 'AI Tools', purpose: 'AI products', hosts: [], baseUrl: 'https://ai.example' };
const opened: SiteEvent = { type: 'SiteOpened', data: { key: 'ai', ...profile } };
const pill = { shape: 'pill', mode: 'dark', size: 'l' };

describe('sites decider: badge style', () => {
  it('opens a site with its badge style, or without one (the default site’s then)', () => {
    expect(when([], { type: 'OpenSite', key: 'ai', defaultKey: 'main', ...profile, badgeStyle: pill })).to.deep.equal([
      { type: 'SiteOpened', data: { key: 'ai', ...profile, badgeStyle: pill } },
    ]);
    expect(when([], { type: 'OpenSite', key: 'ai', defaultKey: 'main', ...profile })).to.deep.equal([opened]);
  });

  it('changes it; the same style again records nothing; a value the badges do not have is refused', () => {
    const change = (badgeStyle: typeof pill) =>
      ({ type: 'ChangeSite', key: 'ai', defaultKey: 'main', changes: { badgeStyle } }) as const;
    expect(when([opened], change(pill))).to.deep.equal([
      { type: 'SiteChanged', data: { key: 'ai', changes: { badgeStyle: pill } } },
    ]);
    const withPill: SiteEvent = { type: 'SiteChanged', data: { key: 'ai', changes: { badgeStyle: pill } } };
    expect(when([opened, withPill], change({ ...pill }))).to.deep.equal([]);
    expect(refusal([opened], change({ ...pill, shape: 'hexagon' }))).to.equal('invalid_badge_style');
    expect(refusal([opened], change({ ...pill, mode: 'neon' }))).to.equal('invalid_badge_style');
    expect(refusal([opened], change({ ...pill, size: 'xl' }))).to.equal('invalid_badge_style');
  });
});
