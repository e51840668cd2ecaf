/**
 * Orders in the catalog: pricing an order, the checkout, and one's orders, each operation with its
 * body, its answer and its links. (The buyable products are site content: site-content.ts.)
 */
import { z } from './zod.ts';
import { PRICING_REFUSAL_CODES } from '../../contracts/orders/pricing.ts';
import { byOperationId, defineOperation } from './operation.ts';
import { accountRead, noQuery, pagingQuery } from './presets.ts';
import { chars, isoDate, positiveId, slug } from './fields.ts';
import { obj, absoluteUrl, calendarDate, cents, dateTime, pagedOf } from './responses/common.ts';

// ——— Bodies ———

export const orderItem = z.strictObject({
  product: z.string().min(1).max(60).describe('Product code from list_products.'),
  listing_id: positiveId.optional().describe('Needed for products with needs_listing=true.'),
  week: isoDate.optional().describe('Monday of a launch week offered by list_products.'),
  amount_cents: z.number().int().min(1).max(100000000).optional().describe('billboard_min only; at least the minimum.'),
  categories: z.array(slug).max(10).optional().describe('extra_categories only; up to 3 extra category slugs.'),
  options: z
    // Option values are what list_products' options take: strings (enums too), integers, booleans.
    // Names and values counted in code points, as the document's propertyNames and maxLength count them.
    .record(chars(60), z.union([chars(500), z.number(), z.boolean()]))
    .refine((options) => Object.keys(options).length <= 20, 'must have at most 20 properties')
    .optional()
    .meta({ maxProperties: 20, propertyNames: { maxLength: 60 } }),
});

export const orderBody = z
  .strictObject({
    items: z.array(orderItem).min(1).max(20),
    billing_country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .optional()
      .describe('For the VAT preview.'),
    vat_number: z.string().max(32).optional(),
    promo_code: z.string().max(40).optional().describe('Exactly as typed.'),
  })
  .openapi({ example: { items: [{ product: 'launch', listing_id: 1 }], billing_country: 'IE' } });

// ——— Responses ———

export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'partially_refunded', 'refunded'] as const;

const pricedLineShape = {
  line: z.number().int().min(1),
  product: z.string(),
  product_name: z.string(),
  listing_id: z.number().int().nullable(),
  listing_name: z.string().nullable(),
  week: calendarDate.nullable(),
  amount_cents: cents.nullable(),
  categories: z.array(z.string()).nullable(),
  options: z.record(z.string(), z.unknown()).nullable(),
  quantity: z.literal(1),
  unit_price_cents: cents,
  line_total_cents: cents,
  promo_applies: z.boolean().describe('The promo code takes something off this line.'),
};

const promo = obj({
  code: z.string(),
  percent_off: z.number().nullable(),
  amount_off_cents: cents.nullable(),
  discount_cents: cents.describe('What the code takes off, before VAT.'),
  products: z.array(z.string()).describe('Product codes it applies to; empty: every product.'),
}).nullable();

const totals = obj({
  subtotal_cents: cents,
  discount_cents: cents,
  net_cents: cents,
  vat_rate_percent: z.number().nullable().describe('null while the billing country is unknown.'),
  vat_cents: cents,
  total_cents: cents,
  currency: z.literal('USD'),
  vat: obj({
    treatment: z.enum(['standard', 'reverse_charge', 'outside_scope', 'unknown']),
    country: z.string().nullable(),
    vat_number: z.string().nullable(),
    note: z.string(),
    vat_number_check: obj({
      source: z.enum(['vies', 'format']),
      status: z.enum(['valid', 'invalid', 'unavailable', 'format_valid']),
      checked_at: dateTime.nullable(),
      name: z.string().nullable(),
      reason: z.string().nullable(),
    }).optional(),
  }),
});

export const quoteResponse = obj({
  quote: z.literal(true),
  saved: z.literal(false).describe('Nothing was saved or charged.'),
  lines: z.array(obj(pricedLineShape)),
  promo,
  totals,
  prices_exclude_vat: z.literal(true),
  note: z.string(),
});

const fulfilmentEntry = obj({ status: z.enum(['undone', 'kept']), detail: z.string(), at: dateTime });

