/**
 * create_checkout: prices the items (the same pricing as quote_order), records a pending order and
 * answers 201 with checkout_url, a link that opens the order's checkout page (its random token is
 * the only key to the page before sign-in; only its hash is stored). Idempotency-Key replays are the
 * executor's: a retry gets the same order and link. It waits (bounded) for the read side to reach the
 * order, so the checkout page, which renders from the read model, shows it when the link is followed.
 */
import { created, principalOf, type OperationHandlers } from '@listings/shared/api';
import type { SiteSettings } from '@listings/shared/platform';
import type { OrderCommands } from './order-commands.ts';
import { orderView, type OrderRequest } from '@listings/shared/contracts/orders';
import type { PromoAttemptLimiter } from '@listings/shared/api';

export const orderCommandHandlers = (deps: {
  orders: OrderCommands;
  promoAttempts: PromoAttemptLimiter;
  site: SiteSettings;
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  readYourWritesTimeoutMs: number;
}) =>
  ({
    create_checkout: async (context) => {
      const { accountId } = principalOf(context);
      const request = context.input.body as OrderRequest;
      const placed = await deps.promoAttempts.guard(accountId, request.promo_code, () =>
        deps.orders.place(accountId, request, context.operation.operationId, context.site),
      );
      if (placed.position > 0) await deps.waitForPosition(placed.position, deps.readYourWritesTimeoutMs);
      const state = placed.state;
      const view = orderView(
        {
          number: placed.number,
          account_id: accountId,
          status: 'pending',
          created_at: placed.placedAt,
          paid_at: null,
          lines: state.priced!.lines,
          promo: state.priced!.promo,
          totals: state.priced!.totals,
          payable_until: state.payableUntil,
          payment: { status: 'not_started', method: null, provider: null, declined_reason: null },
          fulfilment: {},
        },
        deps.site.publicBaseUrl,
        deps.orders.linkSecret,
      );
      return created(view);
    },
  }) satisfies OperationHandlers;
