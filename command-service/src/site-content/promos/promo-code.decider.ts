/**
 * Promo codes: created with their terms, then disabled (terms never change, so an order quoted
 * under a code can always say what the code was). Redemptions are counted by the orders side.
 * A code belongs to one site of the network (issue 30): a command naming `site` decides on that
 * site's stream (`promocode-<CODE>@<site>`) and its events carry the site; none is the default site.
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import {
  type PromoCodeEvent,
  type PromoCodeTerms,
  PRODUCT_CODE_PATTERN,
  siteField,
} from '@listings/shared/contracts/site-content';
import { checkReason } from '../products/product.decider.ts';

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/** `site`: the key of the site the code belongs to (absent: the default site). */
export type PromoCodeCommand = (
  | {
      type: 'CreatePromoCode';
      code: string;
      percentOff?: number;
      amountOffCents?: number;
      validFrom?: string;
      validUntil?: string;
      maxRedemptions?: number;
      products?: string[];
      /** The console's reason (3-500 characters); the CLI gives none. */
      reason?: string;
    }
  | { type: 'DisablePromoCode'; code: string; reason?: string }
) & { site?: string };

export interface PromoCodeState {
  status: 'none' | 'active' | 'disabled';
}

const timestamp = (value: string | undefined, field: string): string | null => {
  if (value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new DomainError('invalid', 'invalid_date', `${field} "${value}" is not a date.`);
  return date.toISOString();
};

const invalid = (code: string, message: string) => new DomainError('invalid', code, message);

export const promoCodeDecider: Decider<PromoCodeCommand, PromoCodeEvent, PromoCodeState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const code = command.code.trim();
    const site = siteField(command.site);
    switch (command.type) {
      case 'CreatePromoCode': {
        if (!PROMO_CODE_PATTERN.test(code))
          throw invalid('invalid_promo_code', 'A promo code is 1 to 40 letters, digits, dashes and underscores.');
        if (state.status !== 'none')
          throw new DomainError('conflict', 'promo_code_exists', `Promo code ${code} already exists.`);
        const { percentOff, amountOffCents } = command;
        if ((percentOff === undefined) === (amountOffCents === undefined))
          throw invalid('invalid_discount', 'Give exactly one of a percentage off and an amount off.');
        if (percentOff !== undefined && (!Number.isInteger(percentOff) || percentOff < 1 || percentOff > 100))
          throw invalid('invalid_discount', 'The percentage off is a whole number from 1 to 100.');
        if (
          amountOffCents !== undefined &&
          (!Number.isInteger(amountOffCents) || amountOffCents < 1 || amountOffCents > 100_000_000)
        )
          throw invalid('invalid_discount', 'The amount off is a whole number of USD cents, at least 1.');
        const validFrom = timestamp(command.validFrom, 'valid_from');
        const validUntil = timestamp(command.validUntil, 'valid_until');
        if (validFrom && validUntil && validUntil <= validFrom)
          throw invalid('invalid_validity', 'valid_until must be after valid_from.');
        const max = command.maxRedemptions;
        if (max !== undefined && (!Number.isInteger(max) || max < 1))
          throw invalid('invalid_max_redemptions', 'max_redemptions is a whole number, at least 1.');
        const products = [...new Set(command.products ?? [])];
        const badProduct = products.find((p) => !PRODUCT_CODE_PATTERN.test(p));
        if (badProduct !== undefined) throw invalid('invalid_product_code', `"${badProduct}" is not a product code.`);
        const terms: PromoCodeTerms = {
          code,
          percent_off: percentOff ?? null,
          amount_off_cents: amountOffCents ?? null,
          valid_from: validFrom,
          valid_until: validUntil,
          max_redemptions: max ?? null,
          products,
        };
        const reason = checkReason(command.reason);
        return [{ type: 'PromoCodeCreated', data: { ...terms, ...site, ...(reason ? { reason } : {}) } }];
      }
      case 'DisablePromoCode': {
        if (state.status === 'none')
          throw new DomainError('not_found', 'promo_code_not_found', `Promo code ${code} does not exist.`);
        const reason = checkReason(command.reason);
        return state.status === 'disabled'
          ? []
          : [{ type: 'PromoCodeDisabled', data: { code, ...site, ...(reason ? { reason } : {}) } }];
      }
    }
  },

  evolve: (_state, event) => ({ status: event.type === 'PromoCodeCreated' ? 'active' : 'disabled' }),
};
