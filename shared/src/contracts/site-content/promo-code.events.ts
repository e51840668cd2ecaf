import { siteScopedStream } from './site-scope.ts';

/**
 * One stream per promo code and site, keyed by the code's upper-case form so codes differing only in
 * case cannot both exist on a site: `promocode-<CODE>` on the default site, `promocode-<CODE>@<site>`
 * on another. A code belongs to the site it was created on and is never valid on another (issue 30).
 */
export const promoCodeKey = (code: string) => code.trim().toUpperCase();
export const promoCodeStream = (code: string, site?: string | null) =>
  siteScopedStream(`promocode-${promoCodeKey(code)}`, site);

export interface PromoCodeTerms {
  code: string;
  /** Exactly one of percent_off (1..100) and amount_off_cents (USD cents). */
  percent_off: number | null;
  amount_off_cents: number | null;
  /** ISO date-times; null means unbounded. */
  valid_from: string | null;
  valid_until: string | null;
  max_redemptions: number | null;
  /** Product codes it applies to; empty means every product. */
  products: string[];
}

/**
 * `reason`: the staff member's, when created or retired in the console (the CLI records none).
 * `site`: the key of the site the code belongs to; absent: the default site (site-scope.ts).
 */
export type PromoCodeEvent =
  | { type: 'PromoCodeCreated'; data: PromoCodeTerms & { site?: string; reason?: string } }
  | { type: 'PromoCodeDisabled'; data: { code: string; site?: string; reason?: string } };

export const PROMO_CODE_EVENT_TYPES = [
  'PromoCodeCreated',
  'PromoCodeDisabled',
] as const satisfies readonly PromoCodeEvent['type'][];
