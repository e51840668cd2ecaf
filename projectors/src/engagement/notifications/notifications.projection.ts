/**
 * The `notifications` read model (issue 32, part 3): each person's notifications, one document per
 * person and source event (`<event id>:<account id>`), newest first on `/notifications`, with
 * `read` for the header's unread count (one count on the index recipient_id + read).
 *
 * Who is told is `notificationsOf` (shared contracts), the rule the mail reactor applies too, with the
 * facts this projection keeps for itself in `notification_facts` from the log (a listing's owner,
 * slug, name and followers; a comment's author), so it never reads another projection's collections
 * and a rebuild in log order gives the same facts at each event. A person who turned a kind off for
 * the site (`notification_settings`) at the time of the event gets no notification of it.
 *
 * Every step sets values ($setOnInsert for a notification, the followers list set whole or $pull-ed, updateMany
 * to read), so an event delivered twice leaves the same documents.
 */
import { defineProjection, type DocumentStore, type RecordedEvent } from '@listings/shared/kernel';
import {
  NOTIFICATION_PREFERENCE_EVENT_TYPES,
  NOTIFICATION_SOURCE_EVENT_TYPES,
  notificationsOf,
  settingsOrDefault,
  type CommentEvent,
  type EngagementEvent,
  type LaunchWeekEvent,
  type NotificationKind,
  type NotificationPreferenceEvent,
  type NotificationSettings,
  type NotificationSource,
} from '@listings/shared/contracts/engagement';
import type { ListingEvent } from '@listings/shared/contracts/listings';

export const NOTIFICATIONS_COLLECTION = 'notifications';
export const NOTIFICATION_SETTINGS_COLLECTION = 'notification_settings';
export const NOTIFICATION_FACTS_COLLECTION = 'notification_facts';

export interface NotificationDocument {
  _id: string;
  recipient_id: string;
  kind: NotificationKind;
  what: string;
  anchor: string | null;
  listing_id: number;
  listing_slug: string;
  listing_name: string;
  at: string;
  /** The source event's place in the log: the order of the page, and what "mark all read" reads through. */
  position: number;
  read: boolean;
  [field: string]: unknown;
}

export interface NotificationSettingsDocument {
  _id: string; // account id
  settings: NotificationSettings;
  [field: string]: unknown;
}

interface ListingFacts {
  _id: string;
  owner_id?: string | null;
  slug?: string;
  name?: string;
  followers?: string[];
  [field: string]: unknown;
}

type Handled =
  | Extract<
      ListingEvent,
      {
        type:
          | 'ListingCreated'
          | 'ListingVerified'
          | 'ListingProfileChanged'
          | 'ListingWentLive'
          | 'ListingRelaunched'
          | 'ListingUpdatePosted';
      }
    >
  | Extract<EngagementEvent, { type: 'ListingFollowed' | 'ListingUnfollowed' | 'ReviewPosted' }>
  | Extract<CommentEvent, { type: 'CommentPosted' }>
  | Extract<LaunchWeekEvent, { type: 'LaunchOfTheWeekAwarded' }>
  | NotificationPreferenceEvent;

const listingFactsId = (listingId: number) => `listing-${listingId}`;
const commentFactsId = (commentId: string) => `comment-${commentId}`;

async function notify(event: RecordedEvent<Handled>, documents: DocumentStore): Promise<void> {
  const source = event as unknown as NotificationSource;
  const facts = documents.collection<ListingFacts>(NOTIFICATION_FACTS_COLLECTION);
  const listing = await facts.findOne({ _id: listingFactsId(source.data.listingId) });
  if (!listing?.slug) return;
  let parentAuthorId: string | null = null;
  if (source.type === 'CommentPosted' && source.data.parentId) {
    const parent = await facts.findOne({ _id: commentFactsId(source.data.parentId) });
    parentAuthorId = (parent?.author_id as string | undefined) ?? null;
  }
  const drafts = notificationsOf(source, {
    ownerId: listing.owner_id ?? null,
    followers: listing.followers ?? [],
    parentAuthorId,
  });
  if (drafts.length === 0) return;
  const settings = new Map(
    (
      await documents
        .collection<NotificationSettingsDocument>(NOTIFICATION_SETTINGS_COLLECTION)
        .find({ _id: { $in: drafts.map((d) => d.recipientId) } })
    ).map((doc) => [doc._id, doc.settings]),
  );
  const wanted = drafts.filter((d) => settingsOrDefault(settings.get(d.recipientId)).kinds[d.kind].site);
  if (wanted.length === 0) return;
  await documents.collection<NotificationDocument>(NOTIFICATIONS_COLLECTION).bulkWrite(
    wanted.map((draft) => ({
      updateOne: {
        filter: { _id: `${event.id}:${draft.recipientId}` },
        update: {
          $setOnInsert: {
            recipient_id: draft.recipientId,
            kind: draft.kind,
            what: draft.what,
            anchor: draft.anchor,
            listing_id: source.data.listingId,
            listing_slug: listing.slug!,
            listing_name: listing.name ?? listing.slug!,
            at: event.metadata.at,
            position: event.position,
            read: false,
          },
        },
        upsert: true,
      },
    })),
  );
}

