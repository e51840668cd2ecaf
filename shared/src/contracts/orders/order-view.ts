/**
 * How an order is shown (create_checkout, get_order, list_my_orders, the checkout page): one shape,
 * built from the decided state on the write side and from the read model on the read side.
 */
import { createHmac } from 'node:crypto';
import type { LineFulfilmentStatus, LineUndoStatus, OrderStatus, PaymentMethod } from './order.events.ts';
import type { AppliedPromo, OrderTotals, PricedLine } from './pricing.ts';

export interface LineFulfilment {
  /** awaiting_payment until paid; pending until the fulfilment reactor has handled the line. */
  status: 'awaiting_payment' | 'pending' | LineFulfilmentStatus;
  detail: string | null;
  at: string | null;
  /** After a full refund: whether what the line did was undone (see refund-undo.reactor.ts). */
  undo?: { status: LineUndoStatus; detail: string; at: string };
}

export interface OrderRecord {
  number: string;
  account_id: string;
  status: OrderStatus;
  created_at: string;
  paid_at: string | null;
  /** Until when the checkout link can start a payment. */
  payable_until?: string | null;
  /** When the order was cancelled, expired or (last) refunded. */
  closed_at?: string | null;
  lines: PricedLine[];
  promo: AppliedPromo | null;
  totals: OrderTotals;
  payment: {
    status: 'not_started' | 'started' | 'captured' | 'declined' | 'expired';
    method: PaymentMethod | null;
    provider: string | null;
    declined_reason: string | null;
  };
  fulfilment: Record<string, { status: LineFulfilmentStatus; detail: string; at: string }>;
  /** Refunds of the order's payment, each once by the provider's refund id. */
  refunds?: { refund_id: string; amount_cents: number; at: string }[];
  refunded_cents?: number;
  undo?: Record<string, { status: LineUndoStatus; detail: string; at: string }>;
}

export const checkoutUrlOf = (publicBaseUrl: string, number: string, token?: string) =>
  `${publicBaseUrl}/checkout/${encodeURIComponent(number)}${token ? `?t=${token}` : ''}`;

/**
 * The token of an order's checkout link: HMAC-SHA256 of the order number under the service's
 * checkout-link secret (CHECKOUT_LINK_SECRET), 43 base64url characters. Derived, not stored: the order
 * keeps only its hash, and get_order / list_my_orders can hand the same link out again while the
 * order is payable, so a link opens the page for whoever holds it without a browser session.
 */
export const checkoutLinkToken = (secret: Buffer, number: string): string =>
  createHmac('sha256', secret).update(`checkout-link:${number}`).digest('base64url');

type ClosedAt = { expired_at?: string; cancelled_at?: string; refunded_at?: string };
const closedAt = (record: OrderRecord): ClosedAt => {
  if (!record.closed_at) return {};
  if (record.status === 'expired') return { expired_at: record.closed_at };
  if (record.status === 'cancelled') return { cancelled_at: record.closed_at };
  if (record.status === 'refunded') return { refunded_at: record.closed_at };
  return {};
};

/**
 * The order as its owner sees it. `linkSecret` (the checkout-link secret) puts the tokened
 * checkout_url on a pending order, with checkout_url_expires_at; without it the link needs a session.
 */
export function orderView(record: OrderRecord, publicBaseUrl: string, linkSecret?: Buffer) {
  const fulfilmentOf = (line: number): LineFulfilment => {
    const done = record.fulfilment[String(line)];
    const undo = record.undo?.[String(line)];
    if (done) return { status: done.status, detail: done.detail, at: done.at, ...(undo ? { undo } : {}) };
    const paid = record.status === 'paid' || record.status === 'partially_refunded';
    return { status: paid ? 'pending' : 'awaiting_payment', detail: null, at: null };
  };
  return {
    number: record.number,
    status: record.status,
    created_at: record.created_at,
    paid_at: record.paid_at,
    lines: record.lines.map(({ discounted, ...line }) => ({
      ...line,
      promo_applies: discounted,
      fulfilment: fulfilmentOf(line.line),
    })),
    promo: record.promo,
    totals: record.totals,
    prices_exclude_vat: true as const,
    payment: {
      status: record.payment.status,
      method: record.payment.method,
      ...(record.payment.declined_reason ? { declined_reason: record.payment.declined_reason } : {}),
    },
    ...(record.refunded_cents ? { refunded_cents: record.refunded_cents, refunds: record.refunds ?? [] } : {}),
    ...closedAt(record),
    fulfilled:
      (record.status === 'paid' || record.status === 'partially_refunded') &&
      record.lines.every((l) => record.fulfilment[String(l.line)]?.status === 'fulfilled'),
    // Pending orders are paid on the checkout page (the person pays there themselves; never through the API).
    ...(record.status === 'pending'
      ? {
          checkout_url: checkoutUrlOf(
            publicBaseUrl,
            record.number,
            linkSecret ? checkoutLinkToken(linkSecret, record.number) : undefined,
          ),
          ...(record.payable_until ? { checkout_url_expires_at: record.payable_until } : {}),
        }
      : {}),
  };
}
