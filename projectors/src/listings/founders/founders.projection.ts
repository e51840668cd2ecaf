/**
 * Builds the `founders` read model from listing events.
 *
 * Each listing's founders, name and status are kept in `founder_listings` (set, never incremented);
 * every founder a change touches (including founders removed from a listing) is then recomputed
 * from all `founder_listings` that name them. Both steps are idempotent sets, so an event delivered
 * twice leaves the same documents.
 *
 * A founder document is a function of the `founder_listings` alone, never of the order events were
 * applied in: in distributed mode two listings' streams arrive in any order between them. So each
 * listing also keeps, per founder slug it ever touched (removals included), the time of its latest
 * event touching them (`touched`), and a founder's `updated_at` is the latest of those over every
 * listing; a founder removed from all listings and named again elsewhere keeps the removal's time
 * when it is the later one, whichever stream is applied first.
 */
import { defineProjection, type DocumentStore } from '@listings/shared/kernel';
import { upcastListingEvent, type ListingEvent, type ListingFounder } from '@listings/shared/contracts/listings';
import {
  FOUNDER_LISTINGS_COLLECTION,
  FOUNDERS_COLLECTION,
  type FounderCompany,
  type FounderDocument,
  type FounderListingDocument,
  type ListingStatus,
} from './founders.read-model.ts';

const founders = (documents: DocumentStore) => documents.collection<FounderDocument>(FOUNDERS_COLLECTION);
const founderListings = (documents: DocumentStore) =>
  documents.collection<FounderListingDocument>(FOUNDER_LISTINGS_COLLECTION);

const PUBLIC: readonly ListingStatus[] = ['scheduled', 'live'];

/** Lower case, without diacritics, single spaces: what founder search compares. */
export const searchableName = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A listing's founders as given, without entries lacking a slug or name, each slug once (first wins). */
const cleanFounders = (value: unknown): ListingFounder[] => {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const result: ListingFounder[] = [];
  for (const founder of value as ListingFounder[]) {
    if (!founder || typeof founder.slug !== 'string' || !founder.slug || !text(founder.name) || seen.has(founder.slug))
      continue;
    seen.add(founder.slug);
    result.push(founder);
  }
  return result;
};

/**
 * The founder document of `slug` computed from every listing naming them or having touched them, or
 * null when none names them. Its time is the latest a listing touched them (`touched`).
 */
export function computeFounder(slug: string, listings: readonly FounderListingDocument[]): FounderDocument | null {
  const updatedAt = listings
    .flatMap((listing) => (listing.touched ?? []).filter((t) => t.slug === slug).map((t) => t.at))
    .reduce((latest, at) => (at > latest ? at : latest), '');
  const naming = listings
    .map((listing) => ({ listing, index: listing.founders.findIndex((f) => f.slug === slug) }))
    .filter((entry) => entry.index >= 0);
  if (naming.length === 0) return null;

  // Personal details: the listing whose founders were set most recently wins, field by field.
  const newestFirst = [...naming].sort(
    (a, b) => b.listing.founders_at.localeCompare(a.listing.founders_at) || b.listing.listing_id - a.listing.listing_id,
  );
  const pick = (field: 'name' | 'title' | 'bio' | 'country'): string | null => {
    for (const { listing, index } of newestFirst) {
      const value = text(listing.founders[index][field]);
      if (value) return value;
    }
    return null;
  };
  const socials =
    newestFirst
      .map(({ listing, index }) => listing.founders[index].socials)
      .find((s) => s && Object.keys(s).length > 0) ?? {};

  const companies: FounderCompany[] = naming.map(({ listing, index }) => ({
    listing_id: listing.listing_id,
    listing_slug: listing.slug,
    listing_name: listing.name,
    role: text(listing.founders[index].title),
    primary: index === 0,
    status: listing.status,
    // Unpublished by the site team: the company is not shown (its status goes on underneath).
    public: PUBLIC.includes(listing.status) && !listing.unpublished,
  }));
  companies.sort(
    (a, b) =>
      Number(b.public) - Number(a.public) ||
      a.listing_name.localeCompare(b.listing_name) ||
      a.listing_id - b.listing_id,
  );

  const name = pick('name')!;
  const country = pick('country');
  return {
    _id: slug,
    slug,
    name,
    name_search: searchableName(name),
    title: pick('title'),
    bio: pick('bio'),
    country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null,
    socials: { ...socials },
    companies,
    public: companies.some((c) => c.public),
    updated_at: updatedAt || naming.map(({ listing }) => listing.founders_at).reduce((a, b) => (b > a ? b : a)),
  };
}

/** `touched` with each of `slugs` set to `at` (an event of the listing touched them), sorted by slug. */
const touching = (
  touched: FounderListingDocument['touched'],
  slugs: Iterable<string>,
  at: string,
): { slug: string; at: string }[] => {
  const bySlug = new Map((touched ?? []).map((t) => [t.slug, t.at]));
  for (const slug of slugs) bySlug.set(slug, at);
  return [...bySlug].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([slug, time]) => ({ slug, at: time }));
};

