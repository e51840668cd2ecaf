/**
 * The `listings` read model: one document per listing, keyed by slug, holding the public profile,
 * publication state and engagement counters. The public reads (search, get_listing, categories,
 * launches, leaderboards) and the owner's reads are all served from it.
 */
import type { ListingImage, ListingProfile, Milestone, PaidSection } from '@listings/shared/contracts/listings';

export const LISTINGS_COLLECTION = 'listings';
/** One document per (listing, voter) with the day the vote was cast, so a withdrawal leaves that day's count. */
export const VOTES_COLLECTION = 'listing_votes';
/**
 * Events of a listing's other streams (votes, views, reviews, badge and fact checks) applied before its
 * ListingCreated, which can happen in distributed mode only: kept whole, applied after it, then removed.
 */
export const EARLY_EVENTS_COLLECTION = 'listing_early_events';

export interface ListingDocument extends ListingProfile {
  _id: string;
  slug: string;
  listing_id: number;
  owner_id: string | null;
  /**
   * The key of the site of the network it lives on, as its ListingCreated recorded it: null (or
   * absent in a read model built before the network) for the default site. Read it through
   * listingsOfSite / isListingOfSite (shared/contracts/listings/listing-site.ts), never compare it.
   */
  site?: string | null;
  domain: string;
  /** `unpublished`: taken off the public directory by the site team (see `unpublished`). */
  status: 'draft' | 'awaiting_badge' | 'scheduled' | 'live' | 'unpublished';
  /**
   * Set while the site team has the listing unpublished: the status it goes on having underneath
   * (shown again when restored), the reason and when. Null or absent otherwise.
   */
  unpublished?: {
    status: 'draft' | 'awaiting_badge' | 'scheduled' | 'live';
    reason: string;
    at: string;
  } | null;
  plan: 'free' | 'paid' | null;
  launch_week: string | null;
  /** Every week the listing launched in (first launch and relaunches): awards are per launch week. */
  launch_weeks: string[];
  live_at: string | null;
  created_at: string;
  updated_at: string;
  unlocked: PaidSection[];
  featured_until: string | null;
  featured: boolean;
  verified: boolean;
  milestones: Milestone[];
  latest_updates: { id: number; title: string; body: string; posted_at: string }[];
  approved_alternatives: string[];
  /** Counted votes (discounted ones and those awaiting their verdict are left out). */
  votes: number;
  /** Counted votes per launch week (Monday) they were cast in. */
  votes_by_week: Record<string, number>;
  /** Votes per day they were cast on (for time-decayed trending). */
  votes_by_day: Record<string, number>;
  /** Per launch week: votes cast (standing), counted, and discounted per category (the public accounting). */
  vote_accounting?: Record<string, { cast?: number; counted?: number; discounted?: Record<string, number> }>;
  /** Kept badges (free plan): the last re-check and, while the badge is gone, the grace and nofollow. */
  badge_keeping?: {
    last_checked_at?: string;
    last_outcome?: 'present' | 'gone' | 'inconclusive';
    last_reason?: string;
    gone_since?: string | null;
    grace_until?: string | null;
    nofollow_since?: string | null;
  };
  /**
   * The logo the site shows (an extra of the site: the spec's listing has only `logo_url`): its
   * renditions in the blob store, source and evidence (ListingLogoSet). Absent: the monogram tile.
   */
  site_logo?: ListingImage;
  /** The company's site was asked for a logo and had none that could be taken (ListingLogoNotFound). */
  site_logo_not_found?: boolean;
  /** The gallery of the paid media section (shown while `media` is unlocked), in the order added. */
  site_screenshots?: ListingImage[];
  /**
   * Founders' photos by founder slug (ListingFounderPhotoSet), each with when it was set (the founder
   * page shows the newest of a founder's listings). A founder without one shows initials.
   */
  site_founder_photos?: Record<string, ListingImage & { set_at: string }>;
  /** The draft it was made from (submit by URL), if any: kept facts re-read its quoted pages. */
  draft_id?: string | null;
  /** Kept facts: the last re-read of the quoted pages, and quotes no longer there (since when). */
  facts_check?: {
    last_reread_at?: string;
    flagged?: { field: string; quote: string; url: string; since: string }[];
  };
  /** When every drafted fact's quote was last found on the company's site. */
  facts_confirmed_at?: string;
  /** The outbound link to the company's site is marked nofollow (badge gone past its grace period). */
  link_nofollow?: boolean;
  views: number;
  follows: number;
  reviews: Record<string, { rating: number; genuine: boolean }>;
  rating: { average: number | null; count: number };
  billboard_cents: number;
  [field: string]: unknown;
}
