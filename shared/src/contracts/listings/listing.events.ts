import type { ListingImage, LogoAttempt } from './listing.images.ts';
import type { ListingProfile, Milestone, PaidSection } from './listing.profile.ts';

/**
 * Events of the listing aggregate (stream `listing-<listing_id>`). Status follows the spec:
 * draft (saved, unpublished) → awaiting_badge / scheduled → live.
 */
export type ListingEvent =
  | {
      type: 'ListingCreated';
      data: {
        listingId: number;
        slug: string;
        ownerId: string | null;
        profile: ListingProfile;
        draftId?: string;
        /**
         * The key of the site of the network the listing lives on. Absent on every event written
         * before the network existed (and on listings of the default site): read it with
         * `listingSiteOf`, which gives the default site then (an upcast, the log is never rewritten).
         */
        site?: string;
      };
    }
  | {
      type: 'ListingProfileChanged';
      data: { listingId: number; changes: Record<string, { before: unknown; after: unknown }> };
    }
  /** Free plan chosen but the service's badge is not on the company's site yet. */
  | { type: 'ListingAwaitingBadge'; data: { listingId: number } }
  /** Queued (free) or bought (paid) for a future launch week (a Monday, YYYY-MM-DD). */
  | { type: 'ListingScheduled'; data: { listingId: number; week: string; plan: 'free' | 'paid' } }
  | { type: 'ListingWentLive'; data: { listingId: number; week: string; plan: 'free' | 'paid' } }
  /** A live listing launched again in a later week (bought with relaunch): it stays live and competes in that week. */
  | { type: 'ListingRelaunched'; data: { listingId: number; week: string } }
  | { type: 'ListingSectionsUnlocked'; data: { listingId: number; sections: PaidSection[] } }
  | { type: 'ListingFeatured'; data: { listingId: number; until: string | null } }
  /** No longer featured (the order that bought it was refunded). */
  | { type: 'ListingUnfeatured'; data: { listingId: number } }
  /**
   * The paid plan taken back (the order that bought it was refunded in full): paid sections locked
   * again; a listing scheduled but not yet live is unscheduled (back to draft), a live one stays live
   * on the free plan.
   */
  | { type: 'ListingPaidPlanRevoked'; data: { listingId: number; unscheduled: boolean } }
  | {
      type: 'ListingVerified';
      data: {
        listingId: number;
        ownerId: string;
        method: string;
        /** The claim that verified it, and the global position of that claim's verification (newest wins). */
        claimId?: number;
        claimPosition?: number;
      };
    }
  | { type: 'ListingUpdatePosted'; data: { listingId: number; updateId: number; title: string; body: string } }
  | { type: 'MilestoneAdded'; data: { listingId: number; milestone: Milestone } }
  | { type: 'MilestoneDeleted'; data: { listingId: number; milestoneId: number } }
  | { type: 'AlternativeApproved'; data: { listingId: number; alternativeSlug: string } }
  | { type: 'AlternativeWithdrawn'; data: { listingId: number; alternativeSlug: string } }
  /**
   * The listing's logo added (`replaced` null) or replaced (`replaced`: the original hash of the one
   * before): read off the company's site by the logo reactor, or uploaded by a maker.
   */
  | { type: 'ListingLogoSet'; data: { listingId: number; logo: ListingImage; replaced: string | null } }
  /** No candidate from the company's site could be taken (each with why): the site is not asked again. */
  | { type: 'ListingLogoNotFound'; data: { listingId: number; draftId: string | null; tried: LogoAttempt[] } }
  /** A screenshot added to the gallery of the paid media section (uploaded by a maker). */
  | { type: 'ListingScreenshotAdded'; data: { listingId: number; image: ListingImage } }
  /** A screenshot taken out of the gallery (`hash`: its original's). */
  | { type: 'ListingScreenshotRemoved'; data: { listingId: number; hash: string } }
  /**
   * A founder's photo added (`replaced` null) or replaced (the original hash of the one before),
   * uploaded by the listing's owner; `founderSlug` names the founder of the profile it belongs to.
   */
  | {
      type: 'ListingFounderPhotoSet';
      data: { listingId: number; founderSlug: string; photo: ListingImage; replaced: string | null };
    }
  /** A founder's photo taken away (`removed`: its original's hash): the founder shows initials again. */
  | { type: 'ListingFounderPhotoRemoved'; data: { listingId: number; founderSlug: string; removed: string } }
  /**
   * The site team took the listing off the public directory, with its reason (the console's listings
   * queue, issue 33): every public read, page, feed and the sitemap leave it out; its status goes on
   * underneath (a launch still happens) and shows again when it is restored.
   */
  | { type: 'ListingUnpublishedByStaff'; data: { listingId: number; staffId: string; reason: string } }
  /** The site team put an unpublished listing back, with its reason. */
  | { type: 'ListingRestoredByStaff'; data: { listingId: number; staffId: string; reason: string } }
  /**
   * The site team looked at a profile edit after it was published (edits apply when made: the
   * console's post-moderation, issue 33) and marked it reviewed, with an optional note. `edit` is the
   * edit's version (the stream revision of its ListingProfileChanged), `editId` that event's id.
   */
  | {
      type: 'ListingEditReviewed';
      data: { listingId: number; edit: number; editId: string; staffId: string; note: string | null };
    }
  /**
   * The site team reverted a profile edit with a reason: recorded right after the ListingProfileChanged
   * (version `revertedIn`) that put the edit's before values of `fields` back, so every read model
   * follows the listing as for any other edit (`revertedIn` null: they were back already, nothing to
   * change; only in logs from before the decider refused such a revert, `nothing_to_revert`; not mailed).
   */
  | {
      type: 'ListingEditReverted';
      data: {
        listingId: number;
        edit: number;
        editId: string;
        revertedIn: number | null;
        fields: string[];
        staffId: string;
        reason: string;
      };
    };

