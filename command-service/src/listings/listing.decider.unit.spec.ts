import { expect } from 'chai';
import { fold } from '@listings/shared/kernel';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { listingDecider, type ListingCommand } from './listing.decider.ts';
import type { ListingEvent } from '@listings/shared/contracts/listings';

const created: ListingEvent = {
  type: 'ListingCreated',
  data: {
    listingId: 7,
    slug: 'acme',
    ownerId: 'u1',
    profile: { name: 'Acme', url: 'https://acme.test', tagline: 'Old', categories: ['tools'] },
  },
};
const live: ListingEvent = { type: 'ListingWentLive', data: { listingId: 7, week: '2026-11-16', plan: 'free' } };
const paid: ListingEvent = { type: 'ListingScheduled', data: { listingId: 7, week: '2026-11-30', plan: 'paid' } };

const { when, refusal } = givenWhenThen(listingDecider);

describe('listing decider', () => {
  it('creates a listing once, in status draft', () => {
    const command: ListingCommand = {
      type: 'CreateListing',
      listingId: 7,
      slug: 'acme',
      ownerId: 'u1',
      profile: created.data.profile as never,
    };
    expect(when([], command)).to.deep.equal([created]);
    expect(refusal([created], command)).to.equal('listing_exists');
    expect(fold(listingDecider, [created]).status).to.equal('draft');
  });

  it('records only the fields that change, with before and after', () => {
    expect(when([created], { type: 'ChangeProfile', changes: { tagline: 'New', name: 'Acme' } })).to.deep.equal([
      { type: 'ListingProfileChanged', data: { listingId: 7, changes: { tagline: { before: 'Old', after: 'New' } } } },
    ]);
    expect(when([created], { type: 'ChangeProfile', changes: { tagline: 'Old' } })).to.deep.equal([]);
  });

  it('allows one category on a free listing and up to 3 more on a paid one', () => {
    const four: ListingCommand = { type: 'ChangeProfile', changes: { categories: ['a', 'b', 'c', 'd'] } };
    expect(refusal([created], { type: 'ChangeProfile', changes: { categories: ['a', 'b'] } })).to.equal(
      'too_many_categories',
    );
    expect(when([created, paid], four)).to.have.length(1);
    expect(
      refusal([created, paid], { type: 'ChangeProfile', changes: { categories: ['a', 'b', 'c', 'd', 'e'] } }),
    ).to.equal('too_many_categories');
  });

  it('free plan: awaiting_badge without the badge (once), scheduled with it; never after going live', () => {
    expect(when([created], { type: 'ChooseFreePlan', week: '2026-12-07', badgeFound: false })).to.deep.equal([
      { type: 'ListingAwaitingBadge', data: { listingId: 7 } },
    ]);
    const awaiting: ListingEvent = { type: 'ListingAwaitingBadge', data: { listingId: 7 } };
    expect(when([created, awaiting], { type: 'ChooseFreePlan', week: '2026-12-07', badgeFound: false })).to.deep.equal(
      [],
    );
    expect(when([created, awaiting], { type: 'ChooseFreePlan', week: '2026-12-07', badgeFound: true })).to.deep.equal([
      { type: 'ListingScheduled', data: { listingId: 7, week: '2026-12-07', plan: 'free' } },
    ]);
    expect(refusal([created, live], { type: 'ChooseFreePlan', week: '2026-12-07', badgeFound: true })).to.equal(
      'already_published',
    );
  });

  it('goes live once', () => {
    expect(when([created], { type: 'GoLive', week: '2026-11-16', plan: 'free' })).to.deep.equal([live]);
    expect(when([created, live], { type: 'GoLive', week: '2026-11-16', plan: 'free' })).to.deep.equal([]);
    expect(fold(listingDecider, [created, paid, live]).plan).to.equal('paid');
  });

  it('relaunches a live listing in a later week, and nothing that is not live', () => {
    expect(when([created, live], { type: 'Relaunch', week: '2026-12-07' })).to.deep.equal([
      { type: 'ListingRelaunched', data: { listingId: 7, week: '2026-12-07' } },
    ]);
    expect(refusal([created, live], { type: 'Relaunch', week: '2026-11-16' })).to.equal('relaunch_week_not_later');
    expect(refusal([created, paid], { type: 'Relaunch', week: '2026-12-07' })).to.equal('not_live');
    const relaunched = fold(listingDecider, [
      created,
      live,
      { type: 'ListingRelaunched', data: { listingId: 7, week: '2026-12-07' } },
    ]);
    expect(relaunched).to.include({ status: 'live', launchWeek: '2026-12-07' });
  });

  it('numbers milestones and refuses deleting an unknown one', () => {
    const added = when([created], { type: 'AddMilestone', milestone: { date: '2026-01-02', title: 'Launch' } });
    expect(added).to.deep.equal([
      { type: 'MilestoneAdded', data: { listingId: 7, milestone: { id: 1, date: '2026-01-02', title: 'Launch' } } },
    ]);
    const second = when([created, ...added], { type: 'AddMilestone', milestone: { date: '2026-02-02', title: 'v2' } });
    expect((second[0].data as { milestone: { id: number } }).milestone.id).to.equal(2);
    expect(when([created, ...added], { type: 'DeleteMilestone', milestoneId: 1 })).to.have.length(1);
    expect(refusal([created, ...added], { type: 'DeleteMilestone', milestoneId: 9 })).to.equal('milestone_not_found');
  });

  it('unlocks each paid section once; alternatives are approved once and never the listing itself', () => {
    expect(when([created], { type: 'UnlockSections', sections: ['story', 'milestones'] })).to.have.length(1);
    const unlocked: ListingEvent = { type: 'ListingSectionsUnlocked', data: { listingId: 7, sections: ['story'] } };
    expect(when([created, unlocked], { type: 'UnlockSections', sections: ['story'] })).to.deep.equal([]);
    expect(refusal([created], { type: 'ApproveAlternative', alternativeSlug: 'acme' })).to.equal('self_alternative');
    const approved: ListingEvent = { type: 'AlternativeApproved', data: { listingId: 7, alternativeSlug: 'other' } };
    expect(when([created, approved], { type: 'ApproveAlternative', alternativeSlug: 'other' })).to.deep.equal([]);
  });

  it('refuses any change to a listing that does not exist', () => {
    expect(refusal([], { type: 'PostUpdate', title: 't', body: 'b' })).to.equal('listing_not_found');
  });

  it('takes a refunded paid plan back: live stays live on free, scheduled goes back to draft', () => {
    const livePaid: ListingEvent = {
      type: 'ListingWentLive',
      data: { listingId: 7, week: '2026-11-16', plan: 'paid' },
    };
    const unlocked: ListingEvent = {
      type: 'ListingSectionsUnlocked',
      data: { listingId: 7, sections: ['story', 'milestones', 'media'] },
    };
    const revoked = when([created, livePaid, unlocked], { type: 'RevokePaidPlan' });
    expect(revoked).to.deep.equal([{ type: 'ListingPaidPlanRevoked', data: { listingId: 7, unscheduled: false } }]);
    expect(fold(listingDecider, [created, livePaid, unlocked, ...revoked])).to.deep.include({
      status: 'live',
      plan: 'free',
      unlocked: [],
    });
    expect(when([created, livePaid, unlocked, ...revoked], { type: 'RevokePaidPlan' })).to.deep.equal([]);
    const unscheduled = when([created, paid], { type: 'RevokePaidPlan' });
    expect(unscheduled[0].data).to.deep.equal({ listingId: 7, unscheduled: true });
    expect(fold(listingDecider, [created, paid, ...unscheduled])).to.deep.include({
      status: 'draft',
      plan: null,
      launchWeek: null,
    });
    expect(when([created, live], { type: 'RevokePaidPlan' })).to.deep.equal([]);
    expect(when([created], { type: 'Unfeature' })).to.deep.equal([
      { type: 'ListingUnfeatured', data: { listingId: 7 } },
    ]);
  });

  it('given a live listing, when the site team unpublishes then restores it with reasons, then each is recorded once (issue 33)', () => {
    const unpublish: ListingCommand = { type: 'UnpublishByStaff', staffId: 's1', reason: '  spam links ' };
    const [unpublished] = when([created, live], unpublish);
    expect(unpublished).to.deep.equal({
      type: 'ListingUnpublishedByStaff',
      data: { listingId: 7, staffId: 's1', reason: 'spam links' },
    });
    expect(fold(listingDecider, [created, live, unpublished])).to.include({ unpublished: true, status: 'live' });
    expect(when([created, live, unpublished], unpublish), 'unpublished already').to.deep.equal([]);
    const restore: ListingCommand = { type: 'RestoreByStaff', staffId: 's2', reason: 'links fixed' };
    expect(when([created, live], restore), 'never unpublished').to.deep.equal([]);
    const [restored] = when([created, live, unpublished], restore);
    expect(restored).to.deep.equal({
      type: 'ListingRestoredByStaff',
      data: { listingId: 7, staffId: 's2', reason: 'links fixed' },
    });
    expect(fold(listingDecider, [created, live, unpublished, restored]).unpublished).to.equal(false);
    expect(refusal([created], { ...unpublish, reason: 'no' })).to.equal('invalid_reason');
    expect(refusal([], unpublish)).to.equal('listing_not_found');
  });
});
