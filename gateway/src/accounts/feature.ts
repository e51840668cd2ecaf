/**
 * Accounts: get_account; the sign-up, sign-in, API-key, e-mail verification and password reset
 * pages (the site's, handed the write side's AccountCommands and AccountLinks as their ports); and
 * the reactor that mails verification and reset links.
 */
import { AccountCommands, AccountLinks, accountMailReactor } from '@listings/command-service/accounts';
import { accountsReadModels } from '@listings/projectors/accounts';
import { accountQueries } from '@listings/query-service/accounts';
import { defineFeature } from '../features/feature.ts';
import { accountPagesRouter } from '@listings/site';
import { networkOf } from '@listings/projectors/site-content';
import { listingOwnSite } from '@listings/query-service/my-listings';
import { defaultSite } from '@listings/shared/contracts/site-content';

export const accountsFeature = defineFeature({
  name: 'accounts',
  projections: accountsReadModels,
  build: ({ events, documents, clock, config, readSide, logger, mailer, sharedLimits, ports }) => {
    // One secret, read once: the pages issue the links' requests, the reactor derives their tokens.
    const links = new AccountLinks(documents);
    return {
      operations: accountQueries({ documents }),
      reactors: [
        accountMailReactor({
          accounts: new AccountCommands(events, clock),
          links,
          mailer,
          site: config.site,
          // The mails link to the host of the site the person used (issue 30): the network from the sites read model.
          siteOf: (key) => listingOwnSite(documents, config.site, key),
          clock,
          logger,
        }),
      ],
      routes: ({ sessions, executor }) => [
        {
          path: '/',
          router: accountPagesRouter({
            accounts: new AccountCommands(events, clock),
            links,
            sessions,
            documents,
            projections: readSide,
            site: config.site,
            readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
            logger,
            clock,
            sharedLimits,
            limits: ports.signInLimits,
            // Sign-in hops go between the network's sites (issue 30): the sites read model, read when asked.
            network: () => networkOf(documents, defaultSite(config.site)),
            // The confirmed page names the place it leads back to by the API's public reads (issue 31).
            places: executor,
          }),
        },
      ],
    };
  },
});
