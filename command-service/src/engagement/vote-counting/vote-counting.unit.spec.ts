import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import type { EngagementEvent, VoterSignals } from '@listings/shared/contracts/engagement';
import { engagementDecider, type EngagementCommand } from '../engagement.decider.ts';
import { siteTeamVotesDecider } from './site-team-votes.decider.ts';
import { BURST, countVotes, sameCompanyDomain, type CountingContext } from './vote-counting.policy.ts';

const { when } = givenWhenThen(engagementDecider);
const WEEK = '2026-11-16';
const context = (over: Partial<CountingContext> = {}): CountingContext => ({
  listingId: 1,
  teamAccountIds: ['owner'],
  companyDomain: 'acme.io',
  launchWeekBeganAt: `${WEEK}T00:00:00.000Z`,
  votesElsewhere: {},
  siteTeam: [],
  ...over,
});
let minute = 0;
const signals = (over: Partial<VoterSignals> = {}): VoterSignals => ({
  castAt: `2026-11-18T10:${String(minute++ % 60).padStart(2, '0')}:00.000Z`,
  joinedAt: '2025-01-01T00:00:00.000Z',
  emailDomain: 'example.org',
  disposable: false,
  network: null,
  ...over,
});
const cast = (voterId: string, voter?: VoterSignals): EngagementEvent => ({
  type: 'VoteCast',
  data: { listingId: 1, voterId, week: WEEK, ...(voter ? { voter } : {}) },
});
const vote = (voterId: string, voter: VoterSignals, counting = context()): EngagementCommand => ({
  type: 'Vote',
  listingId: 1,
  voterId,
  at: voter.castAt,
  person: { emailVerified: true, throwAwayAddress: voter.disposable },
  listing: { status: 'live', ownerId: 'owner' },
  voter,
  counting,
});
const verdictsOf = (events: EngagementEvent[]) =>
  events
    .filter((e) => e.type === 'VoteCounted' || e.type === 'VoteDiscounted')
    .map((e) => [e.data.voterId, e.type === 'VoteDiscounted' ? e.data.reason : 'counted']);

