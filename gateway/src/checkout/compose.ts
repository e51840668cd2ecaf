/**
 * Orders wired together: pricing from the read models (VAT numbers checked with VIES unless
 * VIES_URL=off), the order aggregate's commands, the wrong-promo-code limiter, the payment provider
 * (PAYMENT_PROVIDER: the sandbox unless Stripe is chosen, or the one a test gives), the payments
 * orchestration (sessions, cancelling, webhooks, refunds), the fulfilment and refund-undo reactors,
 * the order expiry job, and the checkout pages.
 */
import {
  type SiteSettings,
  type SessionStore,
  type PaymentSettings,
  type PaymentProvider,
  type VatNumberChecker,
  createPaymentProvider,
  ViesRestChecker,
} from '@listings/shared/platform';
import type { DocumentStore, EventStore, Logger, Clock } from '@listings/shared/kernel';
import { OrderCommands } from '@listings/command-service/orders/order-commands';
import { PromoAttemptLimiter } from '@listings/command-service/orders/promo-attempts';
import { fulfilmentReactor } from '@listings/command-service/orders/fulfilment.reactor';
import { refundUndoReactor } from '@listings/command-service/orders/refund-undo.reactor';
import { CheckoutPayments } from '@listings/command-service/orders/checkout-payments';
import { orderExpiryJob } from '@listings/command-service/orders/order-expiry.job';
import { ListingCommands } from '@listings/command-service/listings/listing-commands';
import { EngagementCommands } from '@listings/command-service/engagement/engagement-commands';
import { pricingContextLoader } from '@listings/query-service/orders/pricing-context';
import { dueOrderExpiries } from '@listings/query-service/orders/due-expiries';
import { checkoutPagesRouter } from './checkout-pages.router.ts';

export function ordersModule(deps: {
  events: EventStore;
  documents: DocumentStore;
  clock: Clock;
  site: SiteSettings;
  payments: PaymentSettings;
  logger: Logger;
  provider?: PaymentProvider;
  /** Replaces the VIES client built from the settings (tests). */
  vatChecker?: VatNumberChecker | null;
}) {
  const { events, documents, clock, site, payments, logger } = deps;
  const vatChecker =
    deps.vatChecker !== undefined
      ? deps.vatChecker
      : payments.viesUrl
        ? new ViesRestChecker({ url: payments.viesUrl, timeoutMs: payments.viesTimeoutMs, clock, logger })
        : null;
  const pricing = pricingContextLoader({ documents, clock, sellerCountry: payments.sellerCountry, vatChecker });
  const commands = new OrderCommands(events, clock, pricing);
  const promoAttempts = new PromoAttemptLimiter({
    wrongTries: payments.promoWrongTries,
    windowSeconds: payments.promoWindowSeconds,
  });
  const built = createPaymentProvider(payments, { documents, publicBaseUrl: site.publicBaseUrl, clock });
  const provider = deps.provider ?? built.provider;
  const sandbox = built.sandbox;
  const checkoutPayments = new CheckoutPayments({ orders: commands, provider, clock, logger });
  const reactorDeps = {
    orders: commands,
    listings: new ListingCommands(events, clock),
    engagement: new EngagementCommands(events, clock),
    events,
    clock,
    logger,
  };
  const expiry = orderExpiryJob({ orders: commands, clock, logger, due: (now) => dueOrderExpiries(documents, now) });
  return {
    handlers: { commands, pricing, promoAttempts },
    reactors: [fulfilmentReactor(reactorDeps), refundUndoReactor(reactorDeps)],
    sandbox,
    provider,
    payments: checkoutPayments,
    /** Records pending orders past their checkout link's life as expired (ORDER_EXPIRY_TICK_MS). */
    expiry,
    router: (sessions: SessionStore) =>
      checkoutPagesRouter({
        orders: commands,
        payments: checkoutPayments,
        provider,
        sandbox: provider === sandbox ? sandbox : null,
        sessions,
        documents,
        site,
        logger,
      }),
  };
}
