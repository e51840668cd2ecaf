/**
 * The order aggregate: placed (pending) with its priced lines → payment started on the checkout page
 * (priced again, billing details) → the provider's session opened → captured (paid) or declined
 * (stays pending, may be paid again) → each line fulfilled once. Beyond that: expired (pending past the
 * checkout link's life), cancelled (by the person, before paying), refunds by the site team
 * (requested, then recorded by the refund's id: partially_refunded, refunded) and, after a full
 * refund, what became of each fulfilled line. Provider notifications carry the provider's event id:
 * one seen before decides nothing (a redelivered or replayed webhook changes nothing).
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import type {
  BillingDetails,
  LineFulfilmentStatus,
  LineUndoStatus,
  OrderEvent,
  OrderStatus,
  PaymentMethod,
  OrderRequest,
  PricedOrder,
} from '@listings/shared/contracts/orders';

export type OrderCommand =
  | {
      type: 'PlaceOrder';
      number: string;
      accountId: string;
      request: OrderRequest;
      priced: PricedOrder;
      tokenHash: string;
      payableUntil: string;
      /** The site whose prices and promo codes priced it (issue 30); absent: the default site. */
      site?: string;
    }
  | {
      type: 'StartPayment';
      /** Absent: the next one of the order, `pay-<number>-<n>` (the same on a retried decision). */
      paymentId?: string;
      provider: string;
      method: PaymentMethod | null;
      billing: BillingDetails;
      priced: PricedOrder;
      now: string;
      /** Until when the provider's session may be paid. */
      expiresAt?: string;
    }
  | { type: 'OpenPaymentSession'; paymentId: string; sessionId: string; url: string; expiresAt: string }
  | {
      type: 'CapturePayment';
      paymentId: string;
      provider: string;
      amountCents: number;
      currency?: string;
      providerPaymentRef?: string | null;
      providerEventId?: string | null;
    }
  | { type: 'DeclinePayment'; paymentId: string; provider: string; reason: string; providerEventId?: string | null }
  | { type: 'ExpirePaymentSession'; paymentId: string; provider: string; providerEventId: string | null }
  | { type: 'ExpireOrder'; now: string }
  | { type: 'CancelOrder'; reason: string }
  | { type: 'RequestRefund'; amountCents: number | null; reason: string }
  | { type: 'FailRefund'; requestId: string; reason: string }
  | {
      type: 'RecordRefund';
      paymentId: string;
      provider: string;
      refundId: string;
      amountCents: number;
      requestId: string | null;
      providerEventId: string | null;
    }
  | { type: 'FulfilLine'; line: number; status: LineFulfilmentStatus; detail: string }
  | { type: 'UndoLine'; line: number; status: LineUndoStatus; detail: string };

export type { OrderStatus };

export interface PaymentRecord {
  provider: string;
  amountCents: number;
  state: 'started' | 'captured' | 'declined' | 'expired' | 'surplus';
  providerPaymentRef: string | null;
  refundedCents: number;
}

export interface RefundRequestState {
  requestId: string;
  paymentId: string;
  amountCents: number;
  reason: string;
  state: 'open' | 'done' | 'failed';
}

export interface OrderState {
  number: string | null;
  accountId: string | null;
  status: OrderStatus | null;
  request: OrderRequest | null;
  priced: PricedOrder | null;
  tokenHash: string | null;
  payableUntil: string | null;
  /** The site of the network it was priced for (issue 30: its listing's); null: the default site. */
  site: string | null;
  /** The payment most recently started (what the checkout page shows and may resume). */
  payment: {
    paymentId: string;
    provider: string;
    method: PaymentMethod | null;
    amountCents: number;
    state: 'started' | 'captured' | 'declined' | 'expired' | 'surplus';
    /** Until when the provider's session may be paid (absent on payments started before sessions were recorded). */
    expiresAt: string | null;
    session: { sessionId: string; url: string; expiresAt: string } | null;
  } | null;
  /** Every payment started on the order, by id. */
  payments: Record<string, PaymentRecord>;
  billing: BillingDetails | null;
  /** The payment that paid the order, and its amount. */
  capturedPaymentId: string | null;
  capturedCents: number;
  refundIds: string[];
  refundRequests: RefundRequestState[];
  /** Provider event ids already recorded (webhook deduplication). */
  providerEvents: string[];
  fulfilled: Record<number, LineFulfilmentStatus>;
  undone: Record<number, LineUndoStatus>;
}

