/**
 * Pricing of an order: one pure function used by quote_order, create_checkout and again when the
 * person pays on the checkout page. Everything it needs (products with their admin prices, the
 * caller's listings, categories, the launch weeks list_products offers, the promo code and its
 * redemptions so far, the seller's country) is handed in as a PricingContext; nothing here does I/O.
 *
 * A refusal is a DomainError naming the field (`body.items.N.product`, …): the whole order is
 * refused, nothing is built. Amounts are whole USD cents. Rounding: a percentage discount and VAT
 * are each rounded half up to the cent, once, on the order's totals (not per line).
 */
import { DomainError } from '../../kernel/index.ts';
import type { ProductOption, WeekRule } from '../site-content/product.events.ts';
import type { PromoCodeTerms } from '../site-content/promo-code.events.ts';
import { MAX_EXTRA_CATEGORIES } from '../listings/listing.profile.ts';
import type { VatNumberCheck } from '@listings/shared/platform';
import { decideVat, type VatNumberCheckRecord, type VatTreatment } from './vat.ts';

export interface OrderItemInput {
  product: string;
  listing_id?: number;
  week?: string;
  amount_cents?: number;
  categories?: string[];
  options?: Record<string, unknown>;
}

export interface OrderRequest {
  items: OrderItemInput[];
  billing_country?: string;
  vat_number?: string;
  promo_code?: string;
}

export interface ProductInfo {
  code: string;
  name: string;
  price_cents: number | null;
  offered: boolean;
  needs_listing: boolean;
  week: WeekRule;
  options: Record<string, ProductOption>;
}

export interface ListingInfo {
  listingId: number;
  ownerId: string | null;
  status: string;
  plan: 'free' | 'paid' | null;
  /** Category slugs, the first is the primary. */
  categories: string[];
  name: string;
  slug: string;
}

export interface PromoInfo {
  terms: PromoCodeTerms;
  status: 'active' | 'disabled';
  /** Paid orders that used the code so far. */
  redemptions: number;
}

export interface PricingContext {
  now: Date;
  accountId: string;
  /** Two letters, upper case (SELLER_COUNTRY). */
  sellerCountry: string;
  products: ReadonlyMap<string, ProductInfo>;
  /** The listings the items name (any owner; ownership is checked here). */
  listings: ReadonlyMap<number, ListingInfo>;
  /** Which of the category slugs the items name exist. */
  categories: ReadonlySet<string>;
  /** The launch weeks list_products offers (Mondays, YYYY-MM-DD). */
  launchWeeks: readonly string[];
  /** The promo code the request names, looked up (null: no such code). */
  promo: PromoInfo | null;
  /** VIES's answer about the request's VAT number when it was asked (vat.ts viesQuestion); absent: format rules only. */
  viesCheck?: VatNumberCheck | null;
  /**
   * The site of the network whose prices, promo codes and calendar priced the order (issue 30): its
   * (first) listing's site, or the request's when it names none. Absent: the default site. Listings
   * of another site are left out of `listings`, so an order never spans two sites.
   */
  site?: string;
}

export interface PricedLine {
  line: number;
  product: string;
  product_name: string;
  listing_id: number | null;
  listing_name: string | null;
  week: string | null;
  amount_cents: number | null;
  categories: string[] | null;
  options: Record<string, unknown> | null;
  quantity: 1;
  unit_price_cents: number;
  line_total_cents: number;
  /** Whether the promo code takes something off this line. */
  discounted: boolean;
}

export interface OrderTotals {
  subtotal_cents: number;
  discount_cents: number;
  net_cents: number;
  /** Percent (25.5 = 25.5 %); null while the billing country is unknown. */
  vat_rate_percent: number | null;
  vat_cents: number;
  total_cents: number;
  currency: 'USD';
  vat: {
    treatment: VatTreatment;
    country: string | null;
    vat_number: string | null;
    note: string;
    /** How the VAT number was checked (VIES or format), when one was given for reverse charge. */
    vat_number_check?: VatNumberCheckRecord;
  };
}

