/**
 * The listing's logo in the listing decider: a logo read off the company's site is recorded once and
 * never over one already there (so a replayed or raced fetch changes nothing, and an upload wins);
 * an upload adds or replaces it, naming the one it replaced; "none found" is recorded once.
 */
import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import type { ListingEvent, ListingImage } from '@listings/shared/contracts/listings';
import { listingDecider } from './listing.decider.ts';

const created: ListingEvent = {
  type: 'ListingCreated',
  data: { listingId: 7, slug: 'acme', ownerId: 'u1', profile: { name: 'Acme', url: 'https://acme.test' } },
};
const image = (hash: string, source: ListingImage['source']): ListingImage => ({
  renditions: [{ size: 48, format: 'png', hash: hash.repeat(64).slice(0, 64), bytes: 100 }],
  original: { hash: hash.repeat(64).slice(0, 64), size: 1000, type: 'png', width: 64, height: 64 },
  source,
  ...(source === 'upload' ? {} : { url: 'https://acme.test/logo.png' }),
  evidence: source === 'upload' ? [] : [{ quote: '<link rel="icon" href="/logo.png">', url: 'https://acme.test/' }],
});
const set = (logo: ListingImage, replaced: string | null): ListingEvent => ({
  type: 'ListingLogoSet',
  data: { listingId: 7, logo, replaced },
});
const notFound: ListingEvent = {
  type: 'ListingLogoNotFound',
  data: {
    listingId: 7,
    draftId: 'd1',
    tried: [{ source: 'logo_url', url: 'https://acme.test/x.png', reason: 'http_404' }],
  },
};

const { when, refusal } = givenWhenThen(listingDecider);

describe('listing decider: the logo', () => {
  const site = image('a', 'logo_url');
  const upload = image('b', 'upload');

  it('records a logo read off the site once', () => {
    expect(when([created], { type: 'SetLogo', logo: site })).to.deep.equal([set(site, null)]);
    expect(when([created, set(site, null)], { type: 'SetLogo', logo: site })).to.deep.equal([]);
    expect(when([created, set(site, null)], { type: 'SetLogo', logo: image('c', 'og_image') })).to.deep.equal([]);
  });

  it('never puts a site logo over an uploaded one, nor after the site was found to have none', () => {
    expect(when([created, set(upload, null)], { type: 'SetLogo', logo: site })).to.deep.equal([]);
    expect(when([created, notFound], { type: 'SetLogo', logo: site })).to.deep.equal([]);
  });

  it('an upload adds the logo or replaces one, naming the original it replaced', () => {
    expect(when([created], { type: 'SetLogo', logo: upload })).to.deep.equal([set(upload, null)]);
    expect(when([created, set(site, null)], { type: 'SetLogo', logo: upload })).to.deep.equal([
      set(upload, site.original.hash),
    ]);
    expect(when([created, set(upload, null)], { type: 'SetLogo', logo: upload })).to.deep.equal([]);
  });

  it('records "none found" once, and not over a logo', () => {
    const command = { type: 'RecordLogoNotFound' as const, draftId: 'd1', tried: notFound.data.tried };
    expect(when([created], command)).to.deep.equal([notFound]);
    expect(when([created, notFound], command)).to.deep.equal([]);
    expect(when([created, set(upload, null)], command)).to.deep.equal([]);
  });

  it('refuses a logo for a listing that does not exist', () => {
    expect(refusal([], { type: 'SetLogo', logo: upload })).to.equal('listing_not_found');
  });
});

describe('listing decider: the gallery of screenshots', () => {
  const unlocked: ListingEvent = { type: 'ListingSectionsUnlocked', data: { listingId: 7, sections: ['media'] } };
  const shot = (digit: string) => image(digit, 'upload');
  const added = (digit: string): ListingEvent => ({
    type: 'ListingScreenshotAdded',
    data: { listingId: 7, image: shot(digit) },
  });

  it('is the paid media section: refused while it is locked', () => {
    expect(refusal([created], { type: 'AddScreenshot', image: shot('a') })).to.equal('media_section_locked');
  });

  it('adds a screenshot once, up to six', () => {
    expect(when([created, unlocked], { type: 'AddScreenshot', image: shot('a') })).to.deep.equal([added('a')]);
    expect(when([created, unlocked, added('a')], { type: 'AddScreenshot', image: shot('a') })).to.deep.equal([]);
    const six = ['1', '2', '3', '4', '5', '6'].map(added);
    expect(refusal([created, unlocked, ...six], { type: 'AddScreenshot', image: shot('7') })).to.equal(
      'too_many_screenshots',
    );
  });

  it('removes one that is there, and frees its place', () => {
    const hash = shot('a').original.hash;
    const removed: ListingEvent = { type: 'ListingScreenshotRemoved', data: { listingId: 7, hash } };
    expect(when([created, unlocked, added('a')], { type: 'RemoveScreenshot', hash })).to.deep.equal([removed]);
    expect(refusal([created, unlocked], { type: 'RemoveScreenshot', hash })).to.equal('screenshot_not_found');
    const six = ['1', '2', '3', '4', '5', '6'].map(added);
    const oneOut: ListingEvent = {
      type: 'ListingScreenshotRemoved',
      data: { listingId: 7, hash: shot('1').original.hash },
    };
    expect(when([created, unlocked, ...six, oneOut], { type: 'AddScreenshot', image: shot('7') })).to.have.length(1);
  });
});
