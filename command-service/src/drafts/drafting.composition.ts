/**
 * The real crawler and drafter, composed in one place (the service takes them from here unless a
 * test or another mode passes its own pair): the SSRF-safe fetcher configured from the environment
 * (see shared/src/net/safe-fetcher.ts), the robots-respecting site crawler, and the offline
 * extractive drafter. A production drafter (Gemini) is swapped in here.
 */
import type { SiteSettings } from '@listings/shared/config';
import { createSafeFetcher, safeFetcherSettingsFromEnv } from '@listings/shared/net/safe-fetcher';
import { createSiteCrawler } from './crawling/site-crawler.ts';
import { ExtractiveDrafter } from './drafting/extractive-drafter.ts';
import type { Drafter, SiteCrawler } from './drafting.ports.ts';

export interface DraftingPorts {
  crawler: SiteCrawler;
  drafter: Drafter;
}

export function defaultDraftingPorts(site: SiteSettings, env: NodeJS.ProcessEnv = process.env): DraftingPorts {
  return {
    crawler: createSiteCrawler({ fetcher: createSafeFetcher(safeFetcherSettingsFromEnv(env, site.publicBaseUrl)) }),
    drafter: new ExtractiveDrafter(),
  };
}
