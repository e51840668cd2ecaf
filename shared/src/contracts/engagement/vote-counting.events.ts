/**
 * Counted votes, the published language. Every vote is either counted or discounted, and a discount
 * always has a reason category (shown publicly, counted per week) and a cause (kept in the log for the
 * site team and auditors, never shown on a public page: it would teach a cheater).
 *
 * On the listing's `engagement-<id>` stream, after the VoteCast:
 *   VoteCounted     the vote counts (again): boards, trending and Launch of the Week use it;
 *   VoteDiscounted  the vote stays recorded but does not count, with its category and cause.
 * Only changes are recorded: a vote judged twice the same way gets one event. A VoteCast recorded
 * without `voter` signals (before counting existed, or by the demo seeder and benchmarks) counts.
 *
 * On `votedecisions-siteteam` (one stream: site-team decisions are rare and every judgment reads them
 * all): SiteTeamDiscountedVotes / SiteTeamRestoredVotes for one account's or one listing's votes,
 * with the reason, made with the admin CLI. The latest decision that applies to a vote wins over the
 * automatic rules, so a restore brings discounted votes back.
 */

/** Why a vote does not count; the order is the order the rules are tried in (the first that applies names it). */
export const DISCOUNT_REASONS = ['site_team', 'own_team', 'disposable_email', 'new_account', 'burst'] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];

/** Each category in plain words, as the listing's accounting and the method page show it. */
export const DISCOUNT_REASON_LABELS: Record<DiscountReason, string> = {
  site_team: 'set aside by the site team',
  own_team: 'from the listing’s own team',
  disposable_email: 'from a throw-away e-mail address',
  new_account: 'from a new account that voted only for this listing',
  burst: 'part of a burst of votes',
};

/**
 * The new-account rule (the fourth; see vote-counting.policy.ts): a vote from an account made after the
 * listing's launch week began, by a voter who votes for no other listing, is set aside until they do.
 * One predicate, so the rule and the listing page that warns a person before they vote agree.
 */
export const newAccountRuleApplies = (
  joinedAt: string | null | undefined,
  launchWeekBeganAt: string | null | undefined,
  votesElsewhere: number,
): boolean =>
  Boolean(joinedAt && launchWeekBeganAt) && Date.parse(joinedAt!) >= Date.parse(launchWeekBeganAt!) && !votesElsewhere;

/** When a vote set aside by the new-account rule counts, as the site says it (before and after the vote). */
export const NEW_ACCOUNT_VOTE_COUNTS_ONCE = 'you vote for another listing too';

/**
 * What the site knew about the voter when the vote was cast, recorded on the VoteCast so the rules can
 * be replayed over history. No address, no IP: the e-mail's domain, whether it is a disposable one,
 * when the account was made, and a network tag (a keyed hash of the /24 or /48, see network-tags).
 */
export interface VoterSignals {
  castAt: string;
  joinedAt: string | null;
  emailDomain: string | null;
  disposable: boolean;
  network: string | null;
}

export type VoteCountingEvent =
  | { type: 'VoteCounted'; data: { listingId: number; voterId: string; week: string; cause: string } }
  | {
      type: 'VoteDiscounted';
      data: { listingId: number; voterId: string; week: string; reason: DiscountReason; cause: string };
    };

export type SiteTeamVoteScope = 'account' | 'listing';

export type SiteTeamVoteEvent =
  | { type: 'SiteTeamDiscountedVotes'; data: { scope: SiteTeamVoteScope; id: string; reason: string } }
  | { type: 'SiteTeamRestoredVotes'; data: { scope: SiteTeamVoteScope; id: string; reason: string } };

export const VOTE_COUNTING_EVENT_TYPES = [
  'VoteCounted',
  'VoteDiscounted',
] as const satisfies readonly VoteCountingEvent['type'][];
export const SITE_TEAM_VOTE_EVENT_TYPES = [
  'SiteTeamDiscountedVotes',
  'SiteTeamRestoredVotes',
] as const satisfies readonly SiteTeamVoteEvent['type'][];

export const SITE_TEAM_VOTES_STREAM = 'votedecisions-siteteam';

/** A listing's public accounting for one launch week: never identities, thresholds or signals. */
export interface WeekVoteAccounting {
  week: string;
  cast: number;
  counted: number;
  discounted: Partial<Record<DiscountReason, number>>;
}
