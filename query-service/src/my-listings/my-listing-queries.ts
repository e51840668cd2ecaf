/**
 * The owner's reads: list_my_listings, get_my_listing, and the owned listing the write operations
 * answer with once the read side has caught up with the write (read-your-writes, bounded). Only the
 * owner's listings exist for them: another account's listing is a 404, like a missing one.
 */
import { safeProfile, safeProfileChanges } from '@listings/shared/contracts/listings';
import {
  DEFAULT_BADGE_RECHECK,
  type BadgeRecheckSettings,
  type RecheckCandidate,
} from '@listings/shared/contracts/my-listings';
import type { DocumentStore } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import {
  notFound,
  ok,
  principalOf,
  type OperationHandlers,
  type OwnedListingResponse,
  type OwnedListingSummary,
} from '@listings/shared/api';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { LISTING_FIGURES_COLLECTION } from '@listings/projectors/site-content';
import {
  LISTING_EDITS_COLLECTION,
  type ListingEditDocument,
  BADGE_CHECKS_COLLECTION,
  type BadgeCheckDocument,
} from '@listings/projectors/my-listings';
import {
  badgeImageUrl,
  DEFAULT_BADGE_STYLE,
  embedHtml,
  listingSummary,
  mediaOf,
  publicListing,
  PUBLIC_STATUSES,
  type BadgeWording,
  type Figures,
} from '../listings/index.ts';
import { pageOf, paged, skipOf } from '../paging.ts';
import { listingOwnSite } from './listing-own-site.ts';

/** Edits shown in get_my_listing (newest first); the whole history is in `listing_edits`. */
export const LAST_EDITS_SHOWN = 10;

const listings = (documents: DocumentStore) => documents.collection<ListingDocument>(LISTINGS_COLLECTION);

export const findOwnListing = (documents: DocumentStore, listingId: number, accountId: string) =>
  listings(documents).findOne({ listing_id: listingId, owner_id: accountId });

export interface MyListingDependencies {
  documents: DocumentStore;
  site: SiteSettings;
  recheck?: Pick<BadgeRecheckSettings, 'intervalMs' | 'maxChecks'>;
}

const ownedSummary = (doc: ListingDocument, site: SiteSettings): OwnedListingSummary => ({
  ...listingSummary(doc, site),
  listing_id: doc.listing_id,
  // Unpublished by the site team: the owner sees the status it has underneath, and that it is not public.
  status: doc.unpublished?.status ?? (doc.status === 'unpublished' ? 'draft' : doc.status),
  plan: doc.plan,
  launch_week: doc.launch_week,
  public: PUBLIC_STATUSES.includes(doc.status),
  created_at: doc.created_at,
  updated_at: doc.updated_at,
});

