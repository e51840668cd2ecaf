/**
 * Kept badges of one live free listing, decided purely (the check's result and the time come in the
 * command): see badge-keeping.events.ts for what each event means.
 */
import type { Decider } from '@listings/shared/kernel';
import { outcomeOf, type BadgeKeepingEvent } from '@listings/shared/contracts/my-listings';

export type BadgeKeepingCommand =
  | {
      type: 'RecordKeptCheck';
      listingId: number;
      check: { found: boolean; reason: string; url: string | null };
      now: string;
      graceDays: number;
    }
  | { type: 'RecordGoneMail'; listingId: number; noticeId: string; messageId: string };

export interface BadgeKeepingState {
  graceUntil: string | null;
  nofollow: boolean;
  mailed: Set<string>;
}

export const badgeKeepingDecider: Decider<BadgeKeepingCommand, BadgeKeepingEvent, BadgeKeepingState> = {
  initialState: () => ({ graceUntil: null, nofollow: false, mailed: new Set() }),

  decide(command, state) {
    const { listingId } = command;
    if (command.type === 'RecordGoneMail')
      return state.mailed.has(command.noticeId)
        ? []
        : [{ type: 'BadgeGoneMailed', data: { listingId, noticeId: command.noticeId, messageId: command.messageId } }];
    const outcome = outcomeOf(command.check);
    const checked: BadgeKeepingEvent = {
      type: 'KeptBadgeChecked',
      data: { listingId, outcome, reason: command.check.reason, url: command.check.url },
    };
    if (outcome === 'present')
      return state.graceUntil || state.nofollow ? [checked, { type: 'BadgeReturned', data: { listingId } }] : [checked];
    if (outcome === 'inconclusive') return [checked];
    if (!state.graceUntil) {
      const graceUntil = new Date(Date.parse(command.now) + command.graceDays * 86_400_000).toISOString();
      return [checked, { type: 'BadgeGoneNoticed', data: { listingId, graceUntil } }];
    }
    if (!state.nofollow && Date.parse(command.now) >= Date.parse(state.graceUntil))
      return [checked, { type: 'OutboundLinkNofollowed', data: { listingId } }];
    return [checked];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'KeptBadgeChecked':
        return state;
      case 'BadgeGoneNoticed':
        return { ...state, graceUntil: event.data.graceUntil };
      case 'OutboundLinkNofollowed':
        return { ...state, nofollow: true };
      case 'BadgeReturned':
        return { ...state, graceUntil: null, nofollow: false };
      case 'BadgeGoneMailed':
        return { ...state, mailed: new Set([...state.mailed, event.data.noticeId]) };
    }
  },
};