export interface AppliedPromo {
  code: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  /** What the code takes off, before VAT. */
  discount_cents: number;
  /** Product codes it applies to; empty = every product. */
  products: string[];
}

export interface PricedOrder {
  lines: PricedLine[];
  promo: AppliedPromo | null;
  totals: OrderTotals;
}

export const PROMO_REFUSAL_REASONS = [
  'unknown',
  'disabled',
  'not_yet_valid',
  'expired',
  'used_up',
  'not_applicable',
] as const;
export type PromoRefusalReason = (typeof PROMO_REFUSAL_REASONS)[number];

const PROMO_MESSAGES: Record<PromoRefusalReason, string> = {
  unknown: 'there is no such code',
  disabled: 'the code has been withdrawn',
  not_yet_valid: 'the code is not valid yet',
  expired: 'the code has expired',
  used_up: 'the code has been used as many times as it may be',
  not_applicable: 'the code does not apply to any product in this order',
};

/** A promo code that cannot be used: 400 promo_code_invalid with the reason. */
export const promoRefusal = (code: string, reason: PromoRefusalReason): DomainError =>
  new DomainError(
    'invalid',
    'promo_code_invalid',
    `Promo code "${code}" cannot be used: ${PROMO_MESSAGES[reason]}. Nothing was built.`,
    'body.promo_code',
    { reason },
  );

export const isPromoRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.code === 'promo_code_invalid';

/** Every code a pricing refusal (400) may carry. */
export const PRICING_REFUSAL_CODES: readonly string[] = [
  'unknown_product',
  'listing_required',
  'listing_not_found',
  'listing_not_accepted',
  'week_not_accepted',
  'week_not_offered',
  'week_required',
  'listing_already_live',
  'not_a_free_listing',
  'amount_not_accepted',
  'amount_required',
  'amount_below_minimum',
  'categories_not_accepted',
  'categories_required',
  'too_many_categories',
  'unknown_category',
  'duplicate_category',
  'primary_category',
  'primary_category_required',
  'category_already_on_listing',
  'unknown_option',
  'option_required',
  'invalid_option_value',
  'duplicate_item',
  'conflicting_items',
  'paid_listing_required',
  'promo_code_invalid',
  'invalid_vat_number',
];

/** Products that put the listing on the paid plan. */
export const PAID_PLAN_PRODUCTS: readonly string[] = ['launch', 'launch_bundle', 'relaunch'];
/** Products that are mutually exclusive for one listing in one order. */
const PUBLISHING_PRODUCTS: readonly string[] = ['launch', 'launch_bundle', 'relaunch', 'skip_queue'];

const invalid = (code: string, message: string, field: string) => new DomainError('invalid', code, message, field);

function checkOptions(
  product: ProductInfo,
  options: Record<string, unknown> | undefined,
  at: string,
): Record<string, unknown> | null {
  const given = options ?? {};
  for (const name of Object.keys(given)) {
    if (!(name in product.options)) {
      const known = Object.keys(product.options);
      throw invalid(
        'unknown_option',
        `${product.code} has no option "${name}"${known.length ? `: its options are ${known.join(', ')}` : ': it takes no options'}.`,
        `${at}.options.${name}`,
      );
    }
  }
  for (const [name, option] of Object.entries(product.options)) {
    const value = given[name];
    if (value === undefined || value === null) {
      if (option.required)
        throw invalid('option_required', `${product.code} needs the option "${name}".`, `${at}.options.${name}`);
      continue;
    }
    const ok =
      option.type === 'string'
        ? typeof value === 'string' && value.length <= 500
        : option.type === 'integer'
          ? Number.isInteger(value)
          : option.type === 'boolean'
            ? typeof value === 'boolean'
            : typeof value === 'string' && (option.values ?? []).includes(value);
    if (!ok) {
      const expected =
        option.type === 'enum'
          ? `one of ${(option.values ?? []).join(', ')}`
          : option.type === 'string'
            ? 'a string (max 500)'
            : `a${option.type === 'integer' ? 'n' : ''} ${option.type}`;
      throw invalid(
        'invalid_option_value',
        `Option "${name}" of ${product.code} must be ${expected}.`,
        `${at}.options.${name}`,
      );
    }
  }
  return Object.keys(given).length ? { ...given } : null;
}

