/**
 * Orders: quotes and checkout priced from the read models, the order aggregate, the wrong-promo-code
 * limiter, the payment provider (sandbox unless one is given), fulfilment, and the checkout pages.
 */
import { SandboxPaymentProvider, paymentSecret } from '@listings/shared/platform';
import { PromoAttemptLimiter } from '@listings/shared/api';
import { OrderCommands, fulfilmentReactor, orderCommandHandlers } from '@listings/command-service/orders';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands } from '@listings/command-service/engagement';
import { ordersReadModels } from '@listings/projectors/orders';
import { orderQueryHandlers, pricingContextLoader } from '@listings/query-service/orders';
import { defineFeature } from '../features/feature.ts';
import { checkoutPagesRouter } from './checkout-pages.router.ts';

export const ordersFeature = defineFeature({
  name: 'orders',
  projections: ordersReadModels,
  build: ({ events, documents, clock, config, logger, ports }) => {
    const { site, payments } = config;
    const pricing = pricingContextLoader({ documents, clock, sellerCountry: payments.sellerCountry });
    const orders = new OrderCommands(events, clock, pricing);
    const promoAttempts = new PromoAttemptLimiter({
      wrongTries: payments.promoWrongTries,
      windowSeconds: payments.promoWindowSeconds,
    });
    const sandbox = new SandboxPaymentProvider(
      paymentSecret(payments.sandboxSecret, documents),
      site.publicBaseUrl,
      clock,
    );
    const provider = ports.paymentProvider ?? sandbox;
    return {
      operations: {
        ...orderQueryHandlers({ documents, site, pricing, promoAttempts }),
        ...orderCommandHandlers({ orders, promoAttempts, site }),
      },
      reactors: [
        fulfilmentReactor({
          orders,
          listings: new ListingCommands(events, clock),
          engagement: new EngagementCommands(events, clock),
          events,
          clock,
          logger,
        }),
      ],
      routes: ({ sessions }) => [
        {
          path: '/',
          router: checkoutPagesRouter({
            orders,
            provider,
            sandbox: provider === sandbox ? sandbox : null,
            sessions,
            documents,
            site,
            logger,
          }),
        },
      ],
    };
  },
});
