/**
 * quote_order (prices the items; nothing saved), list_my_orders (newest first) and get_order (another
 * account's order is a 404, as if it did not exist).
 */
import type { PricingContextLoader } from '@listings/shared/contracts/orders';
import type { DocumentStore } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import { notFound, ok, principalOf, type OperationHandlers } from '@listings/shared/api';
import { orderView, priceOrder, type OrderRequest } from '@listings/shared/contracts/orders';
import type { PromoAttemptLimiter } from '@listings/shared/api';
import { ORDERS_COLLECTION, type OrderDocument } from '@listings/projectors/orders';
import { pageOf, paged, skipOf } from '../paging.ts';

export interface OrderQueryDependencies {
  documents: DocumentStore;
  site: SiteSettings;
  pricing: PricingContextLoader;
  promoAttempts: PromoAttemptLimiter;
  /** Key of the checkout links' tokens: a pending order's checkout_url opens the page without a session. */
  checkoutLinkSecret: Buffer;
}

export const orderQueryHandlers = (deps: OrderQueryDependencies) => {
  const orders = () => deps.documents.collection<OrderDocument>(ORDERS_COLLECTION);
  return {
    quote_order: async (context) => {
      const { accountId } = principalOf(context);
      const request = context.input.body as OrderRequest;
      const priced = await deps.promoAttempts.guard(accountId, request.promo_code, async () =>
        priceOrder(request, await deps.pricing.load(accountId, request, context.site)),
      );
      return ok({
        quote: true,
        saved: false,
        lines: priced.lines.map(({ discounted, ...line }) => ({ ...line, promo_applies: discounted })),
        promo: priced.promo,
        totals: priced.totals,
        prices_exclude_vat: true,
        note: 'A quote only: nothing was saved or charged. create_checkout with the same body builds the order; the person pays on its checkout page.',
      });
    },
    list_my_orders: async (context) => {
      const { accountId } = principalOf(context);
      const request = pageOf(context.input.query);
      const filter = { account_id: accountId };
      const [docs, total] = await Promise.all([
        orders().find(filter, { sort: { created_at: -1, _id: -1 }, skip: skipOf(request), limit: request.per_page }),
        orders().countDocuments(filter),
      ]);
      return ok(
        paged(
          docs.map((doc) => orderView(doc, deps.site.publicBaseUrl, deps.checkoutLinkSecret)),
          request,
          total,
        ),
      );
    },
    get_order: async (context) => {
      const { accountId } = principalOf(context);
      const number = context.input.params.number as string;
      const doc = await orders().findOne({ _id: number });
      if (!doc || doc.account_id !== accountId) throw notFound(`Order ${number}`);
      return ok(orderView(doc, deps.site.publicBaseUrl, deps.checkoutLinkSecret));
    },
  } satisfies OperationHandlers;
};