/** Recomputes the founder documents of `slugs` from `founder_listings` (deleting those no listing names). */
async function recompute(documents: DocumentStore, slugs: Iterable<string>): Promise<void> {
  for (const slug of new Set(slugs)) {
    const listings = await founderListings(documents).find({
      $or: [{ 'founders.slug': slug }, { 'touched.slug': slug }],
    });
    const founder = computeFounder(slug, listings);
    if (founder) await founders(documents).replaceOne({ _id: slug }, founder, { upsert: true });
    else await founders(documents).deleteOne({ _id: slug });
  }
}

const slugsOf = (list: readonly ListingFounder[] | undefined) => (list ?? []).map((f) => f.slug);

export const foundersProjection = defineProjection<ListingEvent>({
  name: 'founders',
  // 2: founder_listings keep the founders each listing touched and when (`touched`), which the
  // founders' `updated_at` is computed from.
  version: 2,
  collections: [FOUNDERS_COLLECTION, FOUNDER_LISTINGS_COLLECTION],
  eventTypes: [
    'ListingCreated',
    'ListingProfileChanged',
    'ListingAwaitingBadge',
    'ListingScheduled',
    'ListingWentLive',
    'ListingPaidPlanRevoked',
    'ListingUnpublishedByStaff',
    'ListingRestoredByStaff',
  ],

  async setup(documents) {
    await founders(documents).createIndex({ public: 1, name_search: 1 });
    await founders(documents).createIndex({ country: 1 });
    await founderListings(documents).createIndex({ listing_id: 1 }, { unique: true });
  },

  async apply(recorded, documents) {
    // Founders' links recorded before the API refused unsafe ones are dropped here.
    const event = upcastListingEvent(recorded);
    const at = recorded.metadata.at;
    const id = String(event.data.listingId);

    switch (event.type) {
      case 'ListingCreated': {
        const { listingId, slug, profile } = event.data;
        const previous = await founderListings(documents).findOne({ _id: id });
        const listing: FounderListingDocument = {
          _id: id,
          listing_id: listingId,
          slug,
          name: profile.name,
          status: 'draft',
          founders: cleanFounders(profile.founders),
          founders_at: at,
        };
        const slugs = [...slugsOf(previous?.founders), ...slugsOf(listing.founders)];
        listing.touched = touching(previous?.touched, slugs, at);
        await founderListings(documents).replaceOne({ _id: id }, listing, { upsert: true });
        await recompute(documents, slugs);
        return;
      }
      case 'ListingProfileChanged': {
        const { founders: founderChange, name: nameChange } = event.data.changes;
        if (!founderChange && !nameChange) return;
        const previous = await founderListings(documents).findOne({ _id: id });
        if (!previous) return;
        const after = founderChange ? cleanFounders(founderChange.after) : previous.founders;
        // Founders removed from the listing lose the company: recompute them too (those of the
        // event's `before` as well, so a redelivered event still reaches them).
        const before = founderChange ? cleanFounders(founderChange.before) : [];
        const slugs = [...slugsOf(previous.founders), ...slugsOf(before), ...slugsOf(after)];
        const set: Record<string, unknown> = { touched: touching(previous.touched, slugs, at) };
        if (founderChange) Object.assign(set, { founders: after, founders_at: at });
        if (nameChange && text(nameChange.after)) set.name = nameChange.after;
        await founderListings(documents).updateOne({ _id: id }, { $set: set });
        await recompute(documents, slugs);
        return;
      }
      case 'ListingAwaitingBadge':
      case 'ListingScheduled':
      case 'ListingWentLive':
      case 'ListingPaidPlanRevoked': {
        // A revoked paid plan changes the status only when it unscheduled the listing (back to draft).
        if (event.type === 'ListingPaidPlanRevoked' && !event.data.unscheduled) return;
        const status: ListingStatus =
          event.type === 'ListingAwaitingBadge'
            ? 'awaiting_badge'
            : event.type === 'ListingScheduled'
              ? 'scheduled'
              : event.type === 'ListingPaidPlanRevoked'
                ? 'draft'
                : 'live';
        const listing = await founderListings(documents).findOne({ _id: id });
        if (!listing) return;
        const slugs = slugsOf(listing.founders);
        await founderListings(documents).updateOne(
          { _id: id },
          { $set: { status, touched: touching(listing.touched, slugs, at) } },
        );
        await recompute(documents, slugs);
        return;
      }
      case 'ListingUnpublishedByStaff':
      case 'ListingRestoredByStaff': {
        const listing = await founderListings(documents).findOne({ _id: id });
        if (!listing) return;
        const unpublished = event.type === 'ListingUnpublishedByStaff';
        const slugs = slugsOf(listing.founders);
        await founderListings(documents).updateOne(
          { _id: id },
          { $set: { unpublished, touched: touching(listing.touched, slugs, at) } },
        );
        await recompute(documents, slugs);
        return;
      }
    }
  },
});