const initialState = (): OrderState => ({
  number: null,
  accountId: null,
  status: null,
  request: null,
  priced: null,
  tokenHash: null,
  site: null,
  payableUntil: null,
  payment: null,
  payments: {},
  billing: null,
  capturedPaymentId: null,
  capturedCents: 0,
  refundIds: [],
  refundRequests: [],
  providerEvents: [],
  fulfilled: {},
  undone: {},
});

const PAID_STATUSES: readonly (OrderStatus | null)[] = ['paid', 'partially_refunded', 'refunded'];
export const isPaidStatus = (status: OrderStatus | null): boolean => PAID_STATUSES.includes(status);

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a payment not (or no longer) wanted by the order is. */
const notPayable = (number: string, status: OrderStatus | null): DomainError => {
  switch (status) {
    case 'expired':
      return new DomainError(
        'conflict',
        'checkout_expired',
        `The checkout link of order ${number} has expired: create a new checkout.`,
      );
    case 'cancelled':
      return new DomainError('conflict', 'order_cancelled', `Order ${number} was cancelled: create a new checkout.`);
    default:
      return new DomainError('conflict', 'order_not_payable', `Order ${number} is ${status}: nothing to pay.`);
  }
};

const unknownPayment = (number: string, paymentId: string) =>
  new DomainError('conflict', 'unknown_payment', `Payment ${paymentId} is not a payment of order ${number}.`);

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState,

  decide(command, state): OrderEvent[] {
    if (command.type === 'PlaceOrder') {
      if (state.number !== null)
        throw new DomainError('conflict', 'order_exists', `Order ${command.number} already exists.`);
      const { type: _type, ...data } = command;
      return [{ type: 'OrderPlaced', data }];
    }
    if (state.number === null) throw new DomainError('not_found', 'order_not_found', 'There is no such order.');
    const number = state.number;
    switch (command.type) {
      case 'StartPayment': {
        if (state.status !== 'pending') throw notPayable(number, state.status);
        if (command.now > state.payableUntil!) throw notPayable(number, 'expired');
        const current = state.payment;
        // The same details again while its session can still be paid: the payment already started is the one.
        if (
          current &&
          current.state === 'started' &&
          current.provider === command.provider &&
          current.method === command.method &&
          current.amountCents === command.priced.totals.total_cents &&
          sameJson(state.billing, command.billing) &&
          (current.expiresAt === null || current.expiresAt > command.now) &&
          (current.session === null || current.session.expiresAt > command.now)
        )
          return [];
        const paymentId = command.paymentId ?? `pay-${number}-${Object.keys(state.payments).length + 1}`;
        return [
          {
            type: 'PaymentStarted',
            data: {
              number,
              paymentId,
              provider: command.provider,
              method: command.method,
              billing: command.billing,
              priced: command.priced,
              ...(command.expiresAt ? { expiresAt: command.expiresAt } : {}),
            },
          },
        ];
      }
      case 'OpenPaymentSession': {
        const current = state.payment;
        if (current?.paymentId === command.paymentId && current.session?.sessionId === command.sessionId) return [];
        if (
          !current ||
          current.paymentId !== command.paymentId ||
          current.state !== 'started' ||
          state.status !== 'pending'
        )
          throw new DomainError(
            'conflict',
            'payment_not_open',
            `Payment ${command.paymentId} of order ${number} is no longer open.`,
          );
        const { type: _type, ...data } = command;
        return [{ type: 'PaymentSessionOpened', data: { number, provider: current.provider, ...data } }];
      }
      case 'CapturePayment': {
        if (command.providerEventId && state.providerEvents.includes(command.providerEventId)) return [];
        const payment = state.payments[command.paymentId];
        if (!payment || payment.provider !== command.provider) throw unknownPayment(number, command.paymentId);
        if (payment.state === 'captured' || payment.state === 'surplus') return [];
        const currency = (command.currency ?? 'USD').toUpperCase();
        const surplus = (reason: string): OrderEvent[] => [
          {
            type: 'SurplusPaymentReceived',
            data: {
              number,
              paymentId: command.paymentId,
              provider: command.provider,
              amountCents: command.amountCents,
              currency,
              providerPaymentRef: command.providerPaymentRef ?? null,
              reason,
              providerEventId: command.providerEventId ?? null,
            },
          },
        ];
        if (command.amountCents !== payment.amountCents || currency !== 'USD')
          return surplus(
            `captured ${command.amountCents} ${currency} cents; the payment asked ${payment.amountCents} USD cents`,
          );
        // A payment started while the order was payable is honoured even if the link ran out meanwhile.
        if (state.status !== 'pending' && state.status !== 'expired')
          return surplus(`the order is already ${state.status}`);
        return [
          {
            type: 'PaymentCaptured',
            data: {
              number,
              paymentId: command.paymentId,
              provider: command.provider,
              amountCents: command.amountCents,
              currency: 'USD',
              ...(command.providerPaymentRef !== undefined ? { providerPaymentRef: command.providerPaymentRef } : {}),
              ...(command.providerEventId !== undefined ? { providerEventId: command.providerEventId } : {}),
            },
          },
        ];
      }
      case 'DeclinePayment': {
        if (command.providerEventId && state.providerEvents.includes(command.providerEventId)) return [];
        const payment = state.payments[command.paymentId];
        if (!payment || payment.provider !== command.provider) throw unknownPayment(number, command.paymentId);
        if (payment.state !== 'started' || state.payment?.paymentId !== command.paymentId) return [];
        return [
          {
            type: 'PaymentDeclined',
            data: {
              number,
              paymentId: command.paymentId,
              provider: command.provider,
              reason: command.reason,
              ...(command.providerEventId !== undefined ? { providerEventId: command.providerEventId } : {}),
            },
          },
        ];
      }
      case 'ExpirePaymentSession': {
        if (command.providerEventId && state.providerEvents.includes(command.providerEventId)) return [];
        const payment = state.payments[command.paymentId];
        if (!payment || payment.provider !== command.provider) throw unknownPayment(number, command.paymentId);
        if (payment.state !== 'started' && payment.state !== 'declined') return [];
        return [
          {
            type: 'PaymentSessionExpired',
            data: {
              number,
              paymentId: command.paymentId,
              provider: command.provider,
              providerEventId: command.providerEventId,
            },
          },
        ];
      }
      case 'ExpireOrder':
        if (state.status !== 'pending' || command.now <= state.payableUntil!) return [];
        return [{ type: 'OrderExpired', data: { number, payableUntil: state.payableUntil! } }];
      case 'CancelOrder':
        if (state.status === 'cancelled') return [];
        if (state.status === 'expired')
          throw new DomainError('conflict', 'checkout_expired', `Order ${number} has expired: nothing to cancel.`);
        if (state.status !== 'pending')
          throw new DomainError(
            'conflict',
            'order_paid',
            `Order ${number} is ${state.status}: it can no longer be cancelled; the site team can refund it.`,
          );
        return [{ type: 'OrderCancelled', data: { number, reason: command.reason } }];
      case 'RequestRefund': {
        if (state.status !== 'paid' && state.status !== 'partially_refunded')
          throw new DomainError(
            'conflict',
            'order_not_refundable',
            `Order ${number} is ${state.status}: nothing to refund.`,
          );
        const open = state.refundRequests.find((r) => r.state === 'open');
        if (open)
          throw new DomainError(
            'conflict',
            'refund_in_progress',
            `Refund ${open.requestId} of order ${number} (${open.amountCents} cents) is not settled yet: run the refund again to finish it.`,
          );
        const paymentId = state.capturedPaymentId!;
        const remaining = state.capturedCents - state.payments[paymentId].refundedCents;
        const amount = command.amountCents ?? remaining;
        if (!Number.isInteger(amount) || amount < 1 || amount > remaining)
          throw new DomainError(
            'invalid',
            'refund_amount_invalid',
            `A refund of order ${number} is 1 to ${remaining} cents (what is left of the ${state.capturedCents} paid), got ${amount}.`,
          );
        return [
          {
            type: 'RefundRequested',
            data: {
              number,
              requestId: `refund-${number}-${state.refundRequests.length + 1}`,
              paymentId,
              amountCents: amount,
              reason: command.reason,
            },
          },
        ];
      }
      case 'FailRefund': {
        const request = state.refundRequests.find((r) => r.requestId === command.requestId);
        if (!request || request.state !== 'open') return [];
        return [{ type: 'RefundFailed', data: { number, requestId: command.requestId, reason: command.reason } }];
      }
      case 'RecordRefund': {
        // Deduplicated by the refund's id (one charge.refunded event may carry several refunds).
        if (state.refundIds.includes(command.refundId)) return [];
        const payment = state.payments[command.paymentId];
        if (!payment || payment.provider !== command.provider) throw unknownPayment(number, command.paymentId);
        if (payment.state !== 'captured' && payment.state !== 'surplus')
          throw new DomainError('conflict', 'payment_not_captured', `Payment ${command.paymentId} was never captured.`);
        if (!Number.isInteger(command.amountCents) || command.amountCents < 1)
          throw new DomainError('invalid', 'refund_amount_invalid', 'A refund is a positive number of cents.');
        return [
          {
            type: 'PaymentRefunded',
            data: {
              number,
              paymentId: command.paymentId,
              provider: command.provider,
              refundId: command.refundId,
              amountCents: command.amountCents,
              refundedCents: payment.refundedCents + command.amountCents,
              requestId: command.requestId,
              providerEventId: command.providerEventId,
            },
          },
        ];
      }
      case 'FulfilLine':
        // Recorded while paid, and after a refund too: a line done in the meantime is a fact the undo needs.
        if (!isPaidStatus(state.status))
          throw new DomainError('conflict', 'order_not_paid', `Order ${number} is not paid.`);
        if (!state.priced!.lines.some((l) => l.line === command.line))
          throw new DomainError('not_found', 'line_not_found', `Order ${number} has no line ${command.line}.`);
        if (state.fulfilled[command.line] === command.status) return [];
        if (state.fulfilled[command.line] === 'fulfilled') return [];
        return [
          {
            type: 'OrderLineFulfilled',
            data: { number, line: command.line, status: command.status, detail: command.detail },
          },
        ];
      case 'UndoLine':
        if (state.status !== 'refunded')
          throw new DomainError('conflict', 'order_not_refunded', `Order ${number} is not refunded in full.`);
        if (!state.fulfilled[command.line])
          throw new DomainError(
            'conflict',
            'line_not_fulfilled',
            `Line ${command.line} of order ${number} was not fulfilled.`,
          );
        if (state.undone[command.line]) return [];
        return [
          {
            type: 'OrderLineFulfilmentUndone',
            data: { number, line: command.line, status: command.status, detail: command.detail },
          },
        ];
    }
  },

  evolve(state, event): OrderState {
    switch (event.type) {
      case 'OrderPlaced':
        return {
          ...state,
          number: event.data.number,
          accountId: event.data.accountId,
          status: 'pending',
          request: event.data.request,
          priced: event.data.priced,
          tokenHash: event.data.tokenHash,
          payableUntil: event.data.payableUntil,
          site: event.data.site ?? null,
        };
      case 'PaymentStarted': {
        const amountCents = event.data.priced.totals.total_cents;
        return {
          ...state,
          priced: event.data.priced,
          billing: event.data.billing,
          payment: {
            paymentId: event.data.paymentId,
            provider: event.data.provider,
            method: event.data.method,
            amountCents,
            state: 'started',
            expiresAt: event.data.expiresAt ?? null,
            session: null,
          },
          payments: {
            ...state.payments,
            [event.data.paymentId]: {
              provider: event.data.provider,
              amountCents,
              state: 'started',
              providerPaymentRef: null,
              refundedCents: 0,
            },
          },
        };
      }
      case 'PaymentSessionOpened': {
        const { sessionId, url, expiresAt } = event.data;
        return state.payment?.paymentId === event.data.paymentId
          ? { ...state, payment: { ...state.payment, session: { sessionId, url, expiresAt } } }
          : state;
      }
      case 'PaymentCaptured':
        return {
          ...withPaymentState(seen(state, event.data.providerEventId), event.data.paymentId, 'captured', {
            providerPaymentRef: event.data.providerPaymentRef ?? null,
          }),
          status: 'paid',
          capturedPaymentId: event.data.paymentId,
          capturedCents: event.data.amountCents,
        };
      case 'PaymentDeclined':
        return withPaymentState(seen(state, event.data.providerEventId), event.data.paymentId, 'declined');
      case 'PaymentSessionExpired':
        return withPaymentState(seen(state, event.data.providerEventId), event.data.paymentId, 'expired');
      case 'SurplusPaymentReceived':
        return withPaymentState(seen(state, event.data.providerEventId), event.data.paymentId, 'surplus', {
          providerPaymentRef: event.data.providerPaymentRef,
        });
      case 'OrderExpired':
        return { ...state, status: 'expired' };
      case 'OrderCancelled':
        return { ...state, status: 'cancelled' };
      case 'RefundRequested':
        return {
          ...state,
          refundRequests: [
            ...state.refundRequests,
            {
              requestId: event.data.requestId,
              paymentId: event.data.paymentId,
              amountCents: event.data.amountCents,
              reason: event.data.reason,
              state: 'open',
            },
          ],
        };
      case 'RefundFailed':
        return {
          ...state,
          refundRequests: state.refundRequests.map((r) =>
            r.requestId === event.data.requestId ? { ...r, state: 'failed' } : r,
          ),
        };
      case 'PaymentRefunded': {
        const next = withPaymentState(state, event.data.paymentId, null, {
          refundedCents: event.data.refundedCents,
        });
        const ofCapture = event.data.paymentId === state.capturedPaymentId;
        return {
          ...next,
          refundIds: [...state.refundIds, event.data.refundId],
          refundRequests: state.refundRequests.map((r) =>
            r.requestId === event.data.requestId ? { ...r, state: 'done' } : r,
          ),
          status: ofCapture
            ? event.data.refundedCents >= state.capturedCents
              ? 'refunded'
              : 'partially_refunded'
            : state.status,
        };
      }
      case 'OrderLineFulfilled':
        return { ...state, fulfilled: { ...state.fulfilled, [event.data.line]: event.data.status } };
      case 'OrderLineFulfilmentUndone':
        return { ...state, undone: { ...state.undone, [event.data.line]: event.data.status } };
    }
  },
};

/** Remembers a provider event id (webhook deduplication). */
function seen(state: OrderState, providerEventId: string | null | undefined): OrderState {
  return providerEventId ? { ...state, providerEvents: [...state.providerEvents, providerEventId] } : state;
}

/** Moves one payment to a new state (null: keep it), and the current payment with it when it is that one. */
function withPaymentState(
  state: OrderState,
  paymentId: string,
  to: PaymentRecord['state'] | null,
  changes: Partial<Pick<PaymentRecord, 'providerPaymentRef' | 'refundedCents'>> = {},
): OrderState {
  const record = state.payments[paymentId];
  if (!record) return state;
  const next = { ...record, ...changes, ...(to ? { state: to } : {}) };
  return {
    ...state,
    payments: { ...state.payments, [paymentId]: next },
    payment: state.payment?.paymentId === paymentId && to ? { ...state.payment, state: to } : state.payment,
  };
}
