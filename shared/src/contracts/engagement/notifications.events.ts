/**
 * Notifications (issue 32, part 3): what the site tells a person, on `/notifications` and by e-mail.
 *
 * A notification is not an event of its own: it is derived from events already in the log (a reply,
 * a comment or review, a launch, an award, an update) by `notificationsOf`, the one rule the read
 * model (projectors, `notifications`) and the mail reactor (command-service) both apply, each with the
 * facts it knows (the listing's owner, its followers, the author of the comment replied to). So the
 * page and the mails always agree on who is told of what, and a rebuild gives the same notifications.
 *
 * A person's own choices are events on `notifications-<account id>`:
 * - NotificationSettingsSaved: on-site and e-mail per kind, and how often mail comes (instant, a daily
 *   or weekly digest, or never), with the settings before; `via` says whether the settings page or a
 *   mail's one-click unsubscribe (RFC 8058) saved them;
 * - NotificationsRead: "mark all read", through a log position (what the page showed), so a
 *   notification that arrived after the page was drawn stays unread.
 */
export const NOTIFICATION_KINDS = {
  comment_reply: 'Replies to my comments',
  product_discussion: 'Comments and reviews on my products',
  product_milestone: 'My products launched or won an award',
  followed_product: 'Products I follow posted an update or launched',
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_IDS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
export const isNotificationKind = (value: string): value is NotificationKind =>
  Object.hasOwn(NOTIFICATION_KINDS, value);

export const EMAIL_FREQUENCIES = {
  instant: 'One e-mail each time',
  daily: 'A daily digest',
  weekly: 'A weekly digest',
  off: 'No e-mail',
} as const;
export type EmailFrequency = keyof typeof EMAIL_FREQUENCIES;
export const isEmailFrequency = (value: string): value is EmailFrequency => Object.hasOwn(EMAIL_FREQUENCIES, value);

export interface NotificationSettings {
  kinds: Record<NotificationKind, { site: boolean; email: boolean }>;
  frequency: EmailFrequency;
}

/** What a person who never chose gets: everything on the site, and one e-mail each time. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  kinds: {
    comment_reply: { site: true, email: true },
    product_discussion: { site: true, email: true },
    product_milestone: { site: true, email: true },
    followed_product: { site: true, email: true },
  },
  frequency: 'instant',
};

export type NotificationPreferenceEvent =
  | {
      type: 'NotificationSettingsSaved';
      data: {
        accountId: string;
        settings: NotificationSettings;
        before: NotificationSettings | null;
        via: 'settings' | 'unsubscribe';
      };
    }
  | { type: 'NotificationsRead'; data: { accountId: string; throughPosition: number } };

export const NOTIFICATION_PREFERENCE_EVENT_TYPES = [
  'NotificationSettingsSaved',
  'NotificationsRead',
] as const satisfies readonly NotificationPreferenceEvent['type'][];

export const notificationsStream = (accountId: string) => `notifications-${accountId}`;

/** The events a notification comes from. */
export const NOTIFICATION_SOURCE_EVENT_TYPES = [
  'CommentPosted',
  'ReviewPosted',
  'ListingWentLive',
  'ListingRelaunched',
  'LaunchOfTheWeekAwarded',
  'ListingUpdatePosted',
] as const;
export type NotificationSourceType = (typeof NOTIFICATION_SOURCE_EVENT_TYPES)[number];

/** A source event as `notificationsOf` reads it (the fields it needs of each type). */
export type NotificationSource =
  | { type: 'CommentPosted'; data: { listingId: number; commentId: string; authorId: string; parentId: string | null } }
  | { type: 'ReviewPosted'; data: { listingId: number; reviewId: string; authorId: string; rating: number } }
  | { type: 'ListingWentLive'; data: { listingId: number } }
  | { type: 'ListingRelaunched'; data: { listingId: number } }
  | { type: 'LaunchOfTheWeekAwarded'; data: { listingId: number; rank: number; week: string } }
  | { type: 'ListingUpdatePosted'; data: { listingId: number; updateId: number; title: string } };

/** What is known of the source event's listing and discussion when it happened. */
export interface NotificationFacts {
  /** The listing's owner (who submitted it, or whose claim was verified), if any. */
  ownerId: string | null;
  /** Who followed the listing before the event. */
  followers: readonly string[];
  /** A reply: the author of the comment it answers. */
  parentAuthorId: string | null;
}

export interface NotificationDraft {
  recipientId: string;
  kind: NotificationKind;
  /** What happened, in a few words, without the listing's name (the page and the mail add it). */
  what: string;
  /** Where on the listing's page it is: a comment's anchor id, `reviews`, `updates-title`, or null. */
  anchor: string | null;
}

const RANKS: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third' };

/**
 * Who is told of a source event, and as which kind: never the person who did it; one notification per
 * person and event (a reply to the maker's own comment is a reply, not also a comment on their product).
 */
export function notificationsOf(event: NotificationSource, facts: NotificationFacts): NotificationDraft[] {
  const drafts = new Map<string, NotificationDraft>();
  const add = (recipientId: string | null, kind: NotificationKind, what: string, anchor: string | null) => {
    if (recipientId && !drafts.has(recipientId)) drafts.set(recipientId, { recipientId, kind, what, anchor });
  };
  const actor = 'authorId' in event.data ? event.data.authorId : null;
  switch (event.type) {
    case 'CommentPosted': {
      const anchor = `comment-${event.data.commentId}`;
      if (event.data.parentId) add(facts.parentAuthorId, 'comment_reply', 'New reply to your comment', anchor);
      add(facts.ownerId, 'product_discussion', 'New comment', anchor);
      break;
    }
    case 'ReviewPosted':
      add(facts.ownerId, 'product_discussion', `New review (${event.data.rating} of 5)`, 'reviews');
      break;
    case 'ListingWentLive':
    case 'ListingRelaunched':
      add(facts.ownerId, 'product_milestone', 'Your product launched', null);
      for (const follower of facts.followers) add(follower, 'followed_product', 'Launched', null);
      break;
    case 'LaunchOfTheWeekAwarded':
      add(
        facts.ownerId,
        'product_milestone',
        `Won launch of the week, ${RANKS[event.data.rank] ?? `#${event.data.rank}`} place (week of ${event.data.week})`,
        null,
      );
      break;
    case 'ListingUpdatePosted':
      for (const follower of facts.followers)
        add(follower, 'followed_product', `Update: ${event.data.title}`, 'updates-title');
      break;
  }
  if (actor) drafts.delete(actor);
  return [...drafts.values()];
}

/** Whether a settings object reads as one (a stored event or a form's answer). */
export const settingsOrDefault = (settings: NotificationSettings | null | undefined): NotificationSettings =>
  settings ?? DEFAULT_NOTIFICATION_SETTINGS;
