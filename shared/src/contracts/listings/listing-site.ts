/**
 * The site of the network a listing lives on, read from its ListingCreated (issue 30). Events
 * written before the network existed name no site: they belong to the default site. This upcast on
 * read is the one place that says so; the log is never rewritten.
 */
export const listingSiteOf = (created: { site?: string }, defaultSiteKey: string): string =>
  created.site ?? defaultSiteKey;
