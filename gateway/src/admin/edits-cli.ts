/**
 * `npm run admin -- edits [--listing <slug>] [--since <ISO time>]`: the site team's before/after copy
 * of listing edits, read from the event log (the same rows as the `listing_edits` read model), oldest
 * first: one header line per edit (time, listing, actor, cause, and the request when one request
 * edited several listings: apply_to across sites), then one line per changed field.
 */
import { type EventStore, DomainError, isEventOf, systemClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import type { ListingEvent } from '@listings/shared/contracts/listings';
import { editRowOf } from '@listings/projectors/my-listings';

const PAGE = 1000;
const shown = (value: unknown) => {
  const text = JSON.stringify(value ?? null);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
};

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
  const slugs = new Map<number, string>();
  let printed = 0;
  for (let after = 0; ;) {
    const page = await events.readAll({ afterPosition: after, maxCount: PAGE });
    for (const event of page) {
      if (!isEventOf<ListingEvent>(event, 'ListingCreated', 'ListingProfileChanged')) continue;
      if (event.type === 'ListingCreated') slugs.set(event.data.listingId, event.data.slug);
      if (event.type !== 'ListingProfileChanged') continue;
      const row = editRowOf(event);
      if (listingId !== null && row.listing_id !== listingId) continue;
      if (since !== null && Date.parse(row.at) < since) continue;
      // Edits one request made to several listings (apply_to across sites) name the request: one change.
      const request = row.correlation_id ? `\trequest ${row.correlation_id}` : '';
      out(
        `${row.at}\t${slugs.get(row.listing_id) ?? '?'} (listing ${row.listing_id})\t${row.actor.kind}:${row.actor.id}\t${row.cause}${request}`,
      );
      for (const [field, change] of Object.entries(row.changes))
        out(`  ${field}: ${shown(change.before)} -> ${shown(change.after)}`);
      printed++;
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1].position;
  }
  if (printed === 0) out('no listing edits');
  return printed;
}