/** The owned listing: everything public, plus status, plan, week, paid sections, history and the badge check. */
export async function ownedListingView(
  raw: ListingDocument,
  deps: MyListingDependencies,
): Promise<OwnedListingResponse> {
  // Links and the contact address recorded before the API refused unsafe ones are not served.
  const doc = safeProfile(raw);
  const { documents, site } = deps;
  const recheck = deps.recheck ?? DEFAULT_BADGE_RECHECK;
  const [figures, edits, versions, check] = await Promise.all([
    documents.collection(LISTING_FIGURES_COLLECTION).findOne({ _id: doc.slug }),
    documents
      .collection<ListingEditDocument>(LISTING_EDITS_COLLECTION)
      .find({ listing_id: doc.listing_id }, { sort: { position: -1 }, limit: LAST_EDITS_SHOWN }),
    documents.collection(LISTING_EDITS_COLLECTION).countDocuments({ listing_id: doc.listing_id }),
    documents.collection<BadgeCheckDocument>(BADGE_CHECKS_COLLECTION).findOne({ _id: String(doc.listing_id) }),
  ]);
  // The listing's own site (issue 30): its page, badge and links are on that site's host, whichever
  // site's host asks (an owner's listings are theirs on every site).
  const own = await listingOwnSite(documents, site, doc.site);
  const shown = publicListing(doc, own, (figures ?? {}) as Figures);
  const wording: BadgeWording = {
    type: 'listed_on',
    caption: 'Listed on',
    siteName: own.name,
    label: `Listed on ${own.name}`,
  };
  const nextCheck =
    check && check.checks < recheck.maxChecks
      ? new Date(Date.parse(check.last_checked_at) + recheck.intervalMs).toISOString()
      : null;
  return {
    ...shown,
    ...ownedSummary(doc, own),
    /** The sections visitors see (paid plan, or unlocked); the owner sees all of them below. */
    public_sections: shown.unlocked_sections,
    story: doc.story ?? {},
    milestones: doc.milestones,
    media: mediaOf(doc, site.publicBaseUrl),
    versions: versions + 1,
    last_edits: edits.map((edit) => ({
      at: edit.at,
      by: edit.actor.kind,
      cause: edit.cause,
      fields: edit.fields,
      changes: safeProfileChanges(edit.changes),
    })),
    badge_check: check
      ? {
          checks: check.checks,
          last_checked_at: check.last_checked_at,
          found: check.last_found,
          result: check.last_reason,
          url: check.last_url,
        }
      : null,
    /** Kept badges (live free listings): the outbound link's status and the last re-check. */
    badge_keeping:
      doc.status === 'live' && doc.plan === 'free'
        ? {
            link: doc.link_nofollow ? 'nofollow' : 'follow',
            status: doc.link_nofollow ? 'nofollow' : doc.badge_keeping?.grace_until ? 'grace' : 'ok',
            last_checked_at: doc.badge_keeping?.last_checked_at ?? null,
            last_result: doc.badge_keeping?.last_outcome ?? null,
            badge_gone_since: doc.badge_keeping?.gone_since ?? null,
            grace_until: doc.badge_keeping?.grace_until ?? null,
          }
        : null,
    /** Kept facts: the last re-read of the quoted pages, when all were last confirmed, and quotes no longer there. */
    facts_check: {
      last_reread_at: doc.facts_check?.last_reread_at ?? null,
      last_confirmed_at: doc.facts_confirmed_at ?? null,
      flagged: (doc.facts_check?.flagged ?? []).map((flag) => ({
        field: flag.field,
        quote: flag.quote,
        url: flag.url,
        not_found_since: flag.since,
      })),
    },
    pending_badge_check:
      doc.status === 'awaiting_badge'
        ? {
            next_check_at: nextCheck,
            how_to:
              'Put the badge on your homepage (a link to the listing page, or a badge image), then call choose_free_listing again or wait for the next check.',
            listing_page: `${own.publicBaseUrl}/listings/${doc.slug}`,
            badge_image_url: badgeImageUrl(own, doc.slug, 'listed_on', DEFAULT_BADGE_STYLE),
            embed_html: embedHtml(own, doc.slug, wording, DEFAULT_BADGE_STYLE),
            site_name: own.name,
          }
        : null,
  };
}

export const myListingQueryHandlers = (deps: MyListingDependencies) =>
  ({
    list_my_listings: async (context) => {
      const { accountId } = principalOf(context);
      const page = pageOf(context.input.query);
      const filter = { owner_id: accountId };
      const [docs, total] = await Promise.all([
        listings(deps.documents).find(filter, {
          sort: { created_at: -1, listing_id: -1 },
          skip: skipOf(page),
          limit: page.per_page,
        }),
        listings(deps.documents).countDocuments(filter),
      ]);
      // Each listing's `listing_url` on its own site (issue 30); the sites looked up once per call.
      const sites = new Map<string | null, Promise<SiteSettings>>();
      const ownSite = (key: string | null | undefined) => {
        const k = key ?? null;
        if (!sites.has(k)) sites.set(k, listingOwnSite(deps.documents, deps.site, k));
        return sites.get(k)!;
      };
      const items = await Promise.all(docs.map(async (doc) => ownedSummary(doc, await ownSite(doc.site))));
      return ok(paged(items, page, total));
    },
    get_my_listing: async (context) => {
      const listingId: number = context.input.params.listing_id;
      const doc = await findOwnListing(deps.documents, listingId, principalOf(context).accountId);
      if (!doc) throw notFound(`Listing ${listingId}`);
      return ok(await ownedListingView(doc, deps));
    },
  }) satisfies OperationHandlers;

