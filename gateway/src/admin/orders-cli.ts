/**
 * Admin CLI commands for orders: show an order as its stream tells it (payments, refunds, what each
 * line did and what a refund undid), and refund it through the payment provider the settings name.
 * A refund is recorded as a request first, then the provider is called with a key made from that
 * request, then the outcome is recorded; run again after an interruption, it finishes the same request
 * (never a second refund). The running service follows the log and undoes fulfilment after a full
 * refund (refund-undo.reactor.ts).
 */
import { DomainError, isEventOf, type Clock, type EventStore, type Logger } from '@listings/shared/kernel';
import {
  SandboxPaymentProvider,
  StripePaymentProvider,
  type PaymentProvider,
  type PaymentSettings,
} from '@listings/shared/platform';
import { OrderCommands } from '@listings/command-service/orders';
import { CheckoutPayments } from '@listings/command-service/orders';
import type { Actor } from '@listings/shared/kernel';
import type { OrderEvent } from '@listings/shared/contracts/orders';
import { staffNames } from './staff-names.ts';

export const ORDERS_OPTIONS = {
  order: { type: 'string' },
  reason: { type: 'string' },
} as const;

export const ORDERS_USAGE = `
Orders:
  order:show --order <ORD-…>
      Status, payments, refunds, and per line what was fulfilled and what a refund undid.
  order:refund --order <ORD-…> --reason <text> [--amount-cents <n>]
      Refunds through the payment provider (PAYMENT_PROVIDER) and records the outcome; without
      --amount-cents, all that is left. A full refund makes the service undo what the lines did
      (a launch goes back to the free plan …; see README). Run it again to finish an interrupted refund.`;

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The provider for refunds from the CLI (the sandbox refunds without its signing secret). */
export function refundProvider(settings: PaymentSettings, publicBaseUrl: string, clock: Clock): PaymentProvider {
  if (settings.provider === 'stripe') return new StripePaymentProvider(settings.stripe!, clock);
  return new SandboxPaymentProvider(
    () => Promise.reject(new Error('the sandbox signing secret is not needed for refunds')),
    publicBaseUrl,
    clock,
  );
}

export async function runOrdersCommand(
  command: string | undefined,
  values: { order?: string; reason?: string; 'amount-cents'?: string },
  deps: { events: EventStore; clock: Clock; provider: PaymentProvider; logger: Logger; actor: Actor; cause: string },
  out: (line: string) => void,
): Promise<boolean> {
  if (command !== 'order:show' && command !== 'order:refund') return false;
  const number = values.order?.trim();
  if (!number) throw new DomainError('invalid', 'missing_option', '--order is required.');
  const orders = new OrderCommands(deps.events, deps.clock, {
    load: () => Promise.reject(new Error('the admin CLI does not price orders')),
  });

  if (command === 'order:refund') {
    const reason = values.reason?.trim();
    if (!reason) throw new DomainError('invalid', 'missing_option', '--reason is required (it is recorded).');
    const raw = values['amount-cents'];
    const amountCents = raw === undefined ? null : Number(raw);
    if (amountCents !== null && !Number.isInteger(amountCents))
      throw new DomainError('invalid', 'invalid_option', '--amount-cents is a whole number of USD cents.');
    const payments = new CheckoutPayments({ orders, provider: deps.provider, clock: deps.clock, logger: deps.logger });
    let result;
    try {
      result = await payments.refund(number, { amountCents, reason }, deps.actor, deps.cause);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw new DomainError(
        'conflict',
        'provider_unavailable',
        `${deps.provider.name} did not complete the refund (${error instanceof Error ? error.message : String(error)}). The request stays open: run the same command again to finish it (it cannot refund twice).`,
      );
    }
    out(
      `${result.resumed ? 'finished the interrupted refund' : 'refund'} ${result.requestId}: ${money(result.amountCents)} ${result.status}${result.refundId ? ` (${deps.provider.name} ${result.refundId})` : ''}`,
    );
    out(`order ${number} is now ${result.order.status}`);
    if (result.order.status === 'refunded') out('the service undoes what its lines did; see order:show in a moment');
    return true;
  }

  const { state, history } = await orders.load(number);
  if (state.number === null) throw new DomainError('not_found', 'order_not_found', `There is no order ${number}.`);
  out(
    `order ${number}: ${state.status} · total ${money(state.priced!.totals.total_cents)} · account ${state.accountId}`,
  );
  for (const [id, payment] of Object.entries(state.payments))
    out(
      `  payment ${id}: ${payment.provider} ${payment.state} ${money(payment.amountCents)}${payment.providerPaymentRef ? ` (${payment.providerPaymentRef})` : ''}${payment.refundedCents ? ` · refunded ${money(payment.refundedCents)}` : ''}`,
    );
  // Who refunded, by name (staff-names.ts): the console records its staff member's account id.
  const nameOf = await staffNames(
    deps.events,
    history.filter((event) => event.type === 'PaymentRefunded').map((event) => event.metadata.actor.id),
  );
  for (const event of history) {
    if (!isEventOf<OrderEvent>(event, 'PaymentRefunded', 'RefundFailed', 'SurplusPaymentReceived')) continue;
    if (event.type === 'PaymentRefunded')
      out(
        `  refund ${event.data.refundId}: ${money(event.data.amountCents)} at ${event.metadata.at} by ${nameOf(event.metadata.actor.id)}`,
      );
    if (event.type === 'RefundFailed') out(`  refund ${event.data.requestId} failed: ${event.data.reason}`);
    if (event.type === 'SurplusPaymentReceived')
      out(
        `  surplus payment ${event.data.paymentId}: ${money(event.data.amountCents)} (${event.data.reason}): refund it`,
      );
  }
  const open = state.refundRequests.find((r) => r.state === 'open');
  if (open) out(`  refund ${open.requestId} (${money(open.amountCents)}) is not settled: run order:refund again`);
  for (const line of state.priced!.lines) {
    const undone = state.undone[line.line];
    out(
      `  line ${line.line} ${line.product}: ${state.fulfilled[line.line] ?? 'not fulfilled'}${undone ? ` · after the refund: ${undone}` : ''}`,
    );
  }
  return true;
}
