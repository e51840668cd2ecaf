/**
 * The site team's decisions about votes (stream `votedecisions-siteteam`): discount or restore every
 * vote of one account or of one listing, always with a reason. Made with the admin CLI; the
 * vote-counting process then judges the affected listings again, and the decision wins over the
 * automatic rules (vote-counting.policy.ts). Repeating the latest decision records nothing.
 */
import { DomainError, isEventOf, type Decider, type RecordedEvent } from '@listings/shared/kernel';
import type { SiteTeamVoteEvent, SiteTeamVoteScope } from '@listings/shared/contracts/engagement';
import type { SiteTeamDecision } from './vote-counting.policy.ts';

export type SiteTeamVoteCommand = {
  type: 'DiscountVotes' | 'RestoreVotes';
  scope: SiteTeamVoteScope;
  id: string;
  reason: string;
};

export interface SiteTeamVotesState {
  /** The latest decision per `<scope>:<id>`. */
  latest: Map<string, 'discount' | 'restore'>;
}

export const REASON_MAX = 500;

export const siteTeamVotesDecider: Decider<SiteTeamVoteCommand, SiteTeamVoteEvent, SiteTeamVotesState> = {
  initialState: () => ({ latest: new Map() }),

  decide(command, state) {
    const reason = command.reason.trim();
    if (reason.length < 3 || reason.length > REASON_MAX)
      throw new DomainError('invalid', 'invalid_reason', `Give the reason in 3 to ${REASON_MAX} characters.`, 'reason');
    if (command.id.trim() === '') throw new DomainError('invalid', 'missing_subject', 'Name the account or listing.');
    if (command.scope === 'listing' && !/^\d+$/.test(command.id))
      throw new DomainError('invalid', 'invalid_listing', 'A listing is named by its numeric id.');
    const action = command.type === 'DiscountVotes' ? 'discount' : 'restore';
    if (state.latest.get(`${command.scope}:${command.id}`) === action) return [];
    const data = { scope: command.scope, id: command.id, reason };
    return [
      command.type === 'DiscountVotes'
        ? { type: 'SiteTeamDiscountedVotes', data }
        : { type: 'SiteTeamRestoredVotes', data },
    ];
  },

  evolve(state, event) {
    const latest = new Map(state.latest);
    latest.set(
      `${event.data.scope}:${event.data.id}`,
      event.type === 'SiteTeamDiscountedVotes' ? 'discount' : 'restore',
    );
    return { latest };
  },
};

/** The decisions as the counting rules take them, from the recorded events (oldest first). */
export const siteTeamDecisions = (recorded: readonly RecordedEvent[]): SiteTeamDecision[] =>
  recorded
    .filter((e) => isEventOf<SiteTeamVoteEvent>(e, 'SiteTeamDiscountedVotes', 'SiteTeamRestoredVotes'))
    .map((e) => ({
      action: e.type === 'SiteTeamDiscountedVotes' ? ('discount' as const) : ('restore' as const),
      scope: e.data.scope,
      id: e.data.id,
      reason: e.data.reason,
      at: e.metadata.at,
    }));
