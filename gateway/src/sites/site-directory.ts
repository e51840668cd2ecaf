/**
 * The network as the edge sees it, kept in memory so that finding a request's site costs no store
 * round trip: loaded at start from the `sites` read model (the default site from configuration
 * first) and loaded again whenever the sites projection applies an event (service.ts wires it).
 */
import type { DocumentStore } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import { defaultSite, type Site } from '@listings/shared/contracts/site-content';
import { networkOf } from '@listings/projectors/site-content';
import { SitesByHost } from './sites-by-host.ts';

export class SiteDirectory {
  private sites: Site[];
  private readonly documents: DocumentStore;
  private readonly defaults: Site;
  private readonly byHost: SitesByHost;

  constructor(documents: DocumentStore, settings: SiteSettings) {
    this.documents = documents;
    this.defaults = defaultSite(settings);
    this.sites = [this.defaults];
    this.byHost = new SitesByHost(this.sites);
  }

  /** Reads the network from the read model again (after a SiteOpened or SiteChanged). */
  async refresh(): Promise<void> {
    this.sites = await networkOf(this.documents, this.defaults);
    this.byHost.reset(this.sites);
  }

  get network(): readonly Site[] {
    return this.sites;
  }

  get defaultSite(): Site {
    return this.defaults;
  }

  /** The site a Host header names, or undefined (resolve-site.ts says the rule; sites-by-host.ts remembers it). */
  resolve(hostHeader: string | undefined): Site | undefined {
    return this.byHost.resolve(hostHeader);
  }
}
