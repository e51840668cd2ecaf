/** Accounts: get_account, and the sign-up, sign-in and API-key pages. */
import { AccountCommands } from '@listings/command-service/accounts';
import { accountsReadModels } from '@listings/projectors/accounts';
import { accountQueries } from '@listings/query-service/accounts';
import { defineFeature } from '../features/feature.ts';
import { accountPagesRouter } from './account-pages.router.ts';

export const accountsFeature = defineFeature({
  name: 'accounts',
  projections: accountsReadModels,
  build: ({ events, documents, clock, config, readSide, logger }) => ({
    operations: accountQueries({ documents }),
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
        }),
      },
    ],
  }),
});
