/**
 * Admin-entered figures per listing (collection `listing_figures`, keyed by listing slug): the
 * dated history of Domain Rating and revenue, the latest value and the change since the previous
 * one (the trend). For get_listing and the domain-rating and revenue leaderboards.
 */
import { defineProjection } from '@listings/shared/kernel';
import { LISTING_FIGURE_EVENT_TYPES, type ListingFigureEvent } from '@listings/shared/contracts/site-content';

export const LISTING_FIGURES_COLLECTION = 'listing_figures';

export interface FigureSeries {
  history: { date: string; value: number }[];
  latest: { date: string; value: number } | null;
  /** latest minus the value before it; null with fewer than two figures. */
  change: number | null;
}

const series = (current: FigureSeries | undefined, date: string, value: number): FigureSeries => {
  const history = [...(current?.history ?? []).filter((point) => point.date !== date), { date, value }].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  const latest = history[history.length - 1];
  const previous = history[history.length - 2];
  return { history, latest, change: previous ? latest.value - previous.value : null };
};

export const listingFiguresProjection = defineProjection<ListingFigureEvent>({
  name: 'listing-figures',
  collections: [LISTING_FIGURES_COLLECTION],
  eventTypes: LISTING_FIGURE_EVENT_TYPES,

  async setup(documents) {
    await documents.collection(LISTING_FIGURES_COLLECTION).createIndex({ 'domain_rating.latest.value': -1 });
    await documents.collection(LISTING_FIGURES_COLLECTION).createIndex({ 'revenue.latest.value': -1 });
  },

  async apply(event, documents) {
    const figures = documents.collection(LISTING_FIGURES_COLLECTION);
    const { listing, date } = event.data;
    const current = await figures.findOne({ _id: listing });
    const [field, value] =
      event.type === 'DomainRatingRecorded'
        ? (['domain_rating', event.data.value] as const)
        : (['revenue', event.data.amount_cents] as const);
    await figures.updateOne(
      { _id: listing },
      { $set: { listing, [field]: series(current?.[field] as FigureSeries | undefined, date, value) } },
      { upsert: true },
    );
  },
});