export const notificationsProjection = defineProjection<Handled>({
  name: 'notifications',
  collections: [NOTIFICATIONS_COLLECTION, NOTIFICATION_SETTINGS_COLLECTION, NOTIFICATION_FACTS_COLLECTION],
  eventTypes: [
    'ListingCreated',
    'ListingVerified',
    'ListingProfileChanged',
    'ListingFollowed',
    'ListingUnfollowed',
    ...NOTIFICATION_SOURCE_EVENT_TYPES,
    ...NOTIFICATION_PREFERENCE_EVENT_TYPES,
  ],

  async setup(documents) {
    await documents.collection(NOTIFICATIONS_COLLECTION).createIndex({ recipient_id: 1, position: -1 });
    await documents.collection(NOTIFICATIONS_COLLECTION).createIndex({ recipient_id: 1, read: 1 });
  },

  async apply(event, documents) {
    const facts = documents.collection<ListingFacts>(NOTIFICATION_FACTS_COLLECTION);
    const setListing = (listingId: number, changes: Partial<ListingFacts>) =>
      facts.updateOne({ _id: listingFactsId(listingId) }, { $set: changes }, { upsert: true });
    switch (event.type) {
      case 'ListingCreated':
        await setListing(event.data.listingId, {
          slug: event.data.slug,
          name: event.data.profile.name,
          ...(event.data.ownerId ? { owner_id: event.data.ownerId } : {}),
        });
        return;
      case 'ListingVerified':
        await setListing(event.data.listingId, { owner_id: event.data.ownerId });
        return;
      case 'ListingProfileChanged': {
        const name = event.data.changes.name?.after;
        if (typeof name === 'string') await setListing(event.data.listingId, { name });
        return;
      }
      case 'ListingFollowed': {
        // $addToSet as a $set of the list read here: the same list, on the document store's fast path
        // rather than mingo's update operators and their setup per call (issue 30: a rebuild's cost).
        const id = listingFactsId(event.data.listingId);
        const followers = (await facts.findOne({ _id: id }))?.followers ?? [];
        if (followers.includes(event.data.followerId)) return;
        await facts.updateOne(
          { _id: id },
          { $set: { followers: [...followers, event.data.followerId] } },
          { upsert: true },
        );
        return;
      }
      case 'ListingUnfollowed':
        await facts.updateOne(
          { _id: listingFactsId(event.data.listingId) },
          { $pull: { followers: event.data.followerId } },
        );
        return;
      case 'CommentPosted':
        await facts.updateOne(
          { _id: commentFactsId(event.data.commentId) },
          { $setOnInsert: { author_id: event.data.authorId } },
          { upsert: true },
        );
        await notify(event, documents);
        return;
      case 'NotificationSettingsSaved':
        await documents
          .collection<NotificationSettingsDocument>(NOTIFICATION_SETTINGS_COLLECTION)
          .replaceOne(
            { _id: event.data.accountId },
            { _id: event.data.accountId, settings: event.data.settings },
            { upsert: true },
          );
        return;
      case 'NotificationsRead':
        await documents
          .collection(NOTIFICATIONS_COLLECTION)
          .updateMany(
            { recipient_id: event.data.accountId, read: false, position: { $lte: event.data.throughPosition } },
            { $set: { read: true } },
          );
        return;
      default:
        await notify(event, documents);
    }
  },
});