function priceItem(item: OrderItemInput, index: number, context: PricingContext): PricedLine {
  const at = `body.items.${index}`;
  const product = context.products.get(item.product);
  if (!product || !product.offered || product.price_cents === null) {
    throw invalid(
      'unknown_product',
      `"${item.product}" is not a product on offer: see list_products.`,
      `${at}.product`,
    );
  }
  const code = product.code;

  // The listing.
  let listing: ListingInfo | null = null;
  if (product.needs_listing) {
    if (item.listing_id === undefined)
      throw invalid('listing_required', `${code} needs listing_id.`, `${at}.listing_id`);
    const found = context.listings.get(item.listing_id);
    if (!found || found.ownerId !== context.accountId)
      throw invalid('listing_not_found', `You have no listing ${item.listing_id}.`, `${at}.listing_id`);
    listing = found;
  } else if (item.listing_id !== undefined) {
    throw invalid(
      'listing_not_accepted',
      `${code} is not bought for a listing: leave listing_id out.`,
      `${at}.listing_id`,
    );
  }

  // The week.
  if (item.week !== undefined) {
    if (product.week === 'none') throw invalid('week_not_accepted', `${code} takes no week.`, `${at}.week`);
    if (!context.launchWeeks.includes(item.week)) {
      throw invalid(
        'week_not_offered',
        `${item.week} is not a launch week on offer: use one of ${context.launchWeeks.join(', ')} (list_products).`,
        `${at}.week`,
      );
    }
  } else if (product.week === 'required') {
    throw invalid('week_required', `${code} needs a week: one of the launch weeks list_products shows.`, `${at}.week`);
  }

  // Rules of particular products.
  // Every published listing has a primary category (the first of its categories): none, no launch.
  if (PAID_PLAN_PRODUCTS.includes(code) && listing && listing.categories.length === 0) {
    throw invalid(
      'primary_category_required',
      `Listing ${listing.listingId} has no category, and every published listing has a primary one: set fields.categories with update_draft (names from list_categories), then order again.`,
      `${at}.listing_id`,
    );
  }
  if ((code === 'launch' || code === 'launch_bundle') && listing?.status === 'live') {
    throw invalid(
      'listing_already_live',
      `Listing ${listing.listingId} is already live: buy relaunch to launch it again.`,
      `${at}.listing_id`,
    );
  }
  if (
    code === 'skip_queue' &&
    listing &&
    !(listing.plan === 'free' && (listing.status === 'scheduled' || listing.status === 'awaiting_badge'))
  ) {
    throw invalid(
      'not_a_free_listing',
      `skip_queue is for listings queued on the free plan; listing ${listing.listingId} is not (choose_free_listing first, or buy launch).`,
      `${at}.listing_id`,
    );
  }
  if (item.amount_cents !== undefined && code !== 'billboard_min')
    throw invalid('amount_not_accepted', 'amount_cents is for billboard_min only.', `${at}.amount_cents`);
  if (code === 'billboard_min') {
    if (item.amount_cents === undefined)
      throw invalid(
        'amount_required',
        `billboard_min needs amount_cents, at least ${product.price_cents}.`,
        `${at}.amount_cents`,
      );
    if (item.amount_cents < product.price_cents)
      throw invalid(
        'amount_below_minimum',
        `amount_cents must be at least the minimum, ${product.price_cents}.`,
        `${at}.amount_cents`,
      );
  }
  if (item.categories !== undefined && code !== 'extra_categories')
    throw invalid('categories_not_accepted', 'categories is for extra_categories only.', `${at}.categories`);
  let categories: string[] | null = null;
  if (code === 'extra_categories') {
    const wanted = item.categories ?? [];
    if (wanted.length === 0)
      throw invalid(
        'categories_required',
        'extra_categories needs 1 to 3 category slugs in categories.',
        `${at}.categories`,
      );
    if (wanted.length > MAX_EXTRA_CATEGORIES)
      throw invalid('too_many_categories', `At most ${MAX_EXTRA_CATEGORIES} extra categories.`, `${at}.categories`);
    const current = listing?.categories ?? [];
    wanted.forEach((slug, i) => {
      if (!context.categories.has(slug))
        throw invalid('unknown_category', `There is no category "${slug}" (list_categories).`, `${at}.categories.${i}`);
      if (wanted.indexOf(slug) !== i)
        throw invalid('duplicate_category', `"${slug}" is named twice.`, `${at}.categories.${i}`);
      if (current[0] === slug)
        throw invalid(
          'primary_category',
          `"${slug}" is the listing's primary category already.`,
          `${at}.categories.${i}`,
        );
      if (current.includes(slug))
        throw invalid('category_already_on_listing', `The listing is in "${slug}" already.`, `${at}.categories.${i}`);
    });
    const extrasAfter = Math.max(0, current.length - 1) + wanted.length;
    if (extrasAfter > MAX_EXTRA_CATEGORIES) {
      throw invalid(
        'too_many_categories',
        `A listing has at most ${MAX_EXTRA_CATEGORIES} extra categories; this one has ${Math.max(0, current.length - 1)} already.`,
        `${at}.categories`,
      );
    }
    categories = [...wanted];
  }
  const options = checkOptions(product, item.options, at);

  const unit = code === 'billboard_min' ? item.amount_cents! : product.price_cents;
  return {
    line: index + 1,
    product: code,
    product_name: product.name,
    listing_id: listing?.listingId ?? null,
    listing_name: listing?.name ?? null,
    week: item.week ?? null,
    amount_cents: code === 'billboard_min' ? item.amount_cents! : null,
    categories,
    options,
    quantity: 1,
    unit_price_cents: unit,
    line_total_cents: unit,
    discounted: false,
  };
}

