/**
 * A buyable product (stream `product-<code>`): its details, its price in USD cents (set by the site
 * admin, excluding VAT), and whether it is on offer. Standard codes come with their details, so
 * setting a price is enough to offer one; other codes (trophy-cabinet products) are defined first.
 * Each site of the network has its own (issue 30): a command naming `site` decides on that site's
 * stream (`product-<code>@<site>`) and its events carry the site; none is the default site.
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import { checkText } from '../faq.ts';
import {
  type ProductDetails,
  type ProductEvent,
  type ProductOption,
  type WeekRule,
  PRODUCT_CODE_PATTERN,
  STANDARD_PRODUCTS,
  TROPHY_PREFIX,
  siteField,
} from '@listings/shared/contracts/site-content';

export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_OPTIONS = 20;

/** `site`: the key of the site whose product it is (absent: the default site). */
export type ProductCommand = (
  | {
      type: 'DefineProduct';
      code: string;
      name?: string;
      description?: string;
      needsListing?: boolean;
      week?: WeekRule;
      options?: Record<string, ProductOption>;
    }
  | { type: 'SetProductPrice'; code: string; priceCents: number; reason?: string }
  | { type: 'WithdrawProduct'; code: string }
  | { type: 'OfferProduct'; code: string }
) & { site?: string };

export interface ProductState {
  details: ProductDetails | null;
  priceCents: number | null;
  offered: boolean;
}

const checkCode = (code: string): string => {
  if (!PRODUCT_CODE_PATTERN.test(code))
    throw new DomainError(
      'invalid',
      'invalid_product_code',
      `Product code "${code}" must be lower-case letters, digits and underscores (max 60).`,
    );
  if (!STANDARD_PRODUCTS[code] && !code.startsWith(TROPHY_PREFIX)) {
    throw new DomainError(
      'invalid',
      'unknown_product_code',
      `"${code}" is not a product code: use one of ${Object.keys(STANDARD_PRODUCTS).join(', ')} or ${TROPHY_PREFIX}<name> for a trophy-cabinet product.`,
    );
  }
  return code;
};

const checkOptions = (options: Record<string, ProductOption>): Record<string, ProductOption> => {
  const entries = Object.entries(options);
  if (entries.length > MAX_OPTIONS)
    throw new DomainError('invalid', 'too_many_options', `A product takes at most ${MAX_OPTIONS} options.`);
  return Object.fromEntries(
    entries.map(([name, option]) => {
      if (!/^[a-z][a-z0-9_]{0,39}$/.test(name))
        throw new DomainError(
          'invalid',
          'invalid_option',
          `Option name "${name}" must be lower-case letters, digits and underscores.`,
        );
      if (!option || !['string', 'integer', 'boolean', 'enum'].includes(option.type))
        throw new DomainError(
          'invalid',
          'invalid_option',
          `Option ${name} needs a type: string, integer, boolean or enum.`,
        );
      const values = option.type === 'enum' ? option.values : undefined;
      if (
        option.type === 'enum' &&
        (!Array.isArray(values) || values.length === 0 || values.some((v) => typeof v !== 'string'))
      ) {
        throw new DomainError('invalid', 'invalid_option', `Enum option ${name} needs a list of string values.`);
      }
      return [
        name,
        {
          type: option.type,
          description: checkText(option.description ?? '', `option ${name} description`, 500, { required: false }),
          required: option.required === true,
          ...(values ? { values: [...values] } : {}),
        },
      ];
    }),
  );
};

export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  initialState: () => ({ details: null, priceCents: null, offered: true }),

  decide(command, state) {
    const code = checkCode(command.code);
    const site = siteField(command.site);
    const standard = STANDARD_PRODUCTS[code];
    const defineStandard = (): ProductEvent[] =>
      state.details || !standard ? [] : [{ type: 'ProductDefined', data: { code, ...site, ...standard } }];
    switch (command.type) {
      case 'DefineProduct': {
        const base: ProductDetails = state.details ??
          standard ?? { name: '', description: '', needs_listing: true, week: 'none', options: {} };
        if (command.week !== undefined && !['none', 'optional', 'required'].includes(command.week)) {
          throw new DomainError('invalid', 'invalid_week_rule', 'week must be none, optional or required.');
        }
        const details: ProductDetails = {
          name: checkText(command.name ?? base.name, 'name', 120),
          description: checkText(command.description ?? base.description, 'description', 2000, { required: false }),
          needs_listing: command.needsListing ?? base.needs_listing,
          week: command.week ?? base.week,
          options: checkOptions(command.options ?? base.options),
        };
        if (state.details && JSON.stringify(details) === JSON.stringify(state.details)) return [];
        return [{ type: 'ProductDefined', data: { code, ...site, ...details } }];
      }
      case 'SetProductPrice': {
        if (!state.details && !standard)
          throw new DomainError(
            'not_found',
            'product_not_found',
            `Product ${code} is not defined yet: define it first.`,
          );
        if (!Number.isInteger(command.priceCents) || command.priceCents < 0 || command.priceCents > MAX_PRICE_CENTS) {
          throw new DomainError(
            'invalid',
            'invalid_price',
            `A price is a whole number of USD cents from 0 to ${MAX_PRICE_CENTS}.`,
          );
        }
        if (state.priceCents === command.priceCents) return [];
        const reason = checkReason(command.reason);
        return [
          ...defineStandard(),
          {
            type: 'ProductPriceSet',
            data: { code, ...site, price_cents: command.priceCents, ...(reason ? { reason } : {}) },
          },
        ];
      }
      case 'WithdrawProduct':
        if (!state.details) throw new DomainError('not_found', 'product_not_found', `Product ${code} is not defined.`);
        return state.offered ? [{ type: 'ProductWithdrawn', data: { code, ...site } }] : [];
      case 'OfferProduct':
        if (!state.details) throw new DomainError('not_found', 'product_not_found', `Product ${code} is not defined.`);
        return state.offered ? [] : [{ type: 'ProductOffered', data: { code, ...site } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ProductDefined': {
        const { code: _code, site: _site, ...details } = event.data;
        return { ...state, details };
      }
      case 'ProductPriceSet':
        return { ...state, priceCents: event.data.price_cents };
      case 'ProductWithdrawn':
        return { ...state, offered: false };
      case 'ProductOffered':
        return { ...state, offered: true };
    }
  },
};

/** A staff member's reason, when one is given (the console asks for it): 3 to 500 characters. */
export function checkReason(reason: string | undefined): string | undefined {
  if (reason === undefined) return undefined;
  const trimmed = reason.trim();
  if (trimmed.length < 3 || trimmed.length > 500)
    throw new DomainError('invalid', 'invalid_reason', 'Give the reason in 3 to 500 characters.', 'reason');
  return trimmed;
}
