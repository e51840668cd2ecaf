/**
 * A listing's posted updates and milestones in the listings read model are lists grown by `$push`;
 * an event delivered again (a replay after a crash, a rebuild over a live model) must not add the
 * element twice, and the newest update stays first with at most ten kept.
 */
import { expect } from 'chai';
import type { DomainEvent } from '@listings/shared/kernel';
import { onceAndTwice, project } from '../testing/replay.ts';
import { listingsProjection } from './listings.projection.ts';
import { LISTINGS_COLLECTION, type ListingDocument } from './listings.read-model.ts';

const created: DomainEvent = {
  type: 'ListingCreated',
  data: { listingId: 1, slug: 'alpha', ownerId: 'u1', profile: { name: 'Alpha', url: 'https://alpha.example' } },
};
const posted = (updateId: number): DomainEvent => ({
  type: 'ListingUpdatePosted',
  data: { listingId: 1, updateId, title: `Update ${updateId}`, body: 'What changed.' },
});
const milestone = (id: number): DomainEvent => ({
  type: 'MilestoneAdded',
  data: { listingId: 1, milestone: { id, date: '2026-01-0' + id, title: `Milestone ${id}` } },
});
const milestoneDeleted = (milestoneId: number): DomainEvent => ({
  type: 'MilestoneDeleted',
  data: { listingId: 1, milestoneId },
});

const alpha = async (events: DomainEvent[], options: { twice?: boolean } = {}) =>
  (await (
    await project(listingsProjection, [created, ...events], options)
  )
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .findOne({ _id: 'alpha' }))!;

describe('listings read model: posted updates and milestones', () => {
  it('keeps updates newest first, ten at most, each once when delivered twice', async () => {
    const events = Array.from({ length: 12 }, (_, i) => posted(i + 1));
    for (const twice of [false, true]) {
      const ids = (await alpha(events, { twice })).latest_updates.map((u) => u.id);
      expect(ids, twice ? 'twice' : 'once').to.deep.equal([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    }
  });

  it('keeps each milestone once when delivered twice, and drops a deleted one', async () => {
    const doc = await alpha([milestone(1), milestone(2), milestoneDeleted(1), milestone(3)], { twice: true });
    expect(doc.milestones.map((m) => m.id)).to.deep.equal([2, 3]);
  });

  it('is the same with each event delivered once or twice', async () => {
    const { once, twice } = await onceAndTwice(listingsProjection, [
      created,
      posted(1),
      milestone(1),
      posted(2),
      milestone(2),
      milestoneDeleted(1),
    ]);
    expect(twice).to.deep.equal(once);
  });
});
