/**
 * Orders wired together: pricing from the read models, the order aggregate's commands, the
 * wrong-promo-code limiter, the payment provider (sandbox unless one is given), the fulfilment
 * reactor, and the checkout pages.
 */
import {
  type SiteSettings,
  type SessionStore,
  type PaymentSettings,
  type PaymentProvider,
  SandboxPaymentProvider,
  paymentSecret,
} from '@listings/shared/platform';
import type { DocumentStore, EventStore, Logger, Clock } from '@listings/shared/kernel';
import { OrderCommands } from '@listings/command-service/orders/order-commands';
import { PromoAttemptLimiter } from '@listings/shared/api';
import { fulfilmentReactor } from '@listings/command-service/orders/fulfilment.reactor';
import { ListingCommands } from '@listings/command-service/listings/listing-commands';
import { EngagementCommands } from '@listings/command-service/engagement/engagement-commands';
import { pricingContextLoader } from '@listings/query-service/orders/pricing-context';
import { checkoutPagesRouter } from './checkout-pages.router.ts';

export function ordersModule(deps: {
  events: EventStore;
  documents: DocumentStore;
  clock: Clock;
  site: SiteSettings;
  payments: PaymentSettings;
  logger: Logger;
  provider?: PaymentProvider;
}) {
  const { events, documents, clock, site, payments, logger } = deps;
  const pricing = pricingContextLoader({ documents, clock, sellerCountry: payments.sellerCountry });
  const commands = new OrderCommands(events, clock, pricing);
  const promoAttempts = new PromoAttemptLimiter({
    wrongTries: payments.promoWrongTries,
    windowSeconds: payments.promoWindowSeconds,
  });
  const sandbox = new SandboxPaymentProvider(
    paymentSecret(payments.sandboxSecret, documents),
    site.publicBaseUrl,
    clock,
  );
  const provider = deps.provider ?? sandbox;
  const reactor = fulfilmentReactor({
    orders: commands,
    listings: new ListingCommands(events, clock),
    engagement: new EngagementCommands(events, clock),
    events,
    clock,
    logger,
  });
  return {
    handlers: { commands, pricing, promoAttempts },
    reactor,
    sandbox,
    router: (sessions: SessionStore) =>
      checkoutPagesRouter({
        orders: commands,
        provider,
        sandbox: provider === sandbox ? sandbox : null,
        sessions,
        documents,
        site,
        logger,
      }),
  };
}