export const orderResponse = obj({
  number: z.string().describe('ORD-YYYY-NNNNNN'),
  status: z
    .enum(ORDER_STATUSES)
    .describe('pending → paid → partially_refunded / refunded; pending → expired (link ran out) or cancelled.'),
  created_at: dateTime,
  paid_at: dateTime.nullable(),
  lines: z.array(
    obj({
      ...pricedLineShape,
      fulfilment: obj({
        status: z.enum(['awaiting_payment', 'pending', 'fulfilled', 'awaiting_team', 'failed']),
        detail: z.string().nullable(),
        at: dateTime.nullable(),
        undo: fulfilmentEntry.optional().describe('After a full refund: whether what the line did was undone.'),
      }),
    }),
  ),
  promo,
  totals,
  prices_exclude_vat: z.literal(true),
  payment: obj({
    status: z.enum(['not_started', 'started', 'captured', 'declined', 'expired']),
    method: z.enum(['card', 'apple_pay', 'google_pay', 'paypal', 'crypto']).nullable(),
    declined_reason: z.string().optional(),
  }),
  refunded_cents: cents.optional(),
  refunds: z.array(obj({ refund_id: z.string(), amount_cents: cents, at: dateTime })).optional(),
  expired_at: dateTime.optional(),
  cancelled_at: dateTime.optional(),
  refunded_at: dateTime.optional(),
  fulfilled: z.boolean().describe('Paid and every line fulfilled.'),
  checkout_url: absoluteUrl
    .optional()
    .describe(
      'Pending orders: the checkout page, where the person reviews the order, gives billing details and pays. It opens for whoever holds it (no sign-in) until the order is paid or checkout_url_expires_at.',
    ),
  checkout_url_expires_at: dateTime
    .optional()
    .describe('Pending orders: when the checkout link stops taking payments.'),
}).openapi('Order');

export const listMyOrdersResponse = pagedOf(orderResponse);

export type OrderResponse = z.output<typeof orderResponse>;

// ——— Operations ———

export const ordersOperations = byOperationId(
  defineOperation({
    access: 'orders:write',
    idempotencyKey: false,
    readOnly: true,
    method: 'post',
    operationId: 'quote_order',
    response: quoteResponse,
    refusals: { 400: ['promo_code_invalid', ...PRICING_REFUSAL_CODES], 429: ['promo_code_attempts_exceeded'] },
    path: '/orders/quote',
    tag: 'Orders',
    body: orderBody,
    bodyRequired: true,
    successStatus: 200,
    summary: 'Price an order',
    description:
      'Prices items with the current admin prices and validates options (weeks, categories, billboard minimum) and the promo code. Nothing is saved or charged.',
  }),
  defineOperation({
    access: 'orders:write',
    idempotencyKey: true,
    readOnly: false,
    method: 'post',
    operationId: 'create_checkout',
    response: orderResponse,
    refusals: { 400: ['promo_code_invalid', ...PRICING_REFUSAL_CODES], 429: ['promo_code_attempts_exceeded'] },
    path: '/orders/checkout',
    tag: 'Orders',
    body: orderBody,
    bodyRequired: true,
    successStatus: 201,
    summary: 'Create a checkout',
    description:
      'Builds a pending order and returns checkout_url: a secure page where the person reviews the order, enters billing details and pays. Never ask the user for card details.',
    links: {
      GetOrder: { operationId: 'get_order', parameters: { number: '$response.body#/number' } },
      // Beyond the spec: an auditor follows a new order into its history (and so does Schemathesis).
      AuditOrderHistory: { operationId: 'audit_order_history', parameters: { number: '$response.body#/number' } },
    },
  }),
  defineOperation({
    ...accountRead,
    operationId: 'list_my_orders',
    response: listMyOrdersResponse,
    path: '/orders',
    tag: 'Orders',
    query: pagingQuery,
    summary: 'My orders',
    description: 'Your orders, newest first.',
  }),
  defineOperation({
    ...accountRead,
    operationId: 'get_order',
    response: orderResponse,
    path: '/orders/{number}',
    tag: 'Orders',
    query: noQuery,
    notFound: true,
    params: z.strictObject({ number: z.string().min(1).max(64) }),
    summary: 'Get an order',
    description: 'Status, totals with VAT, lines and fulfilment per line.',
  }),
);