export interface MyListingResponses {
  /** The owned listing once the read side has reached `position` (bounded wait). */
  read(listingId: number, accountId: string, position: number): Promise<OwnedListingResponse>;
}

export const myListingResponses = (
  deps: MyListingDependencies & {
    waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
    readYourWritesTimeoutMs: number;
  },
): MyListingResponses => {
  const caughtUp = async (position: number) =>
    position <= 0 || (await deps.waitForPosition(position, deps.readYourWritesTimeoutMs));
  return {
    async read(listingId, accountId, position) {
      await caughtUp(position);
      const doc = await findOwnListing(deps.documents, listingId, accountId);
      if (!doc) throw notFound(`Listing ${listingId}`);
      return ownedListingView(doc, deps);
    },
  };
};

/** Listings awaiting their badge with their check counts, least recently checked first (the re-check scheduler's input). */
export async function badgeRecheckCandidates(documents: DocumentStore, limit: number): Promise<RecheckCandidate[]> {
  const awaiting = await listings(documents).find(
    { status: 'awaiting_badge', owner_id: { $ne: null } },
    { projection: { listing_id: 1, owner_id: 1 } },
  );
  const checks = await documents
    .collection<BadgeCheckDocument>(BADGE_CHECKS_COLLECTION)
    .find({ listing_id: { $in: awaiting.map((l) => l.listing_id) } });
  const byListing = new Map(checks.map((c) => [c.listing_id, c]));
  return awaiting
    .map((l) => ({
      listingId: l.listing_id,
      ownerId: l.owner_id as string,
      lastCheckedAt: byListing.get(l.listing_id)?.last_checked_at ?? null,
      checks: byListing.get(l.listing_id)?.checks ?? 0,
    }))
    .sort((a, b) => (a.lastCheckedAt ?? '').localeCompare(b.lastCheckedAt ?? ''))
    .slice(0, limit);
}

/** Live free listings for the kept-badge re-checks: never checked first, then the least recently checked. */
export async function keptBadgeCandidates(
  documents: DocumentStore,
  limit: number,
): Promise<{ listingId: number; lastCheckedAt: string | null }[]> {
  const live = await listings(documents).find(
    { status: 'live', plan: 'free' },
    { projection: { listing_id: 1, badge_keeping: 1 } },
  );
  return live
    .map((l) => ({ listingId: l.listing_id, lastCheckedAt: l.badge_keeping?.last_checked_at ?? null }))
    .sort((a, b) => (a.lastCheckedAt ?? '').localeCompare(b.lastCheckedAt ?? '') || a.listingId - b.listingId)
    .slice(0, limit);
}

/** Live listings drafted from their site, for the kept-facts re-reads: never re-read first, then the oldest. */
export async function keptFactsCandidates(
  documents: DocumentStore,
  limit: number,
): Promise<{ listingId: number; lastRereadAt: string | null }[]> {
  const live = await listings(documents).find(
    { status: 'live', draft_id: { $ne: null } },
    { projection: { listing_id: 1, facts_check: 1 } },
  );
  return live
    .map((l) => ({ listingId: l.listing_id, lastRereadAt: l.facts_check?.last_reread_at ?? null }))
    .sort((a, b) => (a.lastRereadAt ?? '').localeCompare(b.lastRereadAt ?? '') || a.listingId - b.listingId)
    .slice(0, limit);
}
