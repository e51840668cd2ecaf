/**
 * Staff roles (admin, moderator, auditor; per site or network-wide) and what they give: the
 * auditors' read-only operations through the API (scope `audit:read`), and the site team's console
 * at /admin (site/src/admin, built here from the site's page kit, the sessions and the console's
 * ports). Roles are granted in the console by an admin, or with the admin CLI for the first one
 * (`npm run admin -- staff …`); the `staff_roles` read model answers "may this account audit here?",
 * and `console_figures` holds the dashboard's weekly figures.
 */
import { createPaymentProvider } from '@listings/shared/platform';
import { staffReadModels } from '@listings/projectors/staff';
import { editRevertMailReactor, siteKeyFromEnv } from '@listings/command-service/my-listings';
import { adminConsoleRouter, sitePagesFor } from '@listings/site';
import { defineFeature } from '../features/feature.ts';
import { auditHandlers } from '../audit/audit-handlers.ts';
import { consolePorts } from './console-ports.ts';
import { AccountCommands } from '@listings/command-service/accounts';
import { checkoutLinkMailReactor } from '@listings/command-service/orders';
import { serviceSecret } from '@listings/shared/platform';
import { listingOwnSite } from '@listings/query-service/my-listings';

export const staffFeature = defineFeature({
  name: 'staff',
  projections: staffReadModels,
  build: (deps) => {
    const { events, documents, env, clock, config, logger, ports, mailer } = deps;
    const siteKey = config.site.key ?? siteKeyFromEnv(env);
    const accounts = new AccountCommands(events, clock);
    return {
      // The console's "resend the checkout link" (issue 33): one mail per resend, never again on replay.
      reactors: [
        // A reverted edit is told to the listing's owner, once (the mailer's ledger), on the listing's own site.
        editRevertMailReactor({
          events,
          mailer,
          site: config.site,
          siteOf: (key) => listingOwnSite(documents, config.site, key),
          emailOf: async (accountId) => (await accounts.load(accountId))?.email ?? null,
          logger,
        }),
        checkoutLinkMailReactor({
          events,
          clock,
          mailer,
          site: config.site,
          siteOf: (key) => listingOwnSite(documents, config.site, key),
          // The orders feature's key, found the same way, so the link is the order's own.
          linkSecret: serviceSecret(env, 'CHECKOUT_LINK_SECRET', config.dataDir, 'checkout-link.secret'),
          emailOf: async (accountId) => (await accounts.load(accountId))?.email ?? null,
          logger,
        }),
      ],
      operations: auditHandlers({ events, documents, siteKey: siteKeyFromEnv(env) }),
      routes: (edge) => [
        {
          path: '/',
          router: adminConsoleRouter({
            pages: sitePagesFor(deps, edge),
            sessions: edge.sessions,
            documents,
            logger,
            ports: consolePorts({
              events,
              documents,
              clock,
              logger,
              siteKey,
              siteName: config.site.name,
              // The orders feature's choice (PAYMENT_PROVIDER), made the same way, unless a test gives one.
              paymentProvider:
                ports.paymentProvider ??
                createPaymentProvider(config.payments, { documents, publicBaseUrl: config.site.publicBaseUrl, clock })
                  .provider,
            }),
          }),
        },
      ],
    };
  },
});
