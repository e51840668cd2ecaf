import { expect } from 'chai';
import type { ListingEvent, ListingFounder } from '@listings/shared/contracts/listings';
import { dump, onceAndTwice, project } from '../../testing/replay.ts';
import { foundersProjection } from './founders.projection.ts';
import { FOUNDERS_COLLECTION, type FounderDocument } from './founders.read-model.ts';

const ada: ListingFounder = {
  slug: 'ada',
  name: 'Ada Lovelace',
  title: 'CEO',
  bio: 'Maths.',
  country: 'gb',
  socials: { x: 'https://x.com/ada' },
};
const bob: ListingFounder = { slug: 'bob', name: 'Bob Stone', title: 'CTO', country: 'US' };
const cy: ListingFounder = { slug: 'cy', name: 'Cy Hidden' };

const created = (listingId: number, slug: string, founders: ListingFounder[]): ListingEvent => ({
  type: 'ListingCreated',
  data: {
    listingId,
    slug,
    ownerId: null,
    profile: { name: slug.toUpperCase(), url: `https://${slug}.example`, founders },
  },
});

const events: ListingEvent[] = [
  created(1, 'alpha', [ada, bob]),
  created(2, 'beta', [bob, { ...ada, title: 'Advisor', bio: 'Newer bio.' }]),
  created(3, 'gamma', [cy]),
  { type: 'ListingWentLive', data: { listingId: 1, week: '2026-03-02', plan: 'paid' } },
  { type: 'ListingScheduled', data: { listingId: 2, week: '2026-03-16', plan: 'free' } },
  { type: 'ListingAwaitingBadge', data: { listingId: 3 } },
  // Bob leaves alpha; alpha is renamed.
  {
    type: 'ListingProfileChanged',
    data: {
      listingId: 1,
      changes: { founders: { before: [ada, bob], after: [ada] }, name: { before: 'ALPHA', after: 'Alpha Two' } },
    },
  },
  // Cy is replaced on gamma: Cy has no company left.
  {
    type: 'ListingProfileChanged',
    data: { listingId: 3, changes: { founders: { before: [cy], after: [{ slug: 'dee', name: 'Dee' }] } } },
  },
  { type: 'ListingProfileChanged', data: { listingId: 3, changes: { tagline: { before: null, after: 'x' } } } },
];

describe('founders projection', () => {
  it('delivering every event twice gives the same founders', async () => {
    const { once, twice } = await onceAndTwice(foundersProjection, events);
    expect(twice).to.deep.equal(once);
    expect(once[FOUNDERS_COLLECTION].map((f: any) => f._id)).to.deep.equal(['ada', 'bob', 'dee']);
  });

  it('keeps companies right when founders change, and takes details from the newest listing', async () => {
    const documents = await project(foundersProjection, events);
    const byId = Object.fromEntries(
      ((await dump(foundersProjection, documents))[FOUNDERS_COLLECTION] as FounderDocument[]).map((f) => [f._id, f]),
    );
    expect(
      byId.ada.companies.map((c) => [c.listing_slug, c.listing_name, c.role, c.primary, c.status, c.public]),
    ).to.deep.equal([
      ['alpha', 'Alpha Two', 'CEO', true, 'live', true],
      ['beta', 'BETA', 'Advisor', false, 'scheduled', true],
    ]);
    // alpha's founders were set last (the change), so its Ada wins; country is upper-cased.
    expect(byId.ada).to.include({
      name: 'Ada Lovelace',
      title: 'CEO',
      bio: 'Maths.',
      country: 'GB',
      public: true,
      name_search: 'ada lovelace',
    });
    expect(byId.ada.socials).to.deep.equal({ x: 'https://x.com/ada' });
    expect(byId.bob.companies.map((c) => c.listing_slug)).to.deep.equal(['beta']);
    expect(byId.bob.companies[0]).to.include({ primary: true, role: 'CTO' });
    expect(byId.dee).to.include({ public: false });
    expect(byId.cy).to.equal(undefined);
  });
});
