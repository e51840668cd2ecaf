/**
 * The weeks a listing launched in (`launch_weeks`, read by the launch-of-the-week awards): a launch and
 * each relaunch add their week once, in order, however often each event is delivered; an unpublished
 * listing's launch is held but its week is kept. Issue 30 moved this from `$addToSet` to a `$set` of the
 * list read first (the store's fast path), so this pins the list it must keep producing.
 */
import { expect } from 'chai';
import type { ListingEvent } from '@listings/shared/contracts/listings';
import { onceAndTwice, project } from '../testing/replay.ts';
import { listingsProjection } from './listings.projection.ts';
import { LISTINGS_COLLECTION, type ListingDocument } from './listings.read-model.ts';

const created: ListingEvent = {
  type: 'ListingCreated',
  data: { listingId: 1, slug: 'gadget', ownerId: null, profile: { name: 'Gadget', url: 'https://gadget.test' } },
};
const wentLive: ListingEvent = { type: 'ListingWentLive', data: { listingId: 1, week: '2026-03-09', plan: 'free' } };
const relaunched = (week: string): ListingEvent => ({ type: 'ListingRelaunched', data: { listingId: 1, week } });
const unpublished: ListingEvent = {
  type: 'ListingUnpublishedByStaff',
  data: { listingId: 1, staffId: 'staff-1', reason: 'spam links' },
};

const listingOf = async (events: ListingEvent[], twice = false) =>
  (await (
    await project(listingsProjection, events, { twice })
  )
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .findOne({ _id: 'gadget' }))!;

describe('listings projection: launch weeks', () => {
  const events = [created, wentLive, relaunched('2026-04-06'), relaunched('2026-03-09'), relaunched('2026-05-04')];

  it('adds each launch week once, in order, delivered once or twice alike', async () => {
    for (const twice of [false, true]) {
      const listing = await listingOf(events, twice);
      expect(listing.launch_weeks).to.deep.equal(['2026-03-09', '2026-04-06', '2026-05-04']);
      expect(listing).to.include({ status: 'live', launch_week: '2026-05-04' });
    }
    const { once, twice } = await onceAndTwice(listingsProjection, events);
    expect(twice).to.deep.equal(once);
  });

  it('keeps the week of a launch held while the listing is unpublished', async () => {
    const listing = await listingOf([created, unpublished, wentLive], true);
    expect(listing.status).to.equal('unpublished');
    expect(listing.unpublished).to.deep.include({ status: 'live' });
    expect(listing.launch_weeks).to.deep.equal(['2026-03-09']);
  });

  it('leaves a listing it does not hold absent (no upsert)', async () => {
    const documents = await project(listingsProjection, [wentLive, relaunched('2026-04-06')]);
    expect(await documents.collection(LISTINGS_COLLECTION).countDocuments({})).to.equal(0);
  });
});
