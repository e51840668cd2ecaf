/**
 * The `founders` read model: one document per founder slug, built from the founders arrays of
 * listings. A founder's companies are the listings that name them; whether each company is public
 * (scheduled or live) is kept here too, so founder lists filter without a join.
 */
import type { ListingFounder } from '@listings/shared/contracts/listings';

export const FOUNDERS_COLLECTION = 'founders';
/** One document per listing: its founders, name and status, the input the founder documents are computed from. */
export const FOUNDER_LISTINGS_COLLECTION = 'founder_listings';

export type ListingStatus = 'draft' | 'awaiting_badge' | 'scheduled' | 'live';

export interface FounderCompany {
  listing_id: number;
  listing_slug: string;
  listing_name: string;
  /** The founder's title (role) in this company, if given. */
  role: string | null;
  /** The first founder of a listing is its primary founder. */
  primary: boolean;
  status: ListingStatus;
  /** Scheduled or live, and not unpublished by the site team: shown publicly. */
  public: boolean;
}

export interface FounderDocument {
  _id: string;
  slug: string;
  name: string;
  /** Lower-case name without diacritics, for case- and accent-insensitive search and sorting. */
  name_search: string;
  title: string | null;
  bio: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  socials: Record<string, string>;
  /** Companies in a stable order: public ones first, then by listing name and id. */
  companies: FounderCompany[];
  /** True when at least one company is public. */
  public: boolean;
  updated_at: string;
  [field: string]: unknown;
}

export interface FounderListingDocument {
  _id: string;
  listing_id: number;
  slug: string;
  name: string;
  status: ListingStatus;
  /** Taken off the public directory by the site team (absent or false: not). */
  unpublished?: boolean;
  founders: ListingFounder[];
  /** When the founders list was last set: the most recent listing wins for a founder's personal details. */
  founders_at: string;
  /**
   * Every founder slug this listing's events ever touched (named, changed, removed), sorted by slug,
   * with the time of the latest: a founder's `updated_at` is the latest over all listings, so it does
   * not depend on the order in which different listings' events were applied.
   */
  touched?: { slug: string; at: string }[];
  [field: string]: unknown;
}
