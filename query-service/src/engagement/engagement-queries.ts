/**
 * Reads of people's engagement for the site: a listing's reviews (genuine ones shown with their
 * author's name; the others only counted), where one person stands with one listing, and whether
 * their vote there counts (or, before they vote, would be set aside by the new-account rule).
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { newAccountRuleApplies, type DiscountReason } from '@listings/shared/contracts/engagement';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts';
import { LISTINGS_COLLECTION, VOTES_COLLECTION } from '@listings/projectors/listings';
import {
  ENGAGEMENT_PEOPLE_COLLECTION,
  LISTING_REVIEWS_COLLECTION,
  personEngagementId,
  type ListingReviewDocument,
  type PersonEngagementDocument,
} from '@listings/projectors/engagement';
import { handlesOf } from './profiles/person-profile.ts';

export interface PersonStanding {
  voted: boolean;
  voteWeek: string | null;
  following: boolean;
  reviewed: boolean;
}

export async function personStanding(
  documents: DocumentStore,
  listingId: number,
  personId: string,
): Promise<PersonStanding> {
  const doc = await documents
    .collection<PersonEngagementDocument>(ENGAGEMENT_PEOPLE_COLLECTION)
    .findOne({ _id: personEngagementId(listingId, personId) });
  return {
    voted: doc?.voted === true,
    voteWeek: doc?.vote_week ?? null,
    following: doc?.following === true,
    reviewed: Boolean(doc?.review_id),
  };
}

export interface ShownReview {
  id: string;
  rating: number;
  text: string;
  author: string;
  /** The author's profile handle (/people/<handle>), when they have one. */
  authorHandle: string | null;
  postedAt: string;
}

/** The newest genuine reviews of a listing with their authors' names, and how many others are not counted. */
export async function listingReviews(
  documents: DocumentStore,
  listingId: number,
  limit = 20,
): Promise<{ reviews: ShownReview[]; genuine: number; notCounted: number }> {
  const reviews = documents.collection<ListingReviewDocument>(LISTING_REVIEWS_COLLECTION);
  const [shown, genuine, all] = await Promise.all([
    reviews.find({ listing_id: listingId, genuine: true }, { sort: { posted_at: -1, _id: 1 }, limit }),
    reviews.countDocuments({ listing_id: listingId, genuine: true }),
    reviews.countDocuments({ listing_id: listingId }),
  ]);
  const authorIds = [...new Set(shown.map((r) => r.author_id))];
  const [accounts, handles] = await Promise.all([
    documents.collection(ACCOUNTS_COLLECTION).find({ _id: { $in: authorIds } }, { projection: { name: 1 } }),
    handlesOf(documents, authorIds),
  ]);
  const authors = new Map(accounts.map((account) => [account._id as string, String(account.name)]));
  return {
    reviews: shown.map((review) => ({
      id: review._id,
      rating: review.rating,
      text: review.text,
      author: authors.get(review.author_id) ?? 'A member',
      authorHandle: handles.get(review.author_id) ?? null,
      postedAt: review.posted_at,
    })),
    genuine,
    notCounted: all - genuine,
  };
}

/** The listings each of these people has a standing vote for (vote counting: "votes for no other listing"). */
export async function votedListings(
  documents: DocumentStore,
  voterIds: readonly string[],
): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  if (voterIds.length === 0) return found;
  const docs = await documents
    .collection<PersonEngagementDocument>(ENGAGEMENT_PEOPLE_COLLECTION)
    .find({ person_id: { $in: [...voterIds] }, voted: true }, { projection: { person_id: 1, listing_id: 1 } });
  for (const doc of docs) found.set(doc.person_id, [...(found.get(doc.person_id) ?? []), doc.listing_id]);
  return found;
}

/**
 * Whether one person's vote on a listing counts. Voted: the verdict recorded with the vote (the listing
 * read model's vote status; `null` reason: counted). Not voted yet: whether the new-account rule would
 * set a vote aside now, from the same facts the rule judges on (when the account was made, the listing's
 * launch week, the person's votes for other listings).
 */
export type PersonVote =
  { voted: true; notCountedBecause: DiscountReason | null } | { voted: false; newAccountRule: boolean };

export async function personVote(
  documents: DocumentStore,
  listing: { listingId: number; launchWeek: string | null },
  personId: string,
  voted: boolean,
): Promise<PersonVote> {
  if (voted) {
    const vote = await documents
      .collection(VOTES_COLLECTION)
      .findOne({ _id: `${listing.listingId}:${personId}` }, { projection: { status: 1 } });
    const status = vote?.status as string | undefined;
    const counted = !status || status === 'counted' || status === 'pending';
    return { voted: true, notCountedBecause: counted ? null : (status as DiscountReason) };
  }
  const [account, elsewhere] = await Promise.all([
    documents.collection(ACCOUNTS_COLLECTION).findOne({ _id: personId }, { projection: { createdAt: 1 } }),
    votedListings(documents, [personId]),
  ]);
  const others = (elsewhere.get(personId) ?? []).filter((id) => id !== listing.listingId).length;
  const began = listing.launchWeek ? `${listing.launchWeek}T00:00:00.000Z` : null;
  return { voted: false, newAccountRule: newAccountRuleApplies(account?.createdAt as string, began, others) };
}

/**
 * Which of these listings (by slug) a person has a vote on now: the vote boxes of a list show them
 * as voted (and offer to take the vote back) instead of offering a second vote the operation refuses.
 * Two reads by `_id`, whatever the list's length.
 */
export async function votedSlugs(
  documents: DocumentStore,
  personId: string,
  slugs: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(slugs)];
  if (!wanted.length) return new Set();
  const listings = await documents
    .collection<{ _id: string; listing_id: number }>(LISTINGS_COLLECTION)
    .find({ _id: { $in: wanted } }, { projection: { listing_id: 1 } });
  const slugOf = new Map(listings.map((listing) => [listing.listing_id, listing._id]));
  const voted = await documents
    .collection<PersonEngagementDocument>(ENGAGEMENT_PEOPLE_COLLECTION)
    .find(
      { _id: { $in: listings.map((listing) => personEngagementId(listing.listing_id, personId)) }, voted: true },
      { projection: { listing_id: 1 } },
    );
  return new Set(voted.map((doc) => slugOf.get(doc.listing_id)).filter((slug): slug is string => slug !== undefined));
}
