/**
 * People's public profiles as the site shows them (issue 32, part 2): a profile by handle with the
 * person's name, what they make (the public listings their account owns: the same owners whose
 * comments are marked Maker), their newest genuine reviews and comments (neither deleted nor hidden)
 * on public listings, and their votes only when they chose to show them. Plus the handles of many
 * accounts at once, so reviews and comments can link to their authors. A profile is network-wide
 * (accounts are), but the listings it names are the request's site's only (listingsOfSite), as
 * every public read of listings.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { listingsOfSite, type SiteOfRead } from '@listings/shared/contracts/listings';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';
import {
  ENGAGEMENT_PEOPLE_COLLECTION,
  LISTING_COMMENTS_COLLECTION,
  LISTING_REVIEWS_COLLECTION,
  PEOPLE_PROFILES_COLLECTION,
  type ListingCommentDocument,
  type ListingReviewDocument,
  type PersonProfileDocument,
} from '@listings/projectors/engagement';

/** How many of each (reviews, comments, votes) a profile shows, newest first. */
export const PROFILE_ITEMS = 20;

export interface ProfileListing {
  listingId: number;
  slug: string;
  name: string;
  tagline: string | null;
}

export interface PersonProfile {
  accountId: string;
  handle: string;
  name: string;
  headline: string;
  links: string[];
  showVotes: boolean;
}

const profiles = (documents: DocumentStore) => documents.collection<PersonProfileDocument>(PEOPLE_PROFILES_COLLECTION);

const nameOf = async (documents: DocumentStore, accountId: string) =>
  String(
    (await documents.collection(ACCOUNTS_COLLECTION).findOne({ _id: accountId }, { projection: { name: 1 } }))?.name ??
      'A member',
  );

const asProfile = async (documents: DocumentStore, doc: PersonProfileDocument): Promise<PersonProfile> => ({
  accountId: doc._id,
  handle: doc.handle,
  name: await nameOf(documents, doc._id),
  headline: doc.headline,
  links: doc.links,
  showVotes: doc.show_votes,
});

/** The profile with this handle, or null. */
export async function personByHandle(documents: DocumentStore, handle: string): Promise<PersonProfile | null> {
  const doc = await profiles(documents).findOne({ handle });
  return doc ? asProfile(documents, doc) : null;
}

/** The person's own profile (the settings page), or null before they save one. */
export async function profileOfAccount(documents: DocumentStore, accountId: string): Promise<PersonProfile | null> {
  const doc = await profiles(documents).findOne({ _id: accountId });
  return doc ? asProfile(documents, doc) : null;
}

/** The handle of each of these accounts that has one. */
export async function handlesOf(documents: DocumentStore, accountIds: readonly string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const docs = await profiles(documents).find(
    { _id: { $in: [...new Set(accountIds)] } },
    { projection: { handle: 1 } },
  );
  return new Map(docs.map((doc) => [doc._id, doc.handle]));
}

/** Public listings of the site (live or scheduled), for naming what a review, comment or vote is about. */
async function publicListings(
  documents: DocumentStore,
  site: SiteOfRead | undefined,
  filter: Record<string, unknown>,
): Promise<ProfileListing[]> {
  const docs = await documents
    .collection(LISTINGS_COLLECTION)
    .find(
      { ...filter, status: { $in: ['live', 'scheduled'] }, ...(site ? listingsOfSite(site) : {}) },
      { projection: { listing_id: 1, slug: 1, name: 1, tagline: 1 }, sort: { name: 1 } },
    );
  return docs.map((doc) => ({
    listingId: Number(doc.listing_id),
    slug: String(doc.slug),
    name: String(doc.name),
    tagline: (doc.tagline as string | undefined) ?? null,
  }));
}

export interface PersonActivity {
  makes: ProfileListing[];
  reviews: { listing: ProfileListing; rating: number; text: string; postedAt: string }[];
  comments: { listing: ProfileListing; commentId: string; text: string; postedAt: string }[];
  /** Null when the person keeps their votes private (the default). */
  votes: ProfileListing[] | null;
}

/** `site`: the request's site, whose listings alone are named (all sites' when absent). */
export async function personActivity(
  documents: DocumentStore,
  profile: PersonProfile,
  site?: SiteOfRead,
): Promise<PersonActivity> {
  const { accountId } = profile;
  const [makes, reviews, comments, voted] = await Promise.all([
    publicListings(documents, site, { owner_id: accountId }),
    documents
      .collection<ListingReviewDocument>(LISTING_REVIEWS_COLLECTION)
      .find({ author_id: accountId, genuine: true }, { sort: { posted_at: -1, _id: 1 }, limit: PROFILE_ITEMS }),
    documents
      .collection<ListingCommentDocument>(LISTING_COMMENTS_COLLECTION)
      .find(
        { author_id: accountId, deleted_at: null, hidden_reason: null },
        { sort: { seq: -1 }, limit: PROFILE_ITEMS },
      ),
    profile.showVotes
      ? documents.collection(ENGAGEMENT_PEOPLE_COLLECTION).find({ person_id: accountId, voted: true }, { limit: 200 })
      : Promise.resolve(null),
  ]);
  const ids = [...new Set([...reviews, ...comments].map((item) => item.listing_id))];
  const about = new Map(
    (ids.length ? await publicListings(documents, site, { listing_id: { $in: ids } }) : []).map((l) => [
      l.listingId,
      l,
    ]),
  );
  const votes = voted
    ? (await publicListings(documents, site, { listing_id: { $in: voted.map((v) => Number(v.listing_id)) } })).slice(
        0,
        PROFILE_ITEMS,
      )
    : null;
  return {
    makes,
    reviews: reviews
      .filter((review) => about.has(review.listing_id))
      .map((review) => ({
        listing: about.get(review.listing_id)!,
        rating: review.rating,
        text: review.text,
        postedAt: review.posted_at,
      })),
    comments: comments
      .filter((comment) => about.has(comment.listing_id))
      .map((comment) => ({
        listing: about.get(comment.listing_id)!,
        commentId: comment._id,
        text: comment.text,
        postedAt: comment.posted_at,
      })),
    votes,
  };
}
