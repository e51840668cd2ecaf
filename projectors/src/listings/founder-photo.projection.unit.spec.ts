/**
 * Founders' photos in the listings read model (issue 31, part 1): each founder's last photo is kept
 * by founder slug with when it was set (the founder page shows the newest), a removal takes it away
 * (initials again) and leaves the other founders' photos, and the read model is the same with each
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
  data: {
    listingId: 1,
    slug: 'alpha',
    ownerId: 'u1',
    profile: {
      name: 'Alpha',
      url: 'https://alpha.example',
      founders: [
        { slug: 'ann-lee', name: 'Ann Lee' },
        { slug: 'bo', name: 'Bo' },
      ],
    },
  },
};
const photo = (digit: string): ListingImage => ({
  renditions: [
    { size: 48, format: 'webp', hash: digit.repeat(64), bytes: 90 },
    { size: 48, format: 'png', hash: `${digit.repeat(63)}f`, bytes: 120 },
  ],
  original: { hash: `e${digit.repeat(63)}`, size: 2000, type: 'jpeg', width: 640, height: 480 },
  source: 'upload',
  evidence: [],
});
const set = (founderSlug: string, digit: string, replaced: string | null): DomainEvent => ({
  type: 'ListingFounderPhotoSet',
  data: { listingId: 1, founderSlug, photo: photo(digit), replaced },
});
const removed = (founderSlug: string, digit: string): DomainEvent => ({
  type: 'ListingFounderPhotoRemoved',
  data: { listingId: 1, founderSlug, removed: `e${digit.repeat(63)}` },
});

const alpha = async (events: DomainEvent[]) =>
  (await (
    await project(listingsProjection, [created, ...events])
  )
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .findOne({ _id: 'alpha' }))!;

describe('listings read model: founders’ photos', () => {
  it('keeps each founder’s photo by slug with when it was set; a replacement wins', async () => {
    const doc = await alpha([
      set('ann-lee', 'a', null),
      set('bo', 'b', null),
      set('ann-lee', 'c', 'e' + 'a'.repeat(63)),
    ]);
    const photos = doc.site_founder_photos!;
    expect(Object.keys(photos).sort()).to.deep.equal(['ann-lee', 'bo']);
    const { set_at, ...ann } = photos['ann-lee']!;
    expect(ann).to.deep.equal(photo('c'));
    expect(set_at).to.match(/^\d{4}-\d\d-\d\dT/);
  });

  it('a removal shows initials again for that founder only', async () => {
    const doc = await alpha([set('ann-lee', 'a', null), set('bo', 'b', null), removed('ann-lee', 'a')]);
    expect(Object.keys(doc.site_founder_photos!)).to.deep.equal(['bo']);
  });

  it('is the same with each event delivered once or twice', async () => {
    const { once, twice } = await onceAndTwice(listingsProjection, [
      created,
      set('ann-lee', 'a', null),
      set('bo', 'b', null),
      set('ann-lee', 'c', 'e' + 'a'.repeat(63)),
      removed('bo', 'b'),
    ]);
    expect(twice).to.deep.equal(once);
  });
});
