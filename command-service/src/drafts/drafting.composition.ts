/**
 * The real crawler and drafter, composed in one place (the service takes them from here unless a
 * test or another mode passes its own pair): the SSRF-safe fetcher configured from the environment
 * (see shared/src/net/safe-fetcher.ts), the robots-respecting site crawler, and the drafter
 * (Gemini when GEMINI_API_KEY is set, the extractive one otherwise; evidence enforced either way), and
 * the logo fetcher (the same fetcher's settings, robots.txt obeyed).
 */
import { createSafeFetcher, safeFetcherSettingsFromEnv, type SiteSettings } from '@listings/shared/platform';
import { createSiteCrawlerFromEnv } from './crawling/site-crawler.ts';
import { createImageFetcher, type ImageFetcher } from './logos/image-fetcher.ts';
import { createDrafter, drafterConfigFromEnv } from './drafting/create-drafter.ts';
import type { Drafter, SiteCrawler } from './drafting.ports.ts';

export interface DraftingPorts {
  crawler: SiteCrawler;
  drafter: Drafter;
  /**
   * Fetches a listing's logo off the company's site (logos/listing-logo.reactor.ts). Ports given
   * without it fetch no logos (tests that draft from fakes reach no network).
   */
  images?: ImageFetcher;
}

export function defaultDraftingPorts(site: SiteSettings, env: NodeJS.ProcessEnv = process.env): DraftingPorts {
  return {
    crawler: createSiteCrawlerFromEnv(env, site.publicBaseUrl),
    drafter: createDrafter(drafterConfigFromEnv(env)),
    images: createImageFetcher({ fetcher: createSafeFetcher(safeFetcherSettingsFromEnv(env, site.publicBaseUrl)) }),
  };
}