describe('vote counting', () => {
  it('counts an ordinary vote: given no votes, when a person votes, then VoteCast and VoteCounted', () => {
    const voter = signals();
    expect(when([], vote('p1', voter))).to.deep.equal([
      cast('p1', voter),
      { type: 'VoteCounted', data: { listingId: 1, voterId: 'p1', week: WEEK, cause: 'no rule applies' } },
    ]);
  });

  it('discounts a vote from a throw-away address, with its category and cause', () => {
    const [, discounted] = when([], vote('p1', signals({ disposable: true, emailDomain: 'mailinator.com' })));
    expect(discounted).to.deep.include({ type: 'VoteDiscounted' });
    expect(discounted!.data).to.include({ reason: 'disposable_email', week: WEEK });
    expect((discounted!.data as { cause: string }).cause).to.include('mailinator.com');
  });

  it('discounts the own team: an owner past or present, a co-founder, an account on the company domain', () => {
    const counting = context({ teamAccountIds: ['old-owner', 'cofounder'] });
    expect(verdictsOf(when([], vote('old-owner', signals(), counting)))).to.deep.equal([['old-owner', 'own_team']]);
    expect(verdictsOf(when([], vote('cofounder', signals(), counting)))).to.deep.equal([['cofounder', 'own_team']]);
    expect(verdictsOf(when([], vote('p', signals({ emailDomain: 'mail.acme.io' }))))).to.deep.equal([
      ['p', 'own_team'],
    ]);
    expect(sameCompanyDomain('acme.io', 'app.acme.io')).to.equal(true);
    expect(sameCompanyDomain('notacme.io', 'acme.io')).to.equal(false);
  });

  it('discounts a new account voting only for this listing, and counts it once it votes elsewhere', () => {
    const fresh = signals({ joinedAt: '2026-11-17T08:00:00.000Z' });
    const given = when([], vote('p1', fresh));
    expect(verdictsOf(given)).to.deep.equal([['p1', 'new_account']]);
    // An older account is not new; a new one that votes for another listing too counts.
    expect(verdictsOf(when([], vote('p2', signals({ joinedAt: '2026-11-15T23:59:00.000Z' }))))).to.deep.equal([
      ['p2', 'counted'],
    ]);
    expect(
      verdictsOf(when(given, { type: 'CountVotes', listingId: 1, counting: context({ votesElsewhere: { p1: 1 } }) })),
    ).to.deep.equal([['p1', 'counted']]);
  });

  it('discounts a burst from one network, the earlier votes of it too, and not votes far apart', () => {
    const network = '2026-11:abc';
    let given: EngagementEvent[] = [];
    for (let i = 0; i < BURST.votes - 1; i++) given = [...given, ...when(given, vote(`b${i}`, signals({ network })))];
    expect(verdictsOf(given).every(([, verdict]) => verdict === 'counted')).to.equal(true);
    const last = when(given, vote('last', signals({ network })));
    expect(verdictsOf(last).sort()).to.deep.equal(
      [...Array.from({ length: BURST.votes - 1 }, (_, i) => [`b${i}`, 'burst']), ['last', 'burst']].sort(),
    );
    // The same number of votes from one network hours apart is no burst.
    const apart = Array.from({ length: BURST.votes }, (_, i) => ({
      voterId: `a${i}`,
      voter: signals({ network, castAt: `2026-11-18T${String(i * 2).padStart(2, '0')}:00:00.000Z` }),
    }));
    expect([...countVotes(apart, context()).values()].every((v) => v.counted)).to.equal(true);
  });

  it('discounts a burst of accounts made close together, from different networks', () => {
    const votes = Array.from({ length: BURST.votes }, (_, i) => ({
      voterId: `j${i}`,
      voter: signals({ network: `n${i}`, joinedAt: `2026-10-01T10:0${i}:00.000Z` }),
    }));
    expect([...countVotes(votes, context()).values()].map((v) => (v.counted ? 'counted' : v.reason))).to.deep.equal(
      Array(BURST.votes).fill('burst'),
    );
  });

  it('follows the latest site-team decision: a discount sets votes aside, a restore brings them back over the rules', () => {
    const thrown = signals({ disposable: true });
    const given = when([], vote('p1', thrown));
    const discountListing = { action: 'discount', scope: 'listing', id: '1', reason: 'bought', at: 'a' } as const;
    const restoreAccount = { action: 'restore', scope: 'account', id: 'p1', reason: 'checked', at: 'b' } as const;
    const discounted = when(given, {
      type: 'CountVotes',
      listingId: 1,
      counting: context({ siteTeam: [discountListing] }),
    });
    expect(verdictsOf(discounted)).to.deep.equal([['p1', 'site_team']]);
    const restored = when([...given, ...discounted], {
      type: 'CountVotes',
      listingId: 1,
      counting: context({ siteTeam: [discountListing, restoreAccount] }),
    });
    expect(restored).to.deep.equal([
      {
        type: 'VoteCounted',
        data: { listingId: 1, voterId: 'p1', week: WEEK, cause: 'restored by the site team (account): checked' },
      },
    ]);
  });

  it('records only changes: judging again the same way records nothing; votes without signals count', () => {
    const given = when([], vote('p1', signals()));
    expect(when(given, { type: 'CountVotes', listingId: 1, counting: context() })).to.deep.equal([]);
    expect(when([cast('legacy')], { type: 'CountVotes', listingId: 1, counting: context() })).to.deep.equal([]);
    const withdrawn = when(given, { type: 'WithdrawVote', listingId: 1, voterId: 'p1' });
    expect(when([...given, ...withdrawn], { type: 'CountVotes', listingId: 1, counting: context() })).to.deep.equal([]);
  });
});

describe('site-team vote decisions', () => {
  const team = givenWhenThen(siteTeamVotesDecider);
  const discount = { type: 'DiscountVotes', scope: 'account', id: 'acc-1', reason: 'bought votes' } as const;
  it('records a discount or restore with its reason, once per change; refuses one without a reason', () => {
    const given = team.when([], discount);
    expect(given).to.deep.equal([
      { type: 'SiteTeamDiscountedVotes', data: { scope: 'account', id: 'acc-1', reason: 'bought votes' } },
    ]);
    expect(team.when(given, discount)).to.deep.equal([]);
    expect(team.when(given, { ...discount, type: 'RestoreVotes', reason: 'appeal upheld' })[0]!.type).to.equal(
      'SiteTeamRestoredVotes',
    );
    expect(team.refusal([], { ...discount, reason: ' ' })).to.equal('invalid_reason');
    expect(team.refusal([], { ...discount, scope: 'listing', id: 'slug' })).to.equal('invalid_listing');
  });
});
