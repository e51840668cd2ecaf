/**
 * Notification e-mail (issue 32, part 3): for each source event (a reply, a comment or review, a
 * launch, an award, an update), the people `notificationsOf` names (the same rule as the
 * `notifications` read model) who want that kind by e-mail, one e-mail each time (frequency
 * `instant`), are mailed through the mail port.
 *
 * Effectively once: each mail's idempotency key is the source event and the person
 * (`notify:<event id>:<account id>`; `listing-update:…` for updates, the key follower-mail-reactor
 * used before this reactor took its place, so an update it already mailed is not mailed again). The
 * mailer's ledger (the outbox's file per key, SMTP's `_mail_sent`) sends a key once, so a replay, a
 * redelivery or a crash in the middle of a fan-out mails nobody twice, and the job left by a crash
 * runs again and mails the rest. Nothing else is recorded: the ledger is the record.
 *
 * Every mail carries a one-click unsubscribe (RFC 8058): `List-Unsubscribe` with the https link of a
 * signed token (the person and the kind) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`;
 * the link's POST turns that kind's e-mail off without signing in. The settings are read from the
 * person's stream when the mail is due, so an unsubscribe stops the next mail even on a replay.
 * A person who chose a daily or weekly digest gets no single mails: notification-digests.ts mails theirs.
 *
 * Starts at the log's head: added to a running service, it never mails about history.
 */
import {
  defineReactor,
  isEventOf,
  type EventStore,
  type Logger,
  type RecordedEvent,
  type Reactor,
} from '@listings/shared/kernel';
import type { Mailer, SiteSettings } from '@listings/shared/platform';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_SOURCE_EVENT_TYPES,
  commentsStream,
  engagementStream,
  notificationsOf,
  type CommentEvent,
  type EngagementEvent,
  type NotificationDraft,
  type NotificationSource,
} from '@listings/shared/contracts/engagement';
import { listingStream, type ListingEvent } from '@listings/shared/contracts/listings';
import { loadListing } from '../../listings/index.ts';
import type { NotificationActions } from './notification-actions.ts';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-token.ts';

type Following = Extract<EngagementEvent, { type: 'ListingFollowed' | 'ListingUnfollowed' }>;
type Posted = Extract<CommentEvent, { type: 'CommentPosted' }>;

export interface NotificationMailDependencies {
  events: EventStore;
  mailer: Mailer;
  site: SiteSettings;
  /**
   * The settings of the site a listing lives on (its ListingCreated's site; null: the default
   * site), so a mail names that site and links to its host, where the listing's page is (issue 30).
   * Without it: `site` for every listing (a single-site deployment).
   */
  siteOfListing?: (site: string | null) => Promise<SiteSettings>;
  logger: Logger;
  notifications: NotificationActions;
  unsubscribeSecret: Buffer;
  /** The person's e-mail address, or null (no account, no address). */
  addressOf(accountId: string): Promise<string | null>;
}

