/**
 * Per-site commerce settings (issue 30): each site of the network has its own product prices, promo
 * codes, free queue and launch calendar. Their events carry the key of the site they belong to as
 * `site`; an event without one (every event written before the network, and every change to the
 * default site) belongs to the default site. That is the upcast, on read; the log is never
 * rewritten, and the default site's streams and read-model documents are named as they always were,
 * so a single-site deployment's log and read models are unchanged.
 */

/** The stream of a per-site aggregate: the default site's is `stream` itself, another site's `stream@<key>`. */
export const siteScopedStream = (stream: string, site?: string | null): string => (site ? `${stream}@${site}` : stream);

/** A per-site read model's document id: the default site's is `id` itself, another site's `<key>/<id>`. */
export const siteScopedId = (id: string, site?: string | null): string => (site ? `${site}/${id}` : id);

/** The `site` a change to this site records: none for the default site (as before the network), else its key. */
export const recordedSiteOf = (site: { key: string; isDefault: boolean }): string | undefined =>
  site.isDefault ? undefined : site.key;

/** `{ site }` when the change is to a site other than the default, else nothing (spread into event data). */
export const siteField = (site: string | undefined): { site?: string } => (site ? { site } : {});
