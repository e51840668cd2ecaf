/**
 * Domain Rating (0 to 100, from a third-party SEO tool, typed in by the site team until an API
 * adapter exists) and revenue (USD cents, e.g. monthly recurring revenue) per listing, each dated.
 * Recording a figure for a date that already has one corrects it; the same figure again is a no-op.
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import { checkDate, checkSlug } from '../faq.ts';
import type { ListingFigureEvent } from '@listings/shared/contracts/site-content';

export const MAX_REVENUE_CENTS = 100_000_000_000_00;

export type ListingFigureCommand =
  | { type: 'RecordDomainRating'; listing: string; date: string; value: number }
  | { type: 'RecordRevenue'; listing: string; date: string; amountCents: number };

export interface ListingFiguresState {
  domainRating: Record<string, number>;
  revenue: Record<string, number>;
}

export const listingFiguresDecider: Decider<ListingFigureCommand, ListingFigureEvent, ListingFiguresState> = {
  initialState: () => ({ domainRating: {}, revenue: {} }),

  decide(command, state) {
    const listing = checkSlug(command.listing, 'Listing slug');
    const date = checkDate(command.date, 'date');
    switch (command.type) {
      case 'RecordDomainRating':
        if (!Number.isFinite(command.value) || command.value < 0 || command.value > 100) {
          throw new DomainError('invalid', 'invalid_domain_rating', 'Domain Rating is a number from 0 to 100.');
        }
        if (state.domainRating[date] === command.value) return [];
        return [{ type: 'DomainRatingRecorded', data: { listing, date, value: command.value } }];
      case 'RecordRevenue':
        if (
          !Number.isInteger(command.amountCents) ||
          command.amountCents < 0 ||
          command.amountCents > MAX_REVENUE_CENTS
        ) {
          throw new DomainError('invalid', 'invalid_revenue', 'Revenue is a whole number of USD cents, 0 or more.');
        }
        if (state.revenue[date] === command.amountCents) return [];
        return [{ type: 'RevenueRecorded', data: { listing, date, amount_cents: command.amountCents } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'DomainRatingRecorded':
        return { ...state, domainRating: { ...state.domainRating, [event.data.date]: event.data.value } };
      case 'RevenueRecorded':
        return { ...state, revenue: { ...state.revenue, [event.data.date]: event.data.amount_cents } };
    }
  },
};
