/**
 * The shape every "tell the owner" mail of the keeping jobs has (the badge is gone, a fact's quote is
 * gone): on one event type, once per event, e-mail the listing's owner and record that it was sent.
 * Once: the keeping stream remembers which events were mailed (checked first, so a replay or a
 * redelivery mails nothing), and the mail's idempotency key is the event id, which covers a crash
 * between sending and recording. An owner without an address is logged and not mailed.
 */
import {
  commandMetadata,
  defineReactor,
  type Clock,
  type DomainEvent,
  type EventStore,
  type Logger,
  type Reactor,
  type RecordedEvent,
} from '@listings/shared/kernel';
import type { Mailer, SiteSettings } from '@listings/shared/platform';
import { loadListing } from '../listings/index.ts';
import type { AccountCommands } from '../accounts/index.ts';

export interface OwnerMailDeps {
  events: EventStore;
  accounts: AccountCommands;
  mailer: Mailer;
  site: SiteSettings;
  clock: Clock;
  logger: Logger;
}

/** What the listing's mail is about, as the message needs it. */
export interface MailedListing {
  name: string;
  slug: string;
  url: string | null;
}

/** A reactor to the one event type of `E` (`ownerMailReactor<BadgeGoneNoticed>`), whose events its functions get. */
export function ownerMailReactor<E extends DomainEvent>(
  deps: OwnerMailDeps,
  mail: {
    /** The reactor's name, also the actor id of what it records. */
    name: string;
    eventType: E['type'];
    /** Before the event id in the mail's idempotency key. */
    keyPrefix: string;
    /** The log line when the owner has no address. */
    noAddress: string;
    listingId(event: RecordedEvent<E>): number;
    /** Whether this event's mail was already recorded. */
    mailed(event: RecordedEvent<E>): Promise<boolean>;
    message(listing: MailedListing, event: RecordedEvent<E>, site: SiteSettings): { subject: string; text: string };
    /** Records that the mail went out, on the keeping stream. */
    record(event: RecordedEvent<E>, messageId: string, metadata: ReturnType<typeof commandMetadata>): Promise<unknown>;
  },
): Reactor<E> {
  const { events, accounts, mailer, site, clock, logger } = deps;
  return defineReactor<E>({
    name: mail.name,
    eventTypes: [mail.eventType],
    logger,
    keyOf: (event) => event.streamId,
    async perform(event) {
      if (await mail.mailed(event)) return;
      const listingId = mail.listingId(event);
      const listing = await loadListing(events, listingId);
      const owner = listing.ownerId ? await accounts.load(listing.ownerId) : null;
      if (!owner?.email) return logger.info(mail.noAddress, { listingId });
      const { subject, text } = mail.message(
        {
          name: listing.profile?.name ?? `Listing ${listingId}`,
          slug: listing.slug ?? '',
          url: listing.profile?.url ?? null,
        },
        event,
        site,
      );
      const sent = await mailer.send({
        to: owner.email,
        subject,
        text,
        idempotencyKey: `${mail.keyPrefix}:${event.id}`,
      });
      await mail.record(
        event,
        sent.messageId,
        commandMetadata(clock, { kind: 'system', id: mail.name }, `reactor:${mail.eventType}:${event.id}`),
      );
    },
  });
}
