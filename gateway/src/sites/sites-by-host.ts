/**
 * The site each Host header value names, remembered: resolveSite parses the host and the sites' base
 * URLs, and the same few Host values arrive on every request, so the edge answers them from a map
 * (`npm run bench:images` showed the lookup as a share of every cached page and picture). The answer
 * is the same as resolveSite's, unknown hosts included (remembered as no site, so still refused); the
 * map is dropped whenever the network changes and is bounded, so a client inventing Host values can
 * only make it start again, never grow.
 */
import type { Site } from '@listings/shared/contracts/site-content';
import { resolveSite } from './resolve-site.ts';

/** How many distinct Host values are remembered before the map starts again. */
export const REMEMBERED_HOSTS = 256;

export class SitesByHost {
  private readonly known = new Map<string | undefined, Site | null>();
  private network: readonly Site[];

  constructor(network: readonly Site[]) {
    this.network = network;
  }

  /** A new network (after a SiteOpened or SiteChanged): what was remembered no longer holds. */
  reset(network: readonly Site[]): void {
    this.network = network;
    this.known.clear();
  }

  /** resolveSite(hostHeader, network), from the map when this Host value was seen since the last reset. */
  resolve(hostHeader: string | undefined): Site | undefined {
    const remembered = this.known.get(hostHeader);
    if (remembered !== undefined) return remembered ?? undefined;
    const site = resolveSite(hostHeader, this.network);
    if (this.known.size >= REMEMBERED_HOSTS) this.known.clear();
    this.known.set(hostHeader, site ?? null);
    return site;
  }
}
