/**
 * Accounts: get_account; the sign-up, sign-in, API-key, e-mail verification and password reset
 * pages; and the reactor that mails verification and reset links.
 */
import { AccountCommands, AccountLinks, accountMailReactor } from '@listings/command-service/accounts';
import { accountsReadModels } from '@listings/projectors/accounts';
import { accountQueries } from '@listings/query-service/accounts';
import { defineFeature } from '../features/feature.ts';
import { accountPagesRouter } from './account-pages.router.ts';

export const accountsFeature = defineFeature({
  name: 'accounts',
  projections: accountsReadModels,
  build: ({ events, documents, clock, config, readSide, logger, mailer, sharedLimits }) => ({
    operations: accountQueries({ documents }),
    reactors: [
      accountMailReactor({
        accounts: new AccountCommands(events, clock),
        links: new AccountLinks(documents),
        mailer,
        site: config.site,
        clock,
        logger,
      }),
    ],
    routes: ({ sessions }) => [
      {
        path: '/',
        router: accountPagesRouter({
          accounts: new AccountCommands(events, clock),
          sessions,
          documents,
          projections: readSide,
          site: config.site,
          readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
          logger,
          clock,
          sharedLimits,
        }),
      },
    ],
  }),
});
