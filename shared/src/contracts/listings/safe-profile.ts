/**
 * Listing profiles and listing events as they may be served: every link that is not a safe http(s)
 * link and an e-mail address that is not one are dropped (safe-links.ts). Events recorded before the
 * API refused such values keep them; this is the upcaster the write side's state, the projections
 * and the views of read models built earlier all apply, so none of them ever serves one.
 */
import type { ListingEvent } from './listing.events.ts';
import type { ListingProfile } from './listing.profile.ts';
import { safeEmail, safeHttpUrl, safeSiteUrl, safeSocials, withSafeUrl } from './safe-links.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A profile field's value as it may be served. `null`, `undefined` and `''` (a link or address
 * cleared) pass as they are; so do fields that hold no link or address.
 */
export function safeProfileValue(field: string, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  switch (field) {
    case 'url':
      return safeSiteUrl(value);
    case 'logo_url':
    case 'demo_video_url':
      return safeHttpUrl(value);
    case 'contact_email':
      return safeEmail(value);
    case 'socials':
      return safeSocials(value);
    case 'founders':
      return Array.isArray(value)
        ? value.map((founder) =>
            isObject(founder) && founder.socials !== undefined
              ? { ...founder, socials: safeSocials(founder.socials) }
              : founder,
          )
        : value;
    case 'milestones':
      return Array.isArray(value)
        ? value.map((milestone) => (isObject(milestone) ? withSafeUrl(milestone) : milestone))
        : value;
    case 'media':
      return Array.isArray(value) ? value.filter((item) => isObject(item) && safeHttpUrl(item.url) !== null) : value;
    default:
      return value;
  }
}

/** The fields safeProfileValue may change. */
const LINK_FIELDS = [
  'url',
  'logo_url',
  'demo_video_url',
  'contact_email',
  'socials',
  'founders',
  'milestones',
  'media',
];

/** A profile (or a read-model document holding one) with its links and e-mail address made safe; other fields untouched. */
export function safeProfile<Profile extends Partial<ListingProfile>>(profile: Profile): Profile {
  const safe: Record<string, unknown> = { ...profile };
  for (const field of LINK_FIELDS) if (field in safe) safe[field] = safeProfileValue(field, safe[field]);
  return safe as Profile;
}

/** The before/after of each changed field, made safe (the owner's version history shows them). */
export const safeProfileChanges = (
  changes: Record<string, { before: unknown; after: unknown }>,
): Record<string, { before: unknown; after: unknown }> =>
  Object.fromEntries(
    Object.entries(changes).map(([field, change]) => [
      field,
      { before: safeProfileValue(field, change.before), after: safeProfileValue(field, change.after) },
    ]),
  );

/** A listing event as the write side's state and the projections read it: links and addresses made safe. */
export function upcastListingEvent(event: ListingEvent): ListingEvent {
  switch (event.type) {
    case 'ListingCreated':
      return { ...event, data: { ...event.data, profile: safeProfile(event.data.profile) } };
    case 'ListingProfileChanged':
      return { ...event, data: { ...event.data, changes: safeProfileChanges(event.data.changes) } };
    case 'MilestoneAdded':
      return { ...event, data: { ...event.data, milestone: withSafeUrl(event.data.milestone) } };
    default:
      return event;
  }
}
