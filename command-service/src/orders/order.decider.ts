/**
 * The order aggregate: placed (pending) with its priced lines → payment started on the checkout page
 * (priced again, billing details) → captured (paid) or declined (stays pending, may be paid again)
 * → each line fulfilled once.
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import type {
  BillingDetails,
  LineFulfilmentStatus,
  OrderEvent,
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
    }
  | {
      type: 'StartPayment';
      paymentId: string;
      provider: string;
      method: PaymentMethod;
      billing: BillingDetails;
      priced: PricedOrder;
      now: string;
    }
  | { type: 'CapturePayment'; paymentId: string; provider: string; amountCents: number }
  | { type: 'DeclinePayment'; paymentId: string; provider: string; reason: string }
  | { type: 'FulfilLine'; line: number; status: LineFulfilmentStatus; detail: string };

export type OrderStatus = 'pending' | 'paid';

export interface OrderState {
  number: string | null;
  accountId: string | null;
  status: OrderStatus | null;
  request: OrderRequest | null;
  priced: PricedOrder | null;
  tokenHash: string | null;
  payableUntil: string | null;
  payment: {
    paymentId: string;
    provider: string;
    method: PaymentMethod;
    amountCents: number;
    state: 'started' | 'captured' | 'declined';
  } | null;
  billing: BillingDetails | null;
  fulfilled: Record<number, LineFulfilmentStatus>;
}

const initialState = (): OrderState => ({
  number: null,
  accountId: null,
  status: null,
  request: null,
  priced: null,
  tokenHash: null,
  payableUntil: null,
  payment: null,
  billing: null,
  fulfilled: {},
});

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
      case 'StartPayment':
        if (state.status !== 'pending')
          throw new DomainError('conflict', 'order_not_payable', `Order ${number} is ${state.status}: nothing to pay.`);
        if (command.now > state.payableUntil!)
          throw new DomainError(
            'conflict',
            'checkout_expired',
            `The checkout link of order ${number} has expired: create a new checkout.`,
          );
        return [
          {
            type: 'PaymentStarted',
            data: {
              number,
              paymentId: command.paymentId,
              provider: command.provider,
              method: command.method,
              billing: command.billing,
              priced: command.priced,
            },
          },
        ];
      case 'CapturePayment': {
        const payment = state.payment;
        if (!payment || payment.paymentId !== command.paymentId || payment.provider !== command.provider) {
          throw new DomainError(
            'conflict',
            'unknown_payment',
            `Payment ${command.paymentId} is not the current payment of order ${number}.`,
          );
        }
        if (payment.state === 'captured') return [];
        if (state.status !== 'pending')
          throw new DomainError('conflict', 'order_not_payable', `Order ${number} is ${state.status}.`);
        if (command.amountCents !== payment.amountCents) {
          throw new DomainError(
            'conflict',
            'amount_mismatch',
            `Payment ${command.paymentId} captured ${command.amountCents} cents; the order asks ${payment.amountCents}.`,
          );
        }
        return [
          {
            type: 'PaymentCaptured',
            data: {
              number,
              paymentId: command.paymentId,
              provider: command.provider,
              amountCents: command.amountCents,
              currency: 'USD',
            },
          },
        ];
      }
      case 'DeclinePayment': {
        const payment = state.payment;
        if (!payment || payment.paymentId !== command.paymentId || payment.provider !== command.provider) {
          throw new DomainError(
            'conflict',
            'unknown_payment',
            `Payment ${command.paymentId} is not the current payment of order ${number}.`,
          );
        }
        if (payment.state !== 'started') return [];
        return [
          {
            type: 'PaymentDeclined',
            data: { number, paymentId: command.paymentId, provider: command.provider, reason: command.reason },
          },
        ];
      }
      case 'FulfilLine':
        if (state.status !== 'paid')
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
        };
      case 'PaymentStarted':
        return {
          ...state,
          priced: event.data.priced,
          billing: event.data.billing,
          payment: {
            paymentId: event.data.paymentId,
            provider: event.data.provider,
            method: event.data.method,
            amountCents: event.data.priced.totals.total_cents,
            state: 'started',
          },
        };
      case 'PaymentCaptured':
        return { ...state, status: 'paid', payment: { ...state.payment!, state: 'captured' } };
      case 'PaymentDeclined':
        return { ...state, payment: { ...state.payment!, state: 'declined' } };
      case 'OrderLineFulfilled':
        return { ...state, fulfilled: { ...state.fulfilled, [event.data.line]: event.data.status } };
    }
  },
};
