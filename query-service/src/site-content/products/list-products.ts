import { type DocumentStore, type Clock, addWeeks, mondayOf } from '@listings/shared/kernel';
import { ok, type OperationHandler } from '@listings/shared/api';
import { freeQueueWeeks, launchWeeksAhead, productsOfSite } from '@listings/projectors/site-content';
import { DEFAULT_LAUNCH_WEEKS_AHEAD, STANDARD_PRODUCTS } from '@listings/shared/contracts/site-content';

/** How many launch weeks ahead an order may name until a site sets its launch calendar. */
export const LAUNCH_WEEKS_AHEAD = DEFAULT_LAUNCH_WEEKS_AHEAD;

/** The next `count` Mondays after now, UTC (this week's Monday has already begun, so it is not offered). */
export const nextMondays = (now: Date, count = LAUNCH_WEEKS_AHEAD): string[] =>
  Array.from({ length: count }, (_, i) => addWeeks(mondayOf(now), i + 1));

const ORDER = Object.keys(STANDARD_PRODUCTS);
const rank = (code: string) => (ORDER.includes(code) ? ORDER.indexOf(code) : ORDER.length);

/**
 * list_products: every product on offer that has an admin price, with its price in USD cents
 * (excluding VAT), needs_listing, its options, whether an order line names a week, and the launch
 * weeks an order may name (the next Mondays, UTC). Also where the free queue currently lands. All of
 * it for the request's site (issue 30): its own prices and settings, the default site's where it has
 * none of its own (site-commerce.ts).
 */
export const listProducts =
  (documents: DocumentStore, clock: Clock): OperationHandler<'list_products'> =>
  async (context) => {
    const now = clock.now();
    const [used, queueWeeks, weeksAhead] = await Promise.all([
      productsOfSite(documents, context.site),
      freeQueueWeeks(documents, context.site),
      launchWeeksAhead(documents, context.site),
    ]);
    const products = [...used.values()]
      .filter((p): p is typeof p & { price_cents: number } => p.offered && typeof p.price_cents === 'number')
      .sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
    const launchWeeks = nextMondays(now, weeksAhead);
    return ok({
      items: products.map((p) => ({
        code: p.code,
        name: p.name,
        description: p.description,
        price_cents: p.price_cents,
        currency: 'USD',
        needs_listing: p.needs_listing,
        week: p.week,
        options: p.options,
        ...(p.code === 'billboard_min' ? { minimum_amount_cents: p.price_cents } : {}),
      })),
      total: products.length,
      currency: 'USD',
      prices_exclude_vat: true,
      launch_weeks: launchWeeks,
      free_queue: { weeks_out: queueWeeks, week: addWeeks(mondayOf(now), queueWeeks) },
    });
  };