export const LISTING_EVENT_TYPES = [
  'ListingCreated',
  'ListingProfileChanged',
  'ListingAwaitingBadge',
  'ListingScheduled',
  'ListingWentLive',
  'ListingRelaunched',
  'ListingSectionsUnlocked',
  'ListingFeatured',
  'ListingUnfeatured',
  'ListingPaidPlanRevoked',
  'ListingVerified',
  'ListingUpdatePosted',
  'MilestoneAdded',
  'MilestoneDeleted',
  'AlternativeApproved',
  'AlternativeWithdrawn',
  'ListingLogoSet',
  'ListingLogoNotFound',
  'ListingScreenshotAdded',
  'ListingScreenshotRemoved',
  'ListingFounderPhotoSet',
  'ListingFounderPhotoRemoved',
  'ListingUnpublishedByStaff',
  'ListingRestoredByStaff',
] as const satisfies readonly ListingEvent['type'][];

/**
 * The site team's post-moderation of edits (issue 33): on the listing's stream, but not in
 * LISTING_EVENT_TYPES, so read models of the listing itself do not receive them (they change no field
 * of it); the listing_edits read model and the audit trail read them.
 */
export const LISTING_EDIT_REVIEW_EVENT_TYPES = [
  'ListingEditReviewed',
  'ListingEditReverted',
] as const satisfies readonly ListingEvent['type'][];

export const listingStream = (listingId: number) => `listing-${listingId}`;
/** Holds the listing that owns a slug; appended with no_stream, which makes slugs unique. */
export const slugStream = (slug: string) => `listingslug-${slug}`;
/** The one event of a slug's reservation stream: the first listing to reserve the slug owns it. */
export type SlugReservedEvent = { type: 'SlugReserved'; data: { slug: string; listingId: number } };
/** Its revision numbers hand out listing ids: appending with the exact expected revision makes them unique. */
export const LISTING_ID_SEQUENCE = 'sequence-listing';