/** Mails the people a source event concerns (each at most once, by the ledger); the number mailed now. */
export function notificationMailer(deps: NotificationMailDependencies) {
  const { events, mailer, site } = deps;

  async function factsOf(event: RecordedEvent<NotificationSource>) {
    const { listingId } = event.data;
    const listing = await loadListing(events, listingId);
    let listingSite = site;
    if (deps.siteOfListing) {
      const [created] = await events.readStream(listingStream(listingId), { maxCount: 1 });
      const recorded =
        created && isEventOf<ListingEvent>(created, 'ListingCreated')
          ? (created.data as { site?: string }).site
          : undefined;
      listingSite = await deps.siteOfListing(recorded ?? null);
    }
    const followers = new Set<string>();
    if (event.type === 'ListingWentLive' || event.type === 'ListingRelaunched' || event.type === 'ListingUpdatePosted')
      for (const e of await events.readStream(engagementStream(listingId))) {
        if (e.position >= event.position) break;
        if (!isEventOf<Following>(e, 'ListingFollowed', 'ListingUnfollowed')) continue;
        if (e.type === 'ListingFollowed') followers.add(e.data.followerId);
        else followers.delete(e.data.followerId);
      }
    let parentAuthorId: string | null = null;
    if (event.type === 'CommentPosted' && event.data.parentId) {
      const parent = (await events.readStream(commentsStream(listingId))).find(
        (e) => isEventOf<Posted>(e, 'CommentPosted') && e.data.commentId === event.data.parentId,
      ) as RecordedEvent<Posted> | undefined;
      parentAuthorId = parent?.data.authorId ?? null;
    }
    return {
      listing: {
        slug: listing.slug,
        name: listing.profile?.name ?? listing.slug ?? `Listing ${listingId}`,
        site: listingSite,
      },
      facts: { ownerId: listing.ownerId, followers: [...followers], parentAuthorId },
    };
  }

  const keyOf = (event: RecordedEvent, recipientId: string) =>
    event.type === 'ListingUpdatePosted'
      ? `listing-update:${event.id}:${recipientId}`
      : `notify:${event.id}:${recipientId}`;

  function mailOf(
    event: RecordedEvent<NotificationSource>,
    draft: NotificationDraft,
    listing: { slug: string | null; name: string; site: SiteSettings },
  ) {
    // The listing's own site: its page is only there, and the person's account works on every site.
    const site = listing.site;
    const page = `${site.publicBaseUrl}/listings/${listing.slug}${draft.anchor ? `#${draft.anchor}` : ''}`;
    const unsubscribe = unsubscribeUrl(
      site.publicBaseUrl,
      unsubscribeToken(deps.unsubscribeSecret, draft.recipientId, draft.kind),
    );
    const body =
      event.type === 'ListingUpdatePosted'
        ? [
            '',
            (event.data as { title: string }).title,
            '',
            ((event as RecordedEvent).data as { body?: string }).body ?? '',
          ]
        : [];
    return {
      subject: `${listing.name}: ${event.type === 'ListingUpdatePosted' ? (event.data as { title: string }).title : draft.what}`,
      text: [
        `${listing.name} on ${site.name}: ${draft.what}.`,
        ...body,
        '',
        `See ${page}`,
        `All your notifications: ${site.publicBaseUrl}/notifications`,
        '',
        `You get this because of your setting "${NOTIFICATION_KINDS[draft.kind]}".`,
        `Stop these e-mails: ${unsubscribe}`,
        `Choose what you get: ${site.publicBaseUrl}/account/notifications`,
      ].join('\n'),
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  return async function mailAbout(event: RecordedEvent<NotificationSource>): Promise<number> {
    const { listing, facts } = await factsOf(event);
    if (!listing.slug) return 0;
    let mailed = 0;
    for (const draft of notificationsOf(event, facts)) {
      const settings = await deps.notifications.settingsOf(draft.recipientId);
      if (settings.frequency !== 'instant' || !settings.kinds[draft.kind].email) continue;
      const to = await deps.addressOf(draft.recipientId);
      if (!to) continue;
      const sent = await mailer.send({
        to,
        ...mailOf(event, draft, listing),
        idempotencyKey: keyOf(event, draft.recipientId),
      });
      if (!sent.duplicate) mailed += 1;
    }
    return mailed;
  };
}

export function notificationMailReactor(deps: NotificationMailDependencies): Reactor {
  const mailAbout = notificationMailer(deps);
  const reactor = defineReactor<NotificationSource>({
    name: 'notification-mail-reactor',
    eventTypes: [...NOTIFICATION_SOURCE_EVENT_TYPES],
    logger: deps.logger,
    keyOf: (event) => String(event.data.listingId),
    perform: async (event) => {
      const mailed = await mailAbout(event);
      if (mailed) deps.logger.info('notification mails sent', { event: event.id, type: event.type, mailed });
    },
  });
  return { ...reactor, startAt: 'head' };
}
