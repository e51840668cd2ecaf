/** One stream per product code: `product-<code>`. */
export const productStream = (code: string) => `product-${code}`;

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

export type ProductEvent =
  | { type: 'ProductDefined'; data: { code: string } & ProductDetails }
  /** `reason`: the staff member's, when set in the console (the CLI records none). */
  | { type: 'ProductPriceSet'; data: { code: string; price_cents: number; reason?: string } }
  | { type: 'ProductWithdrawn'; data: { code: string } }
  | { type: 'ProductOffered'; data: { code: string } };

export const PRODUCT_EVENT_TYPES = [
  'ProductDefined',
  'ProductPriceSet',
  'ProductWithdrawn',
  'ProductOffered',
] as const satisfies readonly ProductEvent['type'][];
