/** One stream per promo code, keyed by its upper-case form so codes differing only in case cannot both exist. */
export const promoCodeKey = (code: string) => code.trim().toUpperCase();
export const promoCodeStream = (code: string) => `promocode-${promoCodeKey(code)}`;

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

/** `reason`: the staff member's, when created or retired in the console (the CLI records none). */
export type PromoCodeEvent =
  | { type: 'PromoCodeCreated'; data: PromoCodeTerms & { reason?: string } }
  | { type: 'PromoCodeDisabled'; data: { code: string; reason?: string } };

export const PROMO_CODE_EVENT_TYPES = [
  'PromoCodeCreated',
  'PromoCodeDisabled',
] as const satisfies readonly PromoCodeEvent['type'][];
