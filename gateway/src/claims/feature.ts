/** Claims of listings: claim, list, verify; the e-mailed link and its pages; the claim mail reactor. */
import {
  ClaimCommands,
  claimCommandHandlers,
  claimMailReactor,
  claimOwnershipProcess,
  defaultClaimPorts,
} from '@listings/command-service/claims';
import { claimsReadModels } from '@listings/projectors/claims';
import { claimQueryHandlers } from '@listings/query-service/claims';
import { defineFeature } from '../features/feature.ts';
import { claimMakerPagesRouter, claimPagesRouter, makerPagesFor } from '@listings/site';

export const claimsFeature = defineFeature({
  name: 'claims',
  projections: claimsReadModels,
  build: (deps) => {
    const { events, documents, clock, config, readSide, logger, mailer, ports, env } = deps;
    const claimPorts = defaultClaimPorts(env, config.site.publicBaseUrl, config.dataDir, ports.claims);
    // A verified claim gives the listing its owner through a process manager (run at once by the
    // commands, and as a reactor that finishes after a crash).
    const ownership = claimOwnershipProcess({ events, clock, logger });
    const claims = new ClaimCommands(events, clock, claimPorts, claimPorts.linkSecret, ownership);
    const readYourWritesTimeoutMs = config.readYourWritesTimeoutMs;
    return {
      operations: {
        ...claimQueryHandlers({ documents }),
        ...claimCommandHandlers({
          claims,
          waitForPosition: (position, timeoutMs) => readSide.waitForPosition(position, timeoutMs),
          readYourWritesTimeoutMs,
        }),
      },
      reactors: [claimMailReactor({ claims, mailer, site: config.site, logger }), ownership],
      routes: (edge) => [
        // The claimant's pages: choose a method, what to publish, verify (claim_listing, list_my_claims, verify_claim).
        {
          path: '/',
          router: claimMakerPagesRouter(makerPagesFor(deps, edge)),
        },
        {
          path: '/',
          router: claimPagesRouter({
            claims,
            documents,
            cookie: edge.sessions.cookie,
            site: config.site,
            projections: readSide,
            readYourWritesTimeoutMs,
            logger,
          }),
        },
      ],
    };
  },
});
