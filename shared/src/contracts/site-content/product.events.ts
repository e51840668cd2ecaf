import { siteScopedStream } from './site-scope.ts';

/**
 * One stream per product code and site: `product-<code>` on the default site, `product-<code>@<site>`
 * on another (issue 30: each site prices its products; see site-scope.ts).
 */
export const productStream = (code: string, site?: string | null) => siteScopedStream(`product-${code}`, site);

/** Whether an order line for the product names a launch week. */
export type WeekRule = 'none' | 'optional' | 'required';

/** One option a product takes in an order item's `options` object. */
export interface ProductOption {
  type: 'string' | 'integer' | 'boolean' | 'enum';
  description: string;
  required: boolean;
  values?: string[];
}

export interface ProductDetails {
  name: string;
  description: string;
  needs_listing: boolean;
  week: WeekRule;
  options: Record<string, ProductOption>;
}

/** `site`: the key of the site whose product it is; absent: the default site (site-scope.ts). */
export type ProductEvent =
  | { type: 'ProductDefined'; data: { code: string; site?: string } & ProductDetails }
  /** `reason`: the staff member's, when set in the console (the CLI records none). */
  | { type: 'ProductPriceSet'; data: { code: string; site?: string; price_cents: number; reason?: string } }
  | { type: 'ProductWithdrawn'; data: { code: string; site?: string } }
  | { type: 'ProductOffered'; data: { code: string; site?: string } };

export const PRODUCT_EVENT_TYPES = [
  'ProductDefined',
  'ProductPriceSet',
  'ProductWithdrawn',
  'ProductOffered',
] as const satisfies readonly ProductEvent['type'][];
