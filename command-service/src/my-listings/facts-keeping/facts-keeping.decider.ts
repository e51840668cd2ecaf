/**
 * Kept facts of one live listing, decided purely: the quoted facts and the pages as read (their text
 * already extracted) come in the command. A quote holds when it occurs in its page's text after the
 * same normalising the drafter's evidence check uses (evidence.ts), so a fact confirmed at drafting is
 * judged the same way later. A page not read this time (304, robots.txt, an error) changes nothing about
 * its quotes; "confirmed" needs every quoted page answered (read or not modified) and no quote missing.
 */
import type { Decider } from '@listings/shared/kernel';
import type { FactsKeepingEvent, QuotedFact, RereadOutcome } from '@listings/shared/contracts/my-listings';
import { MIN_QUOTE_LENGTH, normaliseForEvidence } from '../../drafts/index.ts';

export interface RereadPage {
  url: string;
  outcome: RereadOutcome;
  /** The page's checkable text (visible and meta text), when read. */
  text?: string;
  etag: string | null;
  lastModified: string | null;
}

export type FactsKeepingCommand =
  | { type: 'RecordReread'; listingId: number; facts: QuotedFact[]; pages: RereadPage[] }
  | { type: 'RecordFlagMail'; listingId: number; flagId: string; messageId: string };

export interface FactsKeepingState {
  /** Validators of the last copy read, per page. */
  validators: Map<string, { etag: string | null; lastModified: string | null }>;
  /** Quotes flagged missing (key: url + quote). */
  missing: Set<string>;
  /** Flags (FactEvidenceMissing event ids) the owner was e-mailed about. */
  mailed: Set<string>;
}

const keyOf = (fact: Pick<QuotedFact, 'url' | 'quote'>) => `${fact.url}\n${fact.quote}`;

export const factsKeepingDecider: Decider<FactsKeepingCommand, FactsKeepingEvent, FactsKeepingState> = {
  initialState: () => ({ validators: new Map(), missing: new Set(), mailed: new Set() }),

  decide(command, state) {
    const { listingId } = command;
    if (command.type === 'RecordFlagMail')
      return state.mailed.has(command.flagId)
        ? []
        : [{ type: 'FactFlagMailed', data: { listingId, flagId: command.flagId, messageId: command.messageId } }];
    const pages = new Map(command.pages.map((page) => [page.url, page]));
    const events: FactsKeepingEvent[] = [
      {
        type: 'SiteReread',
        data: {
          listingId,
          pages: command.pages.map(({ url, outcome, etag, lastModified }) => ({ url, outcome, etag, lastModified })),
        },
      },
    ];
    const missingAfter = new Set(state.missing);
    let allAnswered = command.facts.length > 0;
    for (const fact of command.facts) {
      const page = pages.get(fact.url);
      if (!page || (page.outcome !== 'read' && page.outcome !== 'not_modified')) allAnswered = false;
      if (page?.outcome !== 'read') continue;
      const quote = normaliseForEvidence(fact.quote);
      if (quote.length < MIN_QUOTE_LENGTH) continue;
      const holds = normaliseForEvidence(page.text ?? '').includes(quote);
      const wasMissing = state.missing.has(keyOf(fact));
      if (!holds && !wasMissing && !missingAfter.has(keyOf(fact))) {
        missingAfter.add(keyOf(fact));
        events.push({ type: 'FactEvidenceMissing', data: { listingId, ...fact } });
      }
      if (holds && wasMissing) {
        missingAfter.delete(keyOf(fact));
        events.push({ type: 'FactEvidenceFoundAgain', data: { listingId, ...fact } });
      }
    }
    if (allAnswered && missingAfter.size === 0) events.push({ type: 'FactsConfirmed', data: { listingId } });
    return events;
  },

  evolve(state, event) {
    switch (event.type) {
      case 'SiteReread': {
        const validators = new Map(state.validators);
        for (const page of event.data.pages)
          if (page.outcome === 'read') validators.set(page.url, { etag: page.etag, lastModified: page.lastModified });
        return { ...state, validators };
      }
      case 'FactEvidenceMissing':
        return { ...state, missing: new Set([...state.missing, keyOf(event.data)]) };
      case 'FactEvidenceFoundAgain': {
        const missing = new Set(state.missing);
        missing.delete(keyOf(event.data));
        return { ...state, missing };
      }
      case 'FactsConfirmed':
        return state;
      case 'FactFlagMailed':
        return { ...state, mailed: new Set([...state.mailed, event.data.flagId]) };
    }
  },
};
