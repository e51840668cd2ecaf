/**
 * `npm run admin -- edits [--listing <slug>] [--since <ISO time>]`: the site team's before/after copy
 * of listing edits, read from the event log (the `listing_edits` read model's rows, built in memory by
 * its own projection, so the CLI and the console say the same), oldest first: one header line per edit
 * (time, listing, actor, cause, the request when one request edited several listings: apply_to across
 * sites, then its version and its id), one line per changed field, and the site team's mark as the
 * console shows it (issue 33's post-moderation: to review, or reviewed / reverted with who, when and
 * the note or reason). The site team is named by the accounts read model's name (staff-names.ts), the
 * id when no account has it.
 *
 * `edits:review` and `edits:revert` act on one edit (named by its id, as printed) through the console's
 * own command path (ListingEditReviews: the listing decider's ReviewEdit and RevertEdit), with the admin
 * as actor and `admin:edits:review|revert` as cause, as `comments:hide` does for comments.
 */
import {
  type Actor,
  type Clock,
  type EventStore,
  DomainError,
  handles,
  isEventOf,
  MingoDocumentStore,
  systemClock,
} from '@listings/shared/kernel';
import { ListingCommands, ListingEditReviews } from '@listings/command-service/listings';
import type { ListingEvent } from '@listings/shared/contracts/listings';
import {
  LISTING_EDITS_COLLECTION,
  listingEditsProjection,
  type ListingEditDocument,
} from '@listings/projectors/my-listings';
import { staffNames } from './staff-names.ts';

export const EDITS_OPTIONS = { edit: { type: 'string' }, note: { type: 'string' } } as const;

export const EDITS_USAGE = `
Listing edits (published at once; the site team reviews them after, as in the console's queue):
  edits [--listing <slug>] [--since <ISO time>]
      Listing edits with who, when, why, version and id, each changed field before -> after, and the
      site team's mark (to review; reviewed or reverted: by whom, when, the note or reason), oldest first.
  edits:review --listing <slug or id> --edit <edit id> [--note <text>]
      Marks the edit reviewed (it leaves the console's to-review queue), with an optional note.
  edits:revert --listing <slug or id> --edit <edit id> --reason <text>
      Puts the edit's fields back as they were before it, as a new version (refused when a later edit
      changed them); the owner is told by e-mail with the reason.`;

const PAGE = 1000;
const shown = (value: unknown) => {
  const text = JSON.stringify(value ?? null);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
};

/** The site team's mark on an edit, in the console's words, the staff member by name (`nameOf`). */
export function markOf(row: ListingEditDocument, nameOf: (id: string) => string = (id) => id): string {
  if (row.review_state === 'reverted' && row.reverted) {
    const { by, at, reason, version } = row.reverted;
    return `reverted by ${nameOf(by)} at ${at}${version === null ? '' : ` in version ${version}`}: ${shown(reason)}`;
  }
  if (row.review_state === 'reviewed' && row.reviewed) {
    const { by, at, note } = row.reviewed;
    return `reviewed by ${nameOf(by)} at ${at}${note ? `: ${shown(note)}` : ''}`;
  }
  return 'to review';
}

export async function printEdits(
  events: EventStore,
  options: { listing?: string; since?: string },
  out: (line: string) => void,
): Promise<number> {
  let since: number | null = null;
  if (options.since !== undefined) {
    since = Date.parse(options.since);
    if (Number.isNaN(since))
      throw new DomainError('invalid', 'invalid_option', `--since must be an ISO date or time, got ${options.since}.`);
  }
  let listingId: number | null = null;
  if (options.listing !== undefined) {
    listingId = await new ListingCommands(events, systemClock).listingIdBySlug(options.listing);
    if (listingId === null)
      throw new DomainError('not_found', 'listing_not_found', `No listing has the slug ${options.listing}.`);
  }
  // The read model's rows, built here by its projection from the log: the same marks as the console's.
  const documents = new MingoDocumentStore();
  const slugs = new Map<number, string>();
  for (let after = 0; ;) {
    const page = await events.readAll({ afterPosition: after, maxCount: PAGE });
    for (const event of page) {
      if (isEventOf<ListingEvent>(event, 'ListingCreated') && event.type === 'ListingCreated')
        slugs.set(event.data.listingId, event.data.slug);
      else if (handles(listingEditsProjection, event)) await listingEditsProjection.apply(event, documents);
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1].position;
  }
  const rows = await documents
    .collection<ListingEditDocument>(LISTING_EDITS_COLLECTION)
    .find(listingId === null ? {} : { listing_id: listingId }, { sort: { position: 1 } });
  // The site team by name (an edit made in the console, a review, a revert), the id when no account has it.
  const nameOf = await staffNames(events, [
    ...rows.filter((row) => row.actor.kind === 'admin').map((row) => row.actor.id),
    ...rows.flatMap((row) => [row.reviewed?.by, row.reverted?.by]).filter((by): by is string => !!by),
  ]);
  const actorOf = ({ kind, id }: ListingEditDocument['actor']) => `${kind}:${kind === 'admin' ? nameOf(id) : id}`;
  let printed = 0;
  for (const row of rows) {
    if (since !== null && Date.parse(row.at) < since) continue;
    // Edits one request made to several listings (apply_to across sites) name the request: one change.
    const request = row.correlation_id ? `\trequest ${row.correlation_id}` : '';
    out(
      `${row.at}\t${slugs.get(row.listing_id) ?? '?'} (listing ${row.listing_id})\t${actorOf(row.actor)}\t${row.cause}${request}\tversion ${row.revision}\tedit ${row._id}`,
    );
    for (const [field, change] of Object.entries(row.changes))
      out(`  ${field}: ${shown(change.before)} -> ${shown(change.after)}`);
    out(`  ${markOf(row, nameOf)}`);
    printed++;
  }
  await documents.close();
  if (printed === 0) out('no listing edits');
  return printed;
}

/** `edits:review` and `edits:revert`; false for another command. */
export async function runEditsCommand(
  command: string,
  values: { listing?: string; edit?: string; note?: string; reason?: string },
  deps: { events: EventStore; clock: Clock; actor: Actor; cause: string },
  out: (line: string) => void,
): Promise<boolean> {
  if (command !== 'edits:review' && command !== 'edits:revert') return false;
  const { events, clock, actor, cause } = deps;
  const ref = values.listing;
  if (!ref) throw new DomainError('invalid', 'missing_option', '--listing is required.');
  if (!values.edit) throw new DomainError('invalid', 'missing_option', '--edit is required (the id `edits` prints).');
  const listingId = /^\d+$/.test(ref) ? Number(ref) : await new ListingCommands(events, clock).listingIdBySlug(ref);
  if (listingId === null) throw new DomainError('not_found', 'listing_not_found', `No listing ${ref}.`);
  const reviews = new ListingEditReviews(events, clock);
  if (command === 'edits:review') {
    const done = await reviews.review(listingId, values.edit, values.note ?? '', actor, cause);
    out(done.changed ? `reviewed version ${done.version}` : `version ${done.version} was reviewed or reverted already`);
    return true;
  }
  if (values.reason === undefined) throw new DomainError('invalid', 'missing_option', '--reason is required.');
  const done = await reviews.revert(listingId, values.edit, values.reason, actor, cause);
  out(done.changed ? `reverted version ${done.version}` : `version ${done.version} was reverted already`);
  return true;
}