function checkAcrossItems(lines: PricedLine[], context: PricingContext): void {
  const seen = new Map<string, number>();
  for (const line of lines) {
    const at = `body.items.${line.line - 1}`;
    const key = `${line.product}:${line.listing_id ?? ''}`;
    if (seen.has(key))
      throw invalid(
        'duplicate_item',
        `Item ${line.line - 1} repeats item ${seen.get(key)! - 1} (${line.product}${line.listing_id ? ` for listing ${line.listing_id}` : ''}).`,
        at,
      );
    seen.set(key, line.line);
    if (PUBLISHING_PRODUCTS.includes(line.product) && line.listing_id !== null) {
      const other = lines.find(
        (l) => l !== line && l.listing_id === line.listing_id && PUBLISHING_PRODUCTS.includes(l.product),
      );
      if (other && other.line < line.line) {
        throw invalid(
          'conflicting_items',
          `${line.product} and ${other.product} both publish listing ${line.listing_id}: choose one.`,
          at,
        );
      }
    }
    if (line.product === 'extra_categories' && line.listing_id !== null) {
      const listing = context.listings.get(line.listing_id)!;
      const madePaid = lines.some((l) => l.listing_id === line.listing_id && PAID_PLAN_PRODUCTS.includes(l.product));
      if (listing.plan !== 'paid' && !madePaid) {
        throw invalid(
          'paid_listing_required',
          `Extra categories are for paid listings: listing ${line.listing_id} is not on the paid plan (add launch to this order).`,
          `${at}.listing_id`,
        );
      }
    }
  }
}

/**
 * The promo code's refusal reason, or null when it can be used on these lines. The code must be
 * typed exactly as it was created (the spec: "exactly as typed"): `save10` is not `SAVE10`, though
 * codes differing only in case cannot both exist (they share one stream).
 */
