/**
 * Orders: quotes and checkout priced from the read models (VAT numbers checked with VIES unless
 * VIES_URL=off), the order aggregate, the wrong-promo-code limiter, the payment provider
 * (PAYMENT_PROVIDER: the sandbox unless Stripe is chosen, or the one a test gives), the payments
 * orchestration (sessions, cancelling, webhooks, refunds), the fulfilment and refund-undo reactors,
 * the order expiry job, and the checkout pages.
 */
import { ViesRestChecker, createPaymentProvider, serviceSecret } from '@listings/shared/platform';
import { PromoAttemptLimiter } from '@listings/shared/api';
import {
  CheckoutPayments,
  OrderCommands,
  fulfilmentReactor,
  orderCommandHandlers,
  orderExpiryJob,
  refundUndoReactor,
} from '@listings/command-service/orders';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands } from '@listings/command-service/engagement';
import { ordersReadModels } from '@listings/projectors/orders';
import { dueOrderExpiries, orderQueryHandlers, pricingContextLoader } from '@listings/query-service/orders';
import { defineFeature } from '../features/feature.ts';
import { checkoutPagesRouter, makerPagesFor, orderPagesRouter } from '@listings/site';

export const ordersFeature = defineFeature({
  name: 'orders',
  projections: ordersReadModels,
  build: ({ events, documents, clock, config, logger, ports, env, sharedLimits, readSide }) => {
    const { site, payments: settings } = config;
    const vatChecker =
      ports.vatChecker !== undefined
        ? ports.vatChecker
        : settings.viesUrl
          ? new ViesRestChecker({ url: settings.viesUrl, timeoutMs: settings.viesTimeoutMs, clock, logger })
          : null;
    const pricing = pricingContextLoader({
      documents,
      clock,
      sellerCountry: settings.sellerCountry,
      vatChecker,
      defaultSiteKey: site.key,
    });
    // Checkout links' tokens are derived from this key, so get_order can hand out the same link again.
    const checkoutLinkSecret = serviceSecret(env, 'CHECKOUT_LINK_SECRET', config.dataDir, 'checkout-link.secret');
    const orders = new OrderCommands(events, clock, pricing, checkoutLinkSecret);
    const promoAttempts = new PromoAttemptLimiter(
      { wrongTries: settings.promoWrongTries, windowSeconds: settings.promoWindowSeconds },
      sharedLimits,
    );
    const chosen = createPaymentProvider(settings, { documents, publicBaseUrl: site.publicBaseUrl, clock });
    const provider = ports.paymentProvider ?? chosen.provider;
    const sandbox = provider === chosen.sandbox ? chosen.sandbox : null;
    const payments = new CheckoutPayments({ orders, provider, clock, logger });
    const reactorDeps = {
      orders,
      listings: new ListingCommands(events, clock),
      engagement: new EngagementCommands(events, clock),
      events,
      clock,
      logger,
    };
    return {
      operations: {
        ...orderQueryHandlers({ documents, site, pricing, promoAttempts, checkoutLinkSecret }),
        ...orderCommandHandlers({
          orders,
          promoAttempts,
          site,
          waitForPosition: (position, timeoutMs) => readSide.waitForPosition(position, timeoutMs),
          readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
        }),
      },
      reactors: [fulfilmentReactor(reactorDeps), refundUndoReactor(reactorDeps)],
      jobs: [
        {
          name: 'order expiry',
          job: orderExpiryJob({ orders, clock, logger, due: (now) => dueOrderExpiries(documents, now) }),
          tickMs: settings.expiryTickMs,
        },
      ],
      routes: (edge) => {
        const maker = makerPagesFor({ config, documents, logger }, edge);
        return [
          {
            path: '/',
            router: checkoutPagesRouter({
              orders,
              payments,
              provider,
              sandbox,
              sessions: edge.sessions,
              documents,
              site,
              readSide,
              readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
              // Signed in, the checkout shows the signed-in header, as every other page does.
              viewer: (req) => maker.pages.viewer(req),
              logger,
            }),
          },
          // The founder's order builder and orders (quote_order, create_checkout, list_my_orders, get_order).
          {
            path: '/',
            router: orderPagesRouter(maker, documents),
          },
        ];
      },
      /** Sessions, webhooks and refunds (the admin CLI's refunds run the same code; tests call it). */
      payments,
    };
  },
});
