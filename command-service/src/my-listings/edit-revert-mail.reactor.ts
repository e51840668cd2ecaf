/**
 * The owner is told when the site team reverts their edit (issue 33's post-moderation): on
 * ListingEditReverted, one e-mail to the listing's owner naming the listing, the fields that went back
 * to how they were before the edit (in words, never the API's field names), the team's reason and the
 * listing's page on the listing's own site (its name and host, issue 30). A listing without an owner,
 * or an owner without an address, is logged and not mailed; so is a revert that changed nothing
 * (`revertedIn` null, in logs from before the listing decider refused such reverts).
 *
 * Effectively once, as the notification mails are: the mail's idempotency key is the revert event's id
 * (`edit-reverted:<event id>`), and the mailer's ledger (the outbox's file per key, SMTP's
 * `_mail_sent`) sends a key once, so a redelivery, a replay of the log (a rebuild of the reactor) or a
 * crash between sending and the job's end mails nobody twice. Nothing else is recorded: the ledger is
 * the record. Starts at the log's head: deployed to a running service, it never mails about reverts
 * made before it existed.
 */
import {
  defineReactor,
  isEventOf,
  type EventStore,
  type Logger,
  type Reactor,
  type RecordedEvent,
} from '@listings/shared/kernel';
import type { Mailer, SiteSettings } from '@listings/shared/platform';
import { listingStream, type ListingEvent } from '@listings/shared/contracts/listings';
import { loadListing } from '../listings/index.ts';

type Reverted = Extract<ListingEvent, { type: 'ListingEditReverted' }>;

/** A profile field as its owner reads it (the edit form's words). */
const FIELD_WORDS: Record<string, string> = {
  name: 'name',
  url: 'website address',
  tagline: 'tagline',
  short_description: 'short description',
  description: 'description',
  headline: 'headline',
  summary: 'summary',
  seo_title: 'title for search engines',
  seo_description: 'description for search engines',
  stage: 'stage',
  pricing_model: 'pricing model',
  pricing_summary: 'pricing',
  country: 'country',
  city: 'city',
  founded_year: 'year founded',
  features: 'features',
  usps: 'what sets it apart',
  keywords: 'keywords',
  tags: 'tags',
  categories: 'categories',
  contact_email: 'contact e-mail',
  demo_video_url: 'demo video link',
  logo_url: 'logo link',
  socials: 'social links',
  faqs: 'questions and answers',
  founders: 'founders',
  not_found_on_website: 'facts left blank',
  story: 'story',
};

/** The field in words: a field the list does not know is still said without underscores. */
export const fieldWords = (field: string): string => FIELD_WORDS[field] ?? field.replace(/_/g, ' ');

const listOf = (words: string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

export interface EditRevertMailDeps {
  events: EventStore;
  mailer: Mailer;
  /** The default site's settings. */
  site: SiteSettings;
  /** The settings of the site a listing lives on by its recorded key (null: the default site). */
  siteOf?: (key: string | null) => Promise<SiteSettings>;
  /** The account's current e-mail address (null: none). */
  emailOf(accountId: string): Promise<string | null>;
  logger: Logger;
}

/** The mail of one revert, as the owner reads it. */
export function editRevertMessage(
  listing: { name: string; slug: string },
  data: Reverted['data'],
  site: SiteSettings,
): { subject: string; text: string } {
  const fields = listOf(data.fields.map(fieldWords));
  const one = data.fields.length === 1;
  const page = `${site.publicBaseUrl}/listings/${encodeURIComponent(listing.slug)}`;
  return {
    subject: `${listing.name} on ${site.name}: the site team reverted an edit`,
    text: [
      `Hello,`,
      ``,
      `The ${site.name} team reverted an edit to your listing ${listing.name}.`,
      `The ${fields} went back to what ${one ? 'it was' : 'they were'} before that edit.`,
      ``,
      `The team's reason:`,
      data.reason,
      ``,
      `Your listing's page: ${page}`,
      ``,
      `You can edit your listing again; if you think this was a mistake, reply to this message.`,
    ].join('\n'),
  };
}

export function editRevertMailReactor(deps: EditRevertMailDeps): Reactor {
  const { events, mailer, logger } = deps;
  const siteOf = deps.siteOf ?? (async () => deps.site);

  async function mail(event: RecordedEvent<Reverted>): Promise<void> {
    const { listingId } = event.data;
    // A revert that changed nothing (recorded before the decider refused them: `revertedIn` null): the
    // owner's page is as they left it, so there is nothing to tell them.
    if (event.data.revertedIn === null)
      return logger.info('edit revert not mailed: it changed nothing', { listingId, edit: event.data.edit });
    const listing = await loadListing(events, listingId);
    const to = listing.ownerId ? await deps.emailOf(listing.ownerId) : null;
    if (!to) return logger.info('edit revert not mailed: the listing has no owner with an address', { listingId });
    const [created] = await events.readStream(listingStream(listingId), { maxCount: 1 });
    const recorded =
      created && isEventOf<ListingEvent>(created, 'ListingCreated')
        ? (created.data as { site?: string }).site
        : undefined;
    const site = await siteOf(recorded ?? null);
    const message = editRevertMessage(
      {
        name: listing.profile?.name ?? listing.slug ?? `Listing ${listingId}`,
        slug: listing.slug ?? String(listingId),
      },
      event.data,
      site,
    );
    await mailer.send({ to, ...message, idempotencyKey: `edit-reverted:${event.id}` });
  }

  const reactor = defineReactor<Reverted>({
    name: 'edit-revert-mail-reactor',
    eventTypes: ['ListingEditReverted'],
    logger,
    keyOf: (event) => `listing-${event.data.listingId}`,
    perform: mail,
  });
  return { ...reactor, startAt: 'head' };
}
