/** Admin-entered figures of one listing (stream `figures-<slug>`), dated so a trend exists. */
export const listingFiguresStream = (slug: string) => `figures-${slug}`;

export type ListingFigureEvent =
  | { type: 'DomainRatingRecorded'; data: { listing: string; date: string; value: number } }
  | { type: 'RevenueRecorded'; data: { listing: string; date: string; amount_cents: number } };

export const LISTING_FIGURE_EVENT_TYPES = [
  'DomainRatingRecorded',
  'RevenueRecorded',
] as const satisfies readonly ListingFigureEvent['type'][];
