/**
 * The site team's moderation of the discussions (issue 32, part 1), from the admin CLI until the
 * console has it: list a listing's reported comments, hide one with a reason (the page then shows
 * "Hidden by the site team" in its place), restore it. Each is an event on the listing's
 * `comments-<id>` stream with the admin as actor and `admin:<command>` as cause, decided by the same
 * comments decider as people's actions; nothing here writes a read model.
 */
import { DomainError, type Actor, type Clock, type EventStore } from '@listings/shared/kernel';
import { COMMENT_REPORT_REASONS } from '@listings/shared/contracts/engagement';
import { AccountCommands } from '@listings/command-service/accounts';
import { CommentActions, EngagementCommands, PeopleActions } from '@listings/command-service/engagement';
import { ListingCommands } from '@listings/command-service/listings';

export const COMMENTS_OPTIONS = { comment: { type: 'string' } } as const;

export const COMMENTS_USAGE = `
Comments (the site team's moderation of the discussions, recorded as events):
  comments:reported --listing <slug or id>
      The listing's reported comments: id, author, reports (who, why, when), whether hidden.
  comments:hide --listing <slug or id> --comment <id> --reason <text>
      Hides the comment; the page shows "Hidden by the site team" in its place (its author sees the reason).
  comments:restore --listing <slug or id> --comment <id>
      Shows it again.`;

export async function runCommentsCommand(
  command: string,
  values: { listing?: string; comment?: string; reason?: string },
  deps: { events: EventStore; clock: Clock; actor: Actor; cause: string },
  out: (line: string) => void,
): Promise<boolean> {
  if (!['comments:reported', 'comments:hide', 'comments:restore'].includes(command)) return false;
  const { events, clock, actor, cause } = deps;
  const ref = values.listing;
  if (!ref) throw new DomainError('invalid', 'missing_option', '--listing is required.');
  const listingId = /^\d+$/.test(ref) ? Number(ref) : await new ListingCommands(events, clock).listingIdBySlug(ref);
  if (listingId === null) throw new DomainError('not_found', 'listing_not_found', `No listing ${ref}.`);
  const accounts = new AccountCommands(events, clock);
  const people = new PeopleActions({ events, accounts, engagement: new EngagementCommands(events, clock) });
  const comments = new CommentActions({ events, clock, people });

  if (command === 'comments:reported') {
    const { history } = await comments.load(listingId);
    const hidden = new Map<string, boolean>();
    const reports = new Map<string, { authorId: string; lines: string[] }>();
    const authors = new Map<string, string>();
    for (const event of history) {
      const data = event.data as { commentId: string; authorId?: string; reporterId?: string; reason?: string };
      if (event.type === 'CommentPosted') authors.set(data.commentId, data.authorId!);
      if (event.type === 'CommentHidden') hidden.set(data.commentId, true);
      if (event.type === 'CommentRestored') hidden.set(data.commentId, false);
      if (event.type === 'CommentReported') {
        const entry = reports.get(data.commentId) ?? { authorId: authors.get(data.commentId) ?? '?', lines: [] };
        const label = COMMENT_REPORT_REASONS[data.reason as keyof typeof COMMENT_REPORT_REASONS] ?? data.reason;
        entry.lines.push(`  ${event.metadata.at} by ${data.reporterId}: ${label}`);
        reports.set(data.commentId, entry);
      }
    }
    if (reports.size === 0) out(`no reported comment on listing ${listingId}`);
    for (const [commentId, entry] of reports) {
      out(`${commentId} by ${entry.authorId}${hidden.get(commentId) ? ' (hidden)' : ''}`);
      for (const line of entry.lines) out(line);
    }
    return true;
  }
  if (!values.comment) throw new DomainError('invalid', 'missing_option', '--comment is required.');
  if (command === 'comments:hide') {
    if (!values.reason) throw new DomainError('invalid', 'missing_option', '--reason is required.');
    const result = await comments.hide(listingId, values.comment, values.reason, actor, cause);
    out(result.events.length ? `hidden ${values.comment}` : `already hidden: nothing recorded`);
    return true;
  }
  const result = await comments.restore(listingId, values.comment, actor, cause);
  out(result.events.length ? `restored ${values.comment}` : `not hidden: nothing recorded`);
  return true;
}
