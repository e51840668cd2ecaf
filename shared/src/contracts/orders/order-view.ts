/**
 * How an order is shown (create_checkout, get_order, list_my_orders, the checkout page): one shape,
 * built from the decided state on the write side and from the read model on the read side.
 */
import type { LineFulfilmentStatus, PaymentMethod } from './order.events.ts';
import type { AppliedPromo, OrderTotals, PricedLine } from './pricing.ts';

export interface LineFulfilment {
  /** awaiting_payment until paid; pending until the fulfilment reactor has handled the line. */
  status: 'awaiting_payment' | 'pending' | LineFulfilmentStatus;
  detail: string | null;
  at: string | null;
}

export interface OrderRecord {
  number: string;
  account_id: string;
  status: 'pending' | 'paid';
  created_at: string;
  paid_at: string | null;
  lines: PricedLine[];
  promo: AppliedPromo | null;
  totals: OrderTotals;
  payment: {
    status: 'not_started' | 'started' | 'captured' | 'declined';
    method: PaymentMethod | null;
    provider: string | null;
    declined_reason: string | null;
  };
  fulfilment: Record<string, { status: LineFulfilmentStatus; detail: string; at: string }>;
}

export const checkoutUrlOf = (publicBaseUrl: string, number: string, token?: string) =>
  `${publicBaseUrl}/checkout/${encodeURIComponent(number)}${token ? `?t=${token}` : ''}`;

export function orderView(record: OrderRecord, publicBaseUrl: string, token?: string) {
  const fulfilmentOf = (line: number): LineFulfilment => {
    const done = record.fulfilment[String(line)];
    if (done) return { status: done.status, detail: done.detail, at: done.at };
    return { status: record.status === 'paid' ? 'pending' : 'awaiting_payment', detail: null, at: null };
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
    prices_exclude_vat: true,
    payment: {
      status: record.payment.status,
      method: record.payment.method,
      ...(record.payment.declined_reason ? { declined_reason: record.payment.declined_reason } : {}),
    },
    fulfilled:
      record.status === 'paid' && record.lines.every((l) => record.fulfilment[String(l.line)]?.status === 'fulfilled'),
    // Pending orders are paid on the checkout page (the person pays there themselves; never through the API).
    ...(record.status === 'pending' ? { checkout_url: checkoutUrlOf(publicBaseUrl, record.number, token) } : {}),
  };
}
