/**
 * The site team's moderation of listings in the read models (issue 33): an unpublished listing leaves
 * every public read (the `listings` status, the founders' companies, the latest updates) while its
 * status goes on underneath; restored, it is back as it stands; a set-aside review restored counts in
 * the rating again. Each read model is the same when every event is delivered twice.
 */
import { expect } from 'chai';
import type { ListingEvent } from '@listings/shared/contracts/listings';
import type { EngagementEvent } from '@listings/shared/contracts/engagement';
import { onceAndTwice, project } from '../testing/replay.ts';
import { listingsProjection } from './listings.projection.ts';
import { LISTINGS_COLLECTION, type ListingDocument } from './listings.read-model.ts';
import { foundersProjection } from './founders/founders.projection.ts';
import { FOUNDERS_COLLECTION, type FounderDocument } from './founders/founders.read-model.ts';
import {
  LISTING_UPDATES_COLLECTION,
  listingUpdatesProjection,
  type ListingUpdateDocument,
} from './listing-updates/listing-updates.projection.ts';

const staff = { listingId: 1, staffId: 'staff-1' };
const created: ListingEvent = {
  type: 'ListingCreated',
  data: {
    listingId: 1,
    slug: 'gadget',
    ownerId: null,
    profile: { name: 'Gadget', url: 'https://gadget.test', founders: [{ slug: 'ada', name: 'Ada' }] },
  },
};
const scheduled: ListingEvent = {
  type: 'ListingScheduled',
  data: { listingId: 1, week: '2026-03-09', plan: 'free' },
};
const update: ListingEvent = {
  type: 'ListingUpdatePosted',
  data: { listingId: 1, updateId: 1, title: 'v2', body: 'Faster' },
};
const unpublished: ListingEvent = { type: 'ListingUnpublishedByStaff', data: { ...staff, reason: 'spam links' } };
const wentLive: ListingEvent = { type: 'ListingWentLive', data: { listingId: 1, week: '2026-03-09', plan: 'free' } };
const restored: ListingEvent = { type: 'ListingRestoredByStaff', data: { ...staff, reason: 'links fixed' } };
const review = (type: 'ReviewPosted' | 'ReviewFlagged' | 'ReviewRestored'): EngagementEvent =>
  type === 'ReviewPosted'
    ? {
        type,
        data: { listingId: 1, reviewId: 'r1', authorId: 'p1', rating: 4, text: 'Good', genuine: true },
      }
    : type === 'ReviewFlagged'
      ? { type, data: { listingId: 1, reviewId: 'r1', reason: 'bought' } }
      : { type, data: { listingId: 1, reviewId: 'r1', reason: 'real after all', genuine: true } };

const listingOf = async (events: (ListingEvent | EngagementEvent)[]) =>
  (await (
    await project(listingsProjection, events)
  )
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .findOne({ _id: 'gadget' }))!;

describe('listing moderation in the read models (issue 33)', () => {
  it('listings: unpublished leaves the public statuses, a launch meanwhile is held, restore shows it', async () => {
    const hidden = await listingOf([created, scheduled, unpublished, wentLive]);
    expect(hidden.status).to.equal('unpublished');
    expect(hidden.unpublished).to.deep.include({ status: 'live', reason: 'spam links' });
    expect(hidden.live_at, 'the launch itself is recorded').to.be.a('string');
    const back = await listingOf([created, scheduled, unpublished, wentLive, restored]);
    expect(back.status).to.equal('live');
    expect(back.unpublished).to.equal(null);
    expect((await listingOf([created, scheduled, unpublished, restored])).status).to.equal('scheduled');
  });

  it('listings: a set-aside review restored counts in the rating again', async () => {
    const flagged = await listingOf([created, review('ReviewPosted'), review('ReviewFlagged')]);
    expect(flagged.rating).to.deep.equal({ average: null, count: 0 });
    const back = await listingOf([created, review('ReviewPosted'), review('ReviewFlagged'), review('ReviewRestored')]);
    expect(back.rating).to.deep.equal({ average: 4, count: 1 });
  });

  it('founders: the company is not public while unpublished, and is again once restored', async () => {
    const publicOf = async (events: ListingEvent[]) =>
      (await (
        await project(foundersProjection, events)
      )
        .collection<FounderDocument>(FOUNDERS_COLLECTION)
        .findOne({ _id: 'ada' }))!.public;
    expect(await publicOf([created, scheduled])).to.equal(true);
    expect(await publicOf([created, scheduled, unpublished, wentLive])).to.equal(false);
    expect(await publicOf([created, scheduled, unpublished, wentLive, restored])).to.equal(true);
  });

  it('latest updates: the listing’s updates are not public while unpublished, and are again once restored', async () => {
    const publicOf = async (events: ListingEvent[]) =>
      (await (
        await project(listingUpdatesProjection, events)
      )
        .collection<ListingUpdateDocument>(LISTING_UPDATES_COLLECTION)
        .findOne({ _id: '1-1' }))!.public;
    expect(await publicOf([created, scheduled, update])).to.equal(true);
    expect(await publicOf([created, scheduled, update, unpublished, wentLive])).to.equal(false);
    expect(await publicOf([created, scheduled, unpublished, update])).to.equal(false);
    expect(await publicOf([created, scheduled, update, unpublished, wentLive, restored])).to.equal(true);
  });

  it('is the same when every event is delivered twice', async () => {
    const all = [created, scheduled, update, unpublished, wentLive, review('ReviewPosted'), restored];
    for (const projection of [listingsProjection, foundersProjection, listingUpdatesProjection]) {
      const events = all;
      const { once, twice } = await onceAndTwice(projection, events);
      expect(twice, projection.name).to.deep.equal(once);
      const hidden = await onceAndTwice(projection, events.slice(0, 4));
      expect(hidden.twice, `${projection.name} while unpublished`).to.deep.equal(hidden.once);
    }
  });
});
