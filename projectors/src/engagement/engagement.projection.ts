/**
 * What the site shows of people's engagement beyond the counters of the `listings` read model:
 * each review with its text (`listing_reviews`), and where each person stands with each listing
 * (`engagement_people`: voted, and for which week; following; reviewed) so a signed-in person's
 * listing page shows the right buttons.
 */
import { defineProjection } from '@listings/shared/kernel';
import { type EngagementEvent, type NotGenuineReason, voteWeekOf } from '@listings/shared/contracts/engagement';

export const LISTING_REVIEWS_COLLECTION = 'listing_reviews';
export const ENGAGEMENT_PEOPLE_COLLECTION = 'engagement_people';

export interface ListingReviewDocument {
  _id: string; // review id
  listing_id: number;
  author_id: string;
  rating: number;
  text: string;
  genuine: boolean;
  not_genuine_because: NotGenuineReason | null;
  flagged_because: string | null;
  posted_at: string;
  [field: string]: unknown;
}

export interface PersonEngagementDocument {
  _id: string; // `<listing id>:<person id>`
  listing_id: number;
  person_id: string;
  voted: boolean;
  /** The launch week the current vote counts toward. */
  vote_week: string | null;
  following: boolean;
  review_id: string | null;
  [field: string]: unknown;
}

export const personEngagementId = (listingId: number, personId: string) => `${listingId}:${personId}`;

export const engagementProjection = defineProjection<EngagementEvent>({
  name: 'engagement',
  collections: [LISTING_REVIEWS_COLLECTION, ENGAGEMENT_PEOPLE_COLLECTION],
  eventTypes: [
    'VoteCast',
    'VoteWithdrawn',
    'ListingFollowed',
    'ListingUnfollowed',
    'ReviewPosted',
    'ReviewFlagged',
    'ReviewRestored',
  ],

  async setup(documents) {
    await documents.collection(LISTING_REVIEWS_COLLECTION).createIndex({ listing_id: 1, posted_at: -1 });
  },

  async apply(event, documents) {
    const at = event.metadata.at;
    const person = (listingId: number, personId: string, changes: Partial<PersonEngagementDocument>) =>
      documents.collection<PersonEngagementDocument>(ENGAGEMENT_PEOPLE_COLLECTION).updateOne(
        { _id: personEngagementId(listingId, personId) },
        {
          $set: changes,
          $setOnInsert: {
            listing_id: listingId,
            person_id: personId,
            ...Object.fromEntries(
              Object.entries({ voted: false, vote_week: null, following: false, review_id: null }).filter(
                ([name]) => !(name in changes),
              ),
            ),
          },
        },
        { upsert: true },
      );
    switch (event.type) {
      case 'VoteCast':
        await person(event.data.listingId, event.data.voterId, {
          voted: true,
          vote_week: voteWeekOf(event.data, at),
        });
        return;
      case 'VoteWithdrawn':
        await person(event.data.listingId, event.data.voterId, { voted: false, vote_week: null });
        return;
      case 'ListingFollowed':
        await person(event.data.listingId, event.data.followerId, { following: true });
        return;
      case 'ListingUnfollowed':
        await person(event.data.listingId, event.data.followerId, { following: false });
        return;
      case 'ReviewPosted': {
        const { listingId, reviewId, authorId, rating, text, genuine, notGenuineBecause } = event.data;
        const review: ListingReviewDocument = {
          _id: reviewId,
          listing_id: listingId,
          author_id: authorId,
          rating,
          text,
          genuine,
          not_genuine_because: notGenuineBecause ?? null,
          flagged_because: null,
          posted_at: at,
        };
        await documents
          .collection<ListingReviewDocument>(LISTING_REVIEWS_COLLECTION)
          .replaceOne({ _id: reviewId }, review, { upsert: true });
        await person(listingId, authorId, { review_id: reviewId });
        return;
      }
      case 'ReviewFlagged':
        await documents
          .collection(LISTING_REVIEWS_COLLECTION)
          .updateOne({ _id: event.data.reviewId }, { $set: { genuine: false, flagged_because: event.data.reason } });
        return;
      case 'ReviewRestored':
        // As posted again; the reason stays in the log (the console's trail shows it).
        await documents
          .collection(LISTING_REVIEWS_COLLECTION)
          .updateOne({ _id: event.data.reviewId }, { $set: { genuine: event.data.genuine, flagged_because: null } });
        return;
    }
  },
});
