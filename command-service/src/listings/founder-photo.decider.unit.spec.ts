/**
 * Founders' photos in the listing decider (issue 31, part 1): a photo belongs to a founder the
 * profile names (another slug is a 404), is added or replaces the last one (naming it), the same photo
 * again changes nothing, and removing it records which photo went (nothing when there is none).
 */
import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import type { ListingEvent, ListingImage } from '@listings/shared/contracts/listings';
import { listingDecider } from './listing.decider.ts';

const created: ListingEvent = {
  type: 'ListingCreated',
  data: {
    listingId: 7,
    slug: 'acme',
    ownerId: 'u1',
    profile: { name: 'Acme', url: 'https://acme.test', founders: [{ slug: 'ann', name: 'Ann' }] },
  },
};
const photo = (digit: string): ListingImage => ({
  renditions: [{ size: 48, format: 'png', hash: digit.repeat(64), bytes: 100 }],
  original: { hash: `e${digit.repeat(63)}`, size: 1000, type: 'jpeg', width: 400, height: 300 },
  source: 'upload',
  evidence: [],
});
const set = (digit: string, replaced: string | null): ListingEvent => ({
  type: 'ListingFounderPhotoSet',
  data: { listingId: 7, founderSlug: 'ann', photo: photo(digit), replaced },
});
const setPhoto = (digit: string, founderSlug = 'ann') => ({
  type: 'SetFounderPhoto' as const,
  founderSlug,
  photo: photo(digit),
});

const { when, refusal } = givenWhenThen(listingDecider);

describe('listing decider: founders’ photos', () => {
  it('adds a founder’s photo, then replaces it naming the one it replaced', () => {
    expect(when([created], setPhoto('a'))).to.deep.equal([set('a', null)]);
    expect(when([created, set('a', null)], setPhoto('b'))).to.deep.equal([set('b', `e${'a'.repeat(63)}`)]);
  });

  it('the same photo again records nothing', () => {
    expect(when([created, set('a', null)], setPhoto('a'))).to.deep.equal([]);
  });

  it('removes it (naming it), and a removal without a photo records nothing', () => {
    const removed: ListingEvent = {
      type: 'ListingFounderPhotoRemoved',
      data: { listingId: 7, founderSlug: 'ann', removed: `e${'a'.repeat(63)}` },
    };
    expect(when([created, set('a', null)], { type: 'RemoveFounderPhoto', founderSlug: 'ann' })).to.deep.equal([
      removed,
    ]);
    expect(when([created, set('a', null), removed], { type: 'RemoveFounderPhoto', founderSlug: 'ann' })).to.deep.equal(
      [],
    );
    // After the removal, a new photo is an addition again.
    expect(when([created, set('a', null), removed], setPhoto('a'))).to.deep.equal([set('a', null)]);
  });

  it('refuses a founder the profile does not name, and a listing that does not exist', () => {
    expect(refusal([created], setPhoto('a', 'bob'))).to.equal('founder_not_found');
    expect(refusal([created], { type: 'RemoveFounderPhoto', founderSlug: 'bob' })).to.equal('founder_not_found');
    expect(refusal([], setPhoto('a'))).to.equal('listing_not_found');
  });
});
