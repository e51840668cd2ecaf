/**
 * The site of the network a listing lives on, as the settings its links and badge are written with
 * (issue 30). An owner's listings are theirs on every site's host, but a listing's page, badge and
 * badge image are on its own site only: the maker's badge preview and embed code name that site and
 * link to its host, and the badge check looks for that host's link. The recorded site (null: the
 * default site, the upcast) is looked up in the network; a key the network no longer names falls
 * back to the default site, as links do elsewhere.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import { defaultSite } from '@listings/shared/contracts/site-content';
import { siteSettingsOf } from '@listings/shared/api';
import { networkOf } from '@listings/projectors/site-content';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';

/** The settings of the site recorded as `listingSite` (null or unknown: `site`, the default). */
export async function listingOwnSite(
  documents: DocumentStore,
  site: SiteSettings,
  listingSite: string | null | undefined,
): Promise<SiteSettings> {
  if (!listingSite || listingSite === (site.key ?? null)) return site;
  const network = await networkOf(documents, defaultSite(site));
  return siteSettingsOf(
    site,
    network.find((each) => each.key === listingSite),
  );
}

/** The settings of the site the listing `slug` lives on, as recorded (none, or no such listing: `site`). */
export async function listingOwnSiteBySlug(
  documents: DocumentStore,
  site: SiteSettings,
  slug: string,
): Promise<SiteSettings> {
  const doc = await documents.collection(LISTINGS_COLLECTION).findOne({ slug }, { projection: { site: 1 } });
  return listingOwnSite(documents, site, typeof doc?.site === 'string' ? doc.site : null);
}

/** The base URL of the site the listing `slug` lives on (the badge check looks for a link to it). */
export async function listingBaseUrlOf(documents: DocumentStore, site: SiteSettings, slug: string): Promise<string> {
  return (await listingOwnSiteBySlug(documents, site, slug)).publicBaseUrl;
}
