/**
 * The vote-counting rules, as one pure function over what is recorded: the listing's standing votes
 * (each with the voter signals its VoteCast recorded), facts about the listing's team and launch, how
 * many other listings each voter votes for, and the site team's decisions. It gives every vote a
 * verdict; the engagement decider records only the verdicts that changed (VoteCounted/VoteDiscounted).
 * Because nothing here reads a clock or a store, changing a rule and judging again replays it over
 * history, and the audit CLI gets the same verdicts from the same events.
 *
 * Rules, first that applies names the category (a discount always has a category and a cause):
 *  1. site_team        the latest site-team decision about the voter's account or the listing (a restore
 *                      counts the vote whatever the rules below say);
 *  2. own_team         the owner (any account that owned it: the submitter, a verified claimant), an
 *                      invited co-founder, or an account on the company's e-mail domain;
 *  3. disposable_email the voter's address is at a throw-away provider (mailchecker's maintained list);
 *  4. new_account      the account was made after the listing's launch week began and votes for no
 *                      other listing;
 *  5. burst            one of BURST.votes or more votes for this listing cast within BURST.windowMs of each
 *                      other from one network, or from accounts made within BURST.joinedWithinMs of each
 *                      other.
 */
import {
  newAccountRuleApplies,
  type DiscountReason,
  type SiteTeamVoteScope,
  type VoterSignals,
} from '@listings/shared/contracts/engagement';

export type Verdict = { counted: true; cause: string } | { counted: false; reason: DiscountReason; cause: string };

export interface StandingVote {
  voterId: string;
  /** Absent for votes recorded before counting (or simulated): nothing to judge them on but the site team. */
  voter?: VoterSignals;
}

export interface SiteTeamDecision {
  action: 'discount' | 'restore';
  scope: SiteTeamVoteScope;
  id: string;
  reason: string;
  at: string;
}

export interface CountingContext {
  listingId: number;
  /** Accounts of the listing's team: every owner it had, and invited co-founders with an account. */
  teamAccountIds: readonly string[];
  /** The company's web domain (the listing's website host, without `www.`), or null. */
  companyDomain: string | null;
  /** When the listing's (latest) launch week began, Monday 00:00 UTC; null when it never launched. */
  launchWeekBeganAt: string | null;
  /** Other listings each voter has a standing vote for (voters not named: none known). */
  votesElsewhere: Readonly<Record<string, number>>;
  /** Every site-team decision, oldest first. */
  siteTeam: readonly SiteTeamDecision[];
}

/** The burst thresholds. Not shown on any public page (it would teach a cheater); documented for operators. */
export const BURST = { votes: 5, windowMs: 60 * 60_000, joinedWithinMs: 10 * 60_000 } as const;

/** The e-mail domain is the company's: the same, or one is a subdomain of the other. */
export const sameCompanyDomain = (emailDomain: string, companyDomain: string): boolean => {
  const a = emailDomain.toLowerCase();
  const b = companyDomain.toLowerCase().replace(/^www\./, '');
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
};

const time = (iso: string) => Date.parse(iso);

/** Voters in a burst: for each vote, the votes near it in time that share the signal; enough of them → all in. */
function burstVoters(votes: readonly StandingVote[]): Map<string, string> {
  const judged = votes
    .filter((v): v is Required<StandingVote> => v.voter !== undefined)
    .sort((a, b) => time(a.voter.castAt) - time(b.voter.castAt));
  const found = new Map<string, string>();
  const scan = (signal: string, near: (a: VoterSignals, b: VoterSignals) => boolean) => {
    for (let i = 0; i < judged.length; i++) {
      const group = [judged[i]!];
      for (let j = 0; j < judged.length; j++) {
        if (j === i) continue;
        const gap = time(judged[j]!.voter.castAt) - time(judged[i]!.voter.castAt);
        if (gap > BURST.windowMs) break;
        if (gap >= -BURST.windowMs && near(judged[i]!.voter, judged[j]!.voter)) group.push(judged[j]!);
      }
      if (group.length >= BURST.votes)
        for (const vote of group) if (!found.has(vote.voterId)) found.set(vote.voterId, signal);
    }
  };
  scan('votes from one network within a short time', (a, b) => a.network !== null && a.network === b.network);
  scan(
    'votes from accounts made close together, within a short time',
    (a, b) =>
      a.joinedAt !== null &&
      b.joinedAt !== null &&
      Math.abs(time(a.joinedAt) - time(b.joinedAt)) <= BURST.joinedWithinMs,
  );
  return found;
}

/** The verdict on every standing vote of one listing. */
export function countVotes(votes: readonly StandingVote[], context: CountingContext): Map<string, Verdict> {
  const team = new Set(context.teamAccountIds);
  const bursts = burstVoters(votes);
  const verdicts = new Map<string, Verdict>();
  for (const vote of votes) {
    const decision = [...context.siteTeam]
      .reverse()
      .find(
        (d) =>
          (d.scope === 'account' && d.id === vote.voterId) ||
          (d.scope === 'listing' && d.id === String(context.listingId)),
      );
    const signals = vote.voter;
    let verdict: Verdict;
    if (decision)
      verdict =
        decision.action === 'discount'
          ? { counted: false, reason: 'site_team', cause: `site team (${decision.scope}): ${decision.reason}` }
          : { counted: true, cause: `restored by the site team (${decision.scope}): ${decision.reason}` };
    else if (team.has(vote.voterId))
      verdict = { counted: false, reason: 'own_team', cause: 'the voter is on the listing’s team' };
    else if (
      signals?.emailDomain &&
      context.companyDomain &&
      sameCompanyDomain(signals.emailDomain, context.companyDomain)
    )
      verdict = { counted: false, reason: 'own_team', cause: `the voter's address is on the company's domain` };
    else if (signals?.disposable)
      verdict = {
        counted: false,
        reason: 'disposable_email',
        cause: `the voter's e-mail domain (${signals.emailDomain}) is a disposable one (mailchecker)`,
      };
    else if (
      signals?.joinedAt &&
      newAccountRuleApplies(signals.joinedAt, context.launchWeekBeganAt, context.votesElsewhere[vote.voterId] ?? 0)
    )
      verdict = {
        counted: false,
        reason: 'new_account',
        cause: `account made ${signals.joinedAt}, after the launch week began, voting for no other listing`,
      };
    else if (bursts.has(vote.voterId)) verdict = { counted: false, reason: 'burst', cause: bursts.get(vote.voterId)! };
    else verdict = { counted: true, cause: 'no rule applies' };
    verdicts.set(vote.voterId, verdict);
  }
  return verdicts;
}
