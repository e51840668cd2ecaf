/**
 * The site of the network a listing lives on, read from its ListingCreated (issue 30). Events
 * written before the network existed name no site: they belong to the default site. This upcast on
 * read is the one place that says so; the log is never rewritten.
 */
export const listingSiteOf = (created: { site?: string }, defaultSiteKey: string): string =>
  created.site ?? defaultSiteKey;

/** The site a read is for, as the operations' context carries it (`context.site`). */
export interface SiteOfRead {
  key: string;
  isDefault: boolean;
}

/**
 * The document filter of "listings of this site" over a read model that keeps each listing's site
 * as recorded (`site`: the ListingCreated's, null or absent for the default site): the same upcast
 * as listingSiteOf, applied in the query. Every public read of listings adds it, so one site never
 * answers another's listing (a listing of another site is as absent).
 */
export const listingsOfSite = (site: SiteOfRead): { site: string | { $in: (string | null)[] } } =>
  site.isDefault ? { site: { $in: [site.key, null] } } : { site: site.key };

/** Whether a listing whose recorded site is `recorded` lives on `site` (the same rule, in memory). */
export const isListingOfSite = (recorded: string | null | undefined, site: SiteOfRead): boolean =>
  recorded === site.key || (site.isDefault && (recorded === null || recorded === undefined));
