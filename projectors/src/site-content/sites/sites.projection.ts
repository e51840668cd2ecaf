/**
 * The sites of the network (collection `sites`, one document per opened site, `_id` its key). The
 * default site is no event and no document: `networkOf` puts it first from configuration, so a
 * deployment that never opened a site has a network of exactly its one configured site.
 */
import { defineProjection, type DocumentStore } from '@listings/shared/kernel';
import {
  SITE_EVENT_TYPES,
  type Site,
  type SiteBadgeStyle,
  type SiteEvent,
} from '@listings/shared/contracts/site-content';

export const SITES_COLLECTION = 'sites';

export type SiteDocument = {
  _id: string;
  name: string;
  purpose: string;
  hosts: string[];
  base_url: string;
  /** Its own badge style; absent: the default site's. */
  badge_style?: SiteBadgeStyle;
  opened_at: string;
  updated_at: string;
};

export const sitesProjection = defineProjection<SiteEvent>({
  name: 'sites',
  collections: [SITES_COLLECTION],
  eventTypes: SITE_EVENT_TYPES,

  async apply(event, documents) {
    const sites = documents.collection<SiteDocument>(SITES_COLLECTION);
    const at = event.metadata.at;
    if (event.type === 'SiteOpened') {
      const { key, name, purpose, hosts, baseUrl, badgeStyle } = event.data;
      await sites.updateOne(
        { _id: key },
        {
          $set: {
            name,
            purpose,
            hosts,
            base_url: baseUrl,
            ...(badgeStyle ? { badge_style: badgeStyle } : {}),
            opened_at: at,
            updated_at: at,
          },
        },
        { upsert: true },
      );
      return;
    }
    const { name, purpose, hosts, baseUrl, badgeStyle } = event.data.changes;
    const set: Partial<SiteDocument> = { updated_at: at };
    if (name !== undefined) set.name = name;
    if (purpose !== undefined) set.purpose = purpose;
    if (hosts !== undefined) set.hosts = hosts;
    if (baseUrl !== undefined) set.base_url = baseUrl;
    if (badgeStyle !== undefined) set.badge_style = badgeStyle;
    await sites.updateOne({ _id: event.data.key }, { $set: set });
  },
});

/** The network: the configured default site first, then the opened sites by key. */
export async function networkOf(documents: DocumentStore, defaultSite: Site): Promise<Site[]> {
  const opened = await documents.collection<SiteDocument>(SITES_COLLECTION).find({}, { sort: { _id: 1 } });
  return [
    defaultSite,
    ...opened
      .filter((doc) => doc._id !== defaultSite.key)
      .map((doc) => ({
        key: doc._id,
        name: doc.name,
        purpose: doc.purpose,
        hosts: doc.hosts,
        baseUrl: doc.base_url,
        ...(doc.badge_style ? { badgeStyle: doc.badge_style } : {}),
        isDefault: false,
      })),
  ];
}
