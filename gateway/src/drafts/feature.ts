/** Submit by URL: drafts, the crawl-and-draft reactor and the co-founder invite mail. */
import {
  DraftCommands,
  defaultDraftingPorts,
  draftCommandHandlers,
  draftingReactor,
  draftListingProcess,
  inviteMailReactor,
  listingLogoReactor,
  withCategoryTree,
} from '@listings/command-service/drafts';
import { draftsReadModels } from '@listings/projectors/drafts';
import { categoryCatalog, categoryResolver, draftQueryHandlers, draftResponses } from '@listings/query-service/drafts';
import {
  crawlDuration,
  crawlFailures,
  draftingDuration,
  draftingFailures,
  observeCalls,
} from '@listings/shared/platform';
import { defineFeature } from '../features/feature.ts';
import { DEFAULT_SITE_KEY } from '@listings/shared/contracts/site-content';
import { draftPagesRouter, makerPagesFor } from '@listings/site';

export const draftsFeature = defineFeature({
  name: 'drafts',
  projections: draftsReadModels,
  build: (deps) => {
    const { events, documents, clock, config, readSide, logger, mailer, ports, blobs } = deps;
    const drafting = ports.drafting ?? defaultDraftingPorts(config.site);
    // Crawls and draftings timed, their failures counted by reason (and traced when tracing is on).
    const crawler = observeCalls(drafting.crawler, 'crawl', {
      name: 'crawl',
      duration: crawlDuration,
      failures: crawlFailures,
    });
    // Every draft and redraft chooses its categories from its site's live tree (the `categories` read model).
    const defaultSiteKey = config.site.key ?? DEFAULT_SITE_KEY;
    const drafter = withCategoryTree(
      observeCalls(drafting.drafter, 'draft', {
        name: 'draft',
        duration: draftingDuration,
        failures: draftingFailures,
      }),
      categoryCatalog(documents, defaultSiteKey),
    );
    const resolveCategories = categoryResolver(documents, defaultSiteKey);
    // A submitted draft's listing is created and kept in step by a process manager (run at once by
    // the commands, and as a reactor that finishes after a crash).
    const listing = draftListingProcess({ events, clock, resolveCategories, logger });
    const drafts = new DraftCommands(events, clock, drafter, resolveCategories, listing);
    const responses = draftResponses({
      documents,
      waitForPosition: (position, timeoutMs) => readSide.waitForPosition(position, timeoutMs),
      readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
    });
    return {
      operations: { ...draftQueryHandlers({ documents }), ...draftCommandHandlers({ drafts, responses, clock }) },
      reactors: [
        draftingReactor({ drafts, crawler, drafter, logger }),
        inviteMailReactor({ drafts, mailer, site: config.site, logger }),
        listing,
        // A listing made from a draft gets its logo off the company's site, once.
        ...(drafting.images ? [listingLogoReactor({ events, clock, fetcher: drafting.images, blobs, logger })] : []),
      ],
      // The founder's pages: submit, progress, review, save (each action the API's operation).
      routes: (edge) => {
        const maker = makerPagesFor(deps, edge);
        return [{ path: '/', router: draftPagesRouter(maker, { ...edge, documents }) }];
      },
    };
  },
});
