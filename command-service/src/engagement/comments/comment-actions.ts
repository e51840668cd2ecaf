/**
 * The discussion's write path: each action loads what its rules need (the person's account stream
 * for a confirmed address, the listing's stream for public and owner, through PeopleActions), takes
 * the time from the clock, and has the comments decider decide on `comments-<listing id>`. People
 * are the actor of their events (cause `page:<action>`); the site team's hide and restore come from
 * the admin CLI with the admin as actor.
 */
import { randomUUID } from 'node:crypto';
import { atOneInstant, defineAggregate, type Actor, type Clock, type EventStore } from '@listings/shared/kernel';
import { commentsStream, type CommentReportReason } from '@listings/shared/contracts/engagement';
import type { PeopleActions } from '../people-actions.ts';
import { commentsDecider, type CommentCommand } from './comments.decider.ts';

/** The comments aggregate: a listing's discussion, `comments-<listing id>`. */
export const commentsAggregate = defineAggregate({ streamOf: commentsStream, decider: commentsDecider });

export class CommentActions {
  private readonly events: EventStore;
  private readonly clock: Clock;
  private readonly people: Pick<PeopleActions, 'personFacts' | 'listingFacts'>;

  constructor(deps: { events: EventStore; clock: Clock; people: Pick<PeopleActions, 'personFacts' | 'listingFacts'> }) {
    this.events = deps.events;
    this.clock = deps.clock;
    this.people = deps.people;
  }

  private async run(listingId: number, command: (at: string) => CommentCommand, actor: Actor, cause: string) {
    // The command's time and its events' metadata are one instant.
    const clock = atOneInstant(this.clock);
    return commentsAggregate.handle(
      this.events,
      listingId,
      command(clock.now().toISOString()),
      { actor, cause },
      clock,
    );
  }

  private person = (accountId: string): Actor => ({ kind: 'user', id: accountId });

  /** Posts a comment (parentId null) or a reply; `commentId` is fresh unless the caller gives one. */
  async post(
    listingId: number,
    accountId: string,
    input: { text: string; parentId: string | null; commentId?: string },
  ) {
    const [person, listing] = await Promise.all([
      this.people.personFacts(accountId),
      this.people.listingFacts(listingId),
    ]);
    const commentId = input.commentId ?? randomUUID();
    const result = await this.run(
      listingId,
      (at) => ({
        type: 'PostComment',
        listingId,
        commentId,
        authorId: accountId,
        parentId: input.parentId,
        text: input.text,
        at,
        person,
        listing,
      }),
      this.person(accountId),
      input.parentId ? 'page:reply' : 'page:comment',
    );
    return { ...result, commentId };
  }

  async edit(listingId: number, accountId: string, commentId: string, text: string) {
    return this.run(
      listingId,
      (at) => ({ type: 'EditComment', listingId, commentId, authorId: accountId, text, at }),
      this.person(accountId),
      'page:edit_comment',
    );
  }

  async delete(listingId: number, accountId: string, commentId: string) {
    return this.run(
      listingId,
      (at) => ({ type: 'DeleteComment', listingId, commentId, authorId: accountId, at }),
      this.person(accountId),
      'page:delete_comment',
    );
  }

  async report(listingId: number, accountId: string, commentId: string, reason: CommentReportReason) {
    const person = await this.people.personFacts(accountId);
    return this.run(
      listingId,
      (at) => ({ type: 'ReportComment', listingId, commentId, reporterId: accountId, reason, at, person }),
      this.person(accountId),
      'page:report_comment',
    );
  }

  /** The site team hides a comment with a reason (shown as hidden by the site team). */
  async hide(listingId: number, commentId: string, reason: string, actor: Actor, cause: string) {
    return this.run(listingId, (at) => ({ type: 'HideComment', listingId, commentId, reason, at }), actor, cause);
  }

  async restore(listingId: number, commentId: string, actor: Actor, cause: string) {
    return this.run(listingId, (at) => ({ type: 'RestoreComment', listingId, commentId, at }), actor, cause);
  }

  /** The discussion as the write side has it (the admin CLI's list of reported comments). */
  async load(listingId: number) {
    return commentsAggregate.load(this.events, listingId);
  }
}
