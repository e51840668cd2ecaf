import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import type { ListingEvent } from '@listings/shared/contracts/listings';
import { ownedListingDecider } from './owned-listing.ts';
import { hasBadge } from './badge-check.ts';

const created: ListingEvent = {
  type: 'ListingCreated',
  data: {
    listingId: 7,
    slug: 'acme',
    ownerId: 'ann',
    profile: { name: 'Acme', url: 'https://acme.test', tagline: 'Old' },
  },
};
const { when, refusal } = givenWhenThen(ownedListingDecider);

describe('owned listing decider', () => {
  it("decides the owner's command with the listing decider: edits record before/after per field", () => {
    expect(
      when([created], {
        accountId: 'ann',
        command: { type: 'ChangeProfile', changes: { tagline: 'New', founded_year: 2019 } },
      }),
    ).to.deep.equal([
      {
        type: 'ListingProfileChanged',
        data: {
          listingId: 7,
          changes: { tagline: { before: 'Old', after: 'New' }, founded_year: { before: null, after: 2019 } },
        },
      },
    ]);
  });

  it("refuses another account's listing and a missing one alike, as not found", () => {
    expect(refusal([created], { accountId: 'bob', command: { type: 'PostUpdate', title: 't', body: 'b' } })).to.equal(
      'listing_not_found',
    );
    expect(refusal([], { accountId: 'ann', command: { type: 'PostUpdate', title: 't', body: 'b' } })).to.equal(
      'listing_not_found',
    );
  });

  it('follows a claim: the verified owner owns the listing from then on', () => {
    const verified: ListingEvent = { type: 'ListingVerified', data: { listingId: 7, ownerId: 'bob', method: 'dns' } };
    expect(
      when([created, verified], {
        accountId: 'bob',
        command: { type: 'AddMilestone', milestone: { date: '2026-01-01', title: 'Launch' } },
      })[0],
    ).to.deep.include({ type: 'MilestoneAdded' });
    expect(
      refusal([created, verified], {
        accountId: 'ann',
        command: { type: 'AddMilestone', milestone: { date: '2026-01-01', title: 'Launch' } },
      }),
    ).to.equal('listing_not_found');
  });

  it('milestone ids count up and are never reused; an unknown id is not found', () => {
    const added = (id: number): ListingEvent => ({
      type: 'MilestoneAdded',
      data: { listingId: 7, milestone: { id, date: '2026-01-01', title: `m${id}` } },
    });
    const deleted: ListingEvent = { type: 'MilestoneDeleted', data: { listingId: 7, milestoneId: 2 } };
    expect(
      when([created, added(1), added(2), deleted], {
        accountId: 'ann',
        command: { type: 'AddMilestone', milestone: { date: '2026-02-01', title: 'x' } },
      })[0].data,
    ).to.deep.include({
      milestone: { id: 3, date: '2026-02-01', title: 'x' },
    });
    expect(
      refusal([created, added(1), added(2), deleted], {
        accountId: 'ann',
        command: { type: 'DeleteMilestone', milestoneId: 2 },
      }),
    ).to.equal('milestone_not_found');
  });

  it('free plan: badge missing → awaiting once; found → scheduled for the week; scheduled or live → conflict', () => {
    const free = (badgeFound: boolean) => ({
      accountId: 'ann',
      command: { type: 'ChooseFreePlan' as const, week: '2026-04-06', badgeFound },
    });
    const awaiting: ListingEvent = { type: 'ListingAwaitingBadge', data: { listingId: 7 } };
    expect(when([created], free(false))).to.deep.equal([awaiting]);
    expect(when([created, awaiting], free(false))).to.deep.equal([]);
    expect(when([created, awaiting], free(true))).to.deep.equal([
      { type: 'ListingScheduled', data: { listingId: 7, week: '2026-04-06', plan: 'free' } },
    ]);
    const scheduled: ListingEvent = {
      type: 'ListingScheduled',
      data: { listingId: 7, week: '2026-04-06', plan: 'free' },
    };
    expect(refusal([created, scheduled], free(true))).to.equal('already_published');
  });
});

describe('badge on the company homepage', () => {
  const base = 'https://dir.test';
  const page = 'https://acme.test/';
  it('counts a link to the listing page (absolute or with a trailing slash)', () => {
    expect(hasBadge('<a href="https://dir.test/listings/acme">Listed</a>', page, base, 'acme')).to.equal(true);
    expect(hasBadge("<a href='https://dir.test/listings/acme/?ref=badge'>Listed</a>", page, base, 'acme')).to.equal(
      true,
    );
  });
  it("counts an image among the listing's badge images", () => {
    expect(
      hasBadge('<img src="https://dir.test/badges/acme/listed_on.svg?shape=pill&amp;mode=dark">', page, base, 'acme'),
    ).to.equal(true);
  });
  it("does not count another listing's badge, another site, or text alone", () => {
    expect(
      hasBadge(
        '<a href="https://dir.test/listings/acme-2">x</a><img src="https://dir.test/badges/other/listed_on.svg">',
        page,
        base,
        'acme',
      ),
    ).to.equal(false);
    expect(
      hasBadge(
        '<a href="https://evil.test/listings/acme">x</a><img src="https://evil.test/badges/acme/x.svg">',
        page,
        base,
        'acme',
      ),
    ).to.equal(false);
    expect(
      hasBadge(
        '<p>https://dir.test/listings/acme</p><!-- <a href="https://dir.test/listings/acme"> -->',
        page,
        base,
        'acme',
      ),
    ).to.equal(false);
    expect(hasBadge('<a href="/listings/acme">relative to the company site</a>', page, base, 'acme')).to.equal(false);
  });
});