export function promoRefusalReason(
  promo: PromoInfo | null,
  lines: readonly Pick<PricedLine, 'product'>[],
  now: Date,
  typed?: string,
): PromoRefusalReason | null {
  if (!promo || (typed !== undefined && typed !== promo.terms.code)) return 'unknown';
  if (promo.status === 'disabled') return 'disabled';
  const { terms } = promo;
  if (terms.valid_from && now.getTime() < Date.parse(terms.valid_from)) return 'not_yet_valid';
  if (terms.valid_until && now.getTime() >= Date.parse(terms.valid_until)) return 'expired';
  if (terms.max_redemptions !== null && promo.redemptions >= terms.max_redemptions) return 'used_up';
  if (terms.products.length && !lines.some((l) => terms.products.includes(l.product))) return 'not_applicable';
  return null;
}

export function priceOrder(request: OrderRequest, context: PricingContext): PricedOrder {
  const lines = request.items.map((item, index) => priceItem(item, index, context));
  checkAcrossItems(lines, context);

  let promo: AppliedPromo | null = null;
  const subtotal = lines.reduce((sum, l) => sum + l.line_total_cents, 0);
  let discount = 0;
  if (request.promo_code !== undefined) {
    const reason = promoRefusalReason(context.promo, lines, context.now, request.promo_code);
    if (reason) throw promoRefusal(request.promo_code, reason);
    const { terms } = context.promo!;
    const applies = (product: string) => terms.products.length === 0 || terms.products.includes(product);
    for (const line of lines) line.discounted = applies(line.product);
    const eligible = lines.filter((l) => l.discounted).reduce((sum, l) => sum + l.line_total_cents, 0);
    discount =
      terms.percent_off !== null
        ? Math.floor((eligible * terms.percent_off + 50) / 100)
        : Math.min(terms.amount_off_cents ?? 0, eligible);
    promo = {
      code: terms.code,
      percent_off: terms.percent_off,
      amount_off_cents: terms.amount_off_cents,
      discount_cents: discount,
      products: [...terms.products],
    };
  }

  const vat = decideVat({
    billingCountry: request.billing_country,
    vatNumber: request.vat_number,
    sellerCountry: context.sellerCountry,
    viesCheck: context.viesCheck,
  });
  if ('error' in vat) {
    throw invalid(
      'invalid_vat_number',
      `"${request.vat_number}" is not a VAT number of ${request.billing_country?.toUpperCase()} (format check; with or without the country prefix).`,
      'body.vat_number',
    );
  }
  const net = subtotal - discount;
  const vatCents = vat.rateBp === null ? 0 : Math.floor((net * vat.rateBp + 5000) / 10000);
  return {
    lines,
    promo,
    totals: {
      subtotal_cents: subtotal,
      discount_cents: discount,
      net_cents: net,
      vat_rate_percent: vat.rateBp === null ? null : vat.rateBp / 100,
      vat_cents: vatCents,
      total_cents: net + vatCents,
      currency: 'USD',
      vat: {
        treatment: vat.treatment,
        country: vat.country,
        vat_number: vat.vatNumber,
        note: vat.note,
        ...(vat.check ? { vat_number_check: vat.check } : {}),
      },
    },
  };
}

/** Listing ids, category slugs and the promo code a request names: what a PricingContext loader looks up. */
export const referencesOf = (request: OrderRequest) => ({
  listingIds: [...new Set(request.items.map((i) => i.listing_id).filter((id): id is number => id !== undefined))],
  categories: [...new Set(request.items.flatMap((i) => i.categories ?? []))],
  products: [...new Set(request.items.map((i) => i.product))],
  promoCode: request.promo_code,
});

/**
 * Gathers what pricing needs (read models: products, listings, categories, promo code, weeks), for
 * the site of the order's (first) listing, or `site` (the request's; none: the default site) when
 * the items name no listing (issue 30).
 */
export interface PricingContextLoader {
  load(accountId: string, request: OrderRequest, site?: { key: string; isDefault: boolean }): Promise<PricingContext>;
}
