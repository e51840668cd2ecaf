/**
 * Tells a listing's followers about an update: on ListingUpdatePosted, one e-mail per follower.
 * Followers are the people who followed the listing (ListingFollowed, less ListingUnfollowed) before
 * the update was posted. A follower id that is an account with an e-mail address (the `accounts`
 * read model) is mailed; otherwise the notice is recorded as undeliverable (no address). Each
 * outcome is recorded in the stream `updatenotices-<listing_id>` (FollowerNotified /
 * FollowerNoticeUndeliverable), and a (event, follower) pair already recorded is skipped, so a replay
 * or a redelivery neither mails twice nor records twice; the mail's idempotency key covers a crash
 * between sending and recording.
 */
import { randomUUID } from 'node:crypto';
import {
  type DocumentStore,
  type EventStore,
  type RecordedEvent,
  type Logger,
  type Clock,
  defineReactor,
  isEventOf,
  type Reactor,
} from '@listings/shared/kernel';
import type { Mailer, SiteSettings } from '@listings/shared/platform';
import { commandMetadata } from '@listings/shared/kernel';
import { engagementStream, type EngagementEvent } from '@listings/shared/contracts/engagement';
import type { ListingEvent } from '@listings/shared/contracts/listings';
import { loadListing } from '../listings/index.ts';

export const updateNoticesStream = (listingId: number) => `updatenotices-${listingId}`;

export type UpdateNoticeEvent =
  | {
      type: 'FollowerNotified';
      data: { listingId: number; updateId: number; eventId: string; followerId: string; messageId: string };
    }
  | {
      type: 'FollowerNoticeUndeliverable';
      data: { listingId: number; updateId: number; eventId: string; followerId: string; reason: 'no_address' };
    };

type Following = Extract<EngagementEvent, { type: 'ListingFollowed' | 'ListingUnfollowed' }>;
type UpdatePosted = Extract<ListingEvent, { type: 'ListingUpdatePosted' }>;

/** The followers of a listing as of a position of the log (events before it). */
export function followersBefore(engagement: readonly RecordedEvent[], position: number): string[] {
  const followers = new Set<string>();
  for (const event of engagement) {
    if (event.position >= position) break;
    if (!isEventOf<Following>(event, 'ListingFollowed', 'ListingUnfollowed')) continue;
    if (event.type === 'ListingFollowed') followers.add(event.data.followerId);
    else followers.delete(event.data.followerId);
  }
  return [...followers];
}

export function followerMailReactor(deps: {
  events: EventStore;
  documents: DocumentStore;
  mailer: Mailer;
  site: SiteSettings;
  clock: Clock;
  logger: Logger;
  accountsCollection: string;
}): Reactor {
  const { events, documents, mailer, site, clock, logger } = deps;

  async function notify(event: RecordedEvent<UpdatePosted>): Promise<void> {
    const { listingId, updateId, title, body } = event.data;
    const followers = followersBefore(await events.readStream(engagementStream(listingId)), event.position);
    if (followers.length === 0) return;
    const done = new Set(
      (await events.readStream(updateNoticesStream(listingId)))
        .flatMap((e) =>
          isEventOf<UpdateNoticeEvent>(e, 'FollowerNotified', 'FollowerNoticeUndeliverable') ? [e.data] : [],
        )
        .filter((d) => d.eventId === event.id)
        .map((d) => d.followerId),
    );
    const listing = await loadListing(events, listingId);
    const name = listing.profile?.name ?? `Listing ${listingId}`;
    const page = `${site.publicBaseUrl}/listings/${listing.slug}`;
    const metadata = commandMetadata(
      clock,
      { kind: 'system', id: 'follower-mail-reactor' },
      `reactor:${event.type}:${event.id}`,
    );
    for (const followerId of followers) {
      if (done.has(followerId)) continue;
      const account = await documents.collection(deps.accountsCollection).findOne({ _id: followerId });
      const email = typeof account?.email === 'string' && account.email.includes('@') ? account.email : null;
      let notice: UpdateNoticeEvent;
      if (email) {
        const sent = await mailer.send({
          to: email,
          subject: `${name}: ${title}`,
          text: [
            `${name} posted an update on ${site.name}:`,
            '',
            title,
            '',
            body,
            '',
            `See ${page}`,
            '',
            `You get this because you follow ${name}.`,
          ].join('\n'),
          idempotencyKey: `listing-update:${event.id}:${followerId}`,
        });
        notice = {
          type: 'FollowerNotified',
          data: { listingId, updateId, eventId: event.id, followerId, messageId: sent.messageId },
        };
      } else {
        notice = {
          type: 'FollowerNoticeUndeliverable',
          data: { listingId, updateId, eventId: event.id, followerId, reason: 'no_address' },
        };
      }
      await events.appendToStream(updateNoticesStream(listingId), [
        { id: randomUUID(), type: notice.type, data: notice.data, metadata },
      ]);
    }
    logger.info('followers told of a listing update', { listingId, updateId, followers: followers.length });
  }

  return defineReactor<UpdatePosted>({
    name: 'follower-mail-reactor',
    eventTypes: ['ListingUpdatePosted'],
    logger,
    keyOf: (event) => String(event.data.listingId),
    perform: notify,
  });
}
