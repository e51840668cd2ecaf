import { type DocumentStore, type Clock, addWeeks, mondayOf } from '@listings/shared/kernel';
import { ok, type OperationHandler } from '@listings/shared/api';
import { PRODUCTS_COLLECTION, freeQueueWeeks } from '@listings/projectors/site-content';
import { STANDARD_PRODUCTS, type ProductDetails } from '@listings/shared/contracts/site-content';

/** A product of the `products` read model (products.projection.ts). */
interface ProductDocument extends ProductDetails {
  _id: string;
  code: string;
  price_cents: number;
  offered: boolean;
  [field: string]: unknown;
}

/** How many launch weeks ahead an order may name. */
export const LAUNCH_WEEKS_AHEAD = 12;

/** The next `count` Mondays after now, UTC (this week's Monday has already begun, so it is not offered). */
export const nextMondays = (now: Date, count = LAUNCH_WEEKS_AHEAD): string[] =>
  Array.from({ length: count }, (_, i) => addWeeks(mondayOf(now), i + 1));

const ORDER = Object.keys(STANDARD_PRODUCTS);
const rank = (code: string) => (ORDER.includes(code) ? ORDER.indexOf(code) : ORDER.length);

/**
 * list_products: every product on offer that has an admin price, with its price in USD cents
 * (excluding VAT), needs_listing, its options, whether an order line names a week, and the launch
 * weeks an order may name (the next Mondays, UTC). Also where the free queue currently lands.
 */
export const listProducts =
  (documents: DocumentStore, clock: Clock): OperationHandler<'list_products'> =>
  async () => {
    const now = clock.now();
    const [products, queueWeeks] = await Promise.all([
      documents
        .collection<ProductDocument>(PRODUCTS_COLLECTION)
        .find({ offered: true, price_cents: { $type: 'number' } }),
      freeQueueWeeks(documents),
    ]);
    products.sort((a, b) => rank(a._id) - rank(b._id) || a._id.localeCompare(b._id));
    const launchWeeks = nextMondays(now, LAUNCH_WEEKS_AHEAD);
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
