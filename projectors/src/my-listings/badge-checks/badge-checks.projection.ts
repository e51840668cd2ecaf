/**
 * The `badge_checks` read model: per listing, how often and when its badge was last looked for on the
 * company's site and with what result (get_my_listing's pending badge check; the re-check scheduler
 * picks due listings from it).
 */
import { defineProjection } from '@listings/shared/kernel';
import { BADGE_CHECK_EVENT_TYPES, type BadgeCheckEvent } from '@listings/shared/contracts/my-listings';

export const BADGE_CHECKS_COLLECTION = 'badge_checks';

export interface BadgeCheckDocument {
  _id: string;
  listing_id: number;
  checks: number;
  last_checked_at: string;
  last_found: boolean;
  last_reason: string;
  last_url: string | null;
  last_trigger: 'owner' | 'recheck';
  /** Event ids counted, so an event delivered twice counts once. */
  seen: string[];
  [field: string]: unknown;
}

export const badgeChecksProjection = defineProjection<BadgeCheckEvent>({
  name: 'badge-checks',
  collections: [BADGE_CHECKS_COLLECTION],
  eventTypes: BADGE_CHECK_EVENT_TYPES,

  async apply(event, documents) {
    const { data } = event;
    const collection = documents.collection<BadgeCheckDocument>(BADGE_CHECKS_COLLECTION);
    const _id = String(data.listingId);
    const current = await collection.findOne({ _id });
    if (current?.seen.includes(event.id)) return;
    await collection.replaceOne(
      { _id },
      {
        _id,
        listing_id: data.listingId,
        checks: (current?.checks ?? 0) + 1,
        last_checked_at: event.metadata.at,
        last_found: data.found,
        last_reason: data.reason,
        last_url: data.url,
        last_trigger: data.trigger,
        seen: [...(current?.seen ?? []), event.id].slice(-50),
      },
      { upsert: true },
    );
  },
});
