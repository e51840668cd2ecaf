/**
 * The listing's logo in the listings read model: the last ListingLogoSet is what the pages show (an
 * upload replacing a fetched logo), "none found" is kept, and the read model is the same with each
 * event delivered once or twice (and so after a rebuild, which is a replay).
 */
import { expect } from 'chai';
import type { DomainEvent } from '@listings/shared/kernel';
import type { ListingImage } from '@listings/shared/contracts/listings';
import { onceAndTwice, project } from '../testing/replay.ts';
import { listingsProjection } from './listings.projection.ts';
import { LISTINGS_COLLECTION, type ListingDocument } from './listings.read-model.ts';

const created: DomainEvent = {
  type: 'ListingCreated',
  data: { listingId: 1, slug: 'alpha', ownerId: 'u1', profile: { name: 'Alpha', url: 'https://alpha.example' } },
};
const image = (digit: string, source: ListingImage['source']): ListingImage => ({
  renditions: [
    { size: 48, format: 'webp', hash: digit.repeat(64), bytes: 90 },
    { size: 48, format: 'png', hash: `${digit.repeat(63)}f`, bytes: 120 },
  ],
  original: { hash: `e${digit.repeat(63)}`, size: 2000, type: 'png', width: 64, height: 64 },
  source,
  evidence: source === 'upload' ? [] : [{ quote: '<link rel="icon" href="/i.png">', url: 'https://alpha.example/' }],
});
const fetched: DomainEvent = {
  type: 'ListingLogoSet',
  data: { listingId: 1, logo: image('a', 'icon'), replaced: null },
};
const uploaded: DomainEvent = {
  type: 'ListingLogoSet',
  data: { listingId: 1, logo: image('b', 'upload'), replaced: `e${'a'.repeat(63)}` },
};

const alpha = async (events: DomainEvent[]) =>
  (await (
    await project(listingsProjection, [created, ...events])
  )
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .findOne({ _id: 'alpha' }))!;

describe('listings read model: the logo', () => {
  it('keeps the logo with its renditions, source and evidence; a replacement wins', async () => {
    expect((await alpha([fetched])).site_logo).to.deep.equal(image('a', 'icon'));
    expect((await alpha([fetched, uploaded])).site_logo).to.deep.equal(image('b', 'upload'));
  });

  it('keeps that the site had none', async () => {
    const doc = await alpha([{ type: 'ListingLogoNotFound', data: { listingId: 1, draftId: 'd', tried: [] } }]);
    expect([doc.site_logo, doc.site_logo_not_found]).to.deep.equal([undefined, true]);
  });

  it('is the same with each event delivered once or twice', async () => {
    const { once, twice } = await onceAndTwice(listingsProjection, [created, fetched, uploaded]);
    expect(twice).to.deep.equal(once);
  });
});

describe('listings read model: the gallery', () => {
  const shot = (digit: string): DomainEvent => ({
    type: 'ListingScreenshotAdded',
    data: { listingId: 1, image: image(digit, 'upload') },
  });
  const removed = (digit: string): DomainEvent => ({
    type: 'ListingScreenshotRemoved',
    data: { listingId: 1, hash: `e${digit.repeat(63)}` },
  });

  it('keeps the screenshots in the order added, and drops a removed one', async () => {
    const doc = await alpha([shot('a'), shot('b'), shot('c'), removed('b')]);
    expect(doc.site_screenshots!.map((s) => s.original.hash[1])).to.deep.equal(['a', 'c']);
  });

  it('is the same with each event delivered once or twice', async () => {
    const { once, twice } = await onceAndTwice(listingsProjection, [created, shot('a'), shot('b'), removed('a')]);
    expect(twice).to.deep.equal(once);
  });
});
