/**
 * Handlers of the discussion's site-only operations (shared/src/api/catalog/engagement.ts):
 * post_comment, edit_comment, delete_comment, report_comment. The executor runs them for a person
 * signed in on the site only, after its rate limits (the per-credential one, and the operation's own
 * per person) and validation; the rules are the comments decider's, and its refusals are the
 * DomainErrors the executor maps to statuses. Each waits (bounded) for the read side to reach its
 * write, so the listing page the person goes back to shows it.
 */
import { created, ok, principalOf, type OperationContext, type OperationHandlers } from '@listings/shared/api';
import { DomainError } from '@listings/shared/kernel';
import type { CommentReportReason } from '@listings/shared/contracts/engagement';
import type { SiteOfRead } from '@listings/shared/contracts/listings';
import type { CommentActions } from './comment-actions.ts';

export interface CommentHandlerDependencies {
  comments: CommentActions;
  /**
   * The listing a slug names on the request's site, or null (the listings context's
   * ListingCommands.listingIdOnSite): a listing of another site of the network is as absent, so a
   * comment is only ever posted, edited, deleted or reported on the site the listing lives on
   * (issue 30), as votes, follows and reviews are.
   */
  listingIdBySlug(slug: string, site: SiteOfRead): Promise<number | null>;
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  readYourWritesTimeoutMs: number;
}

export const commentCommandHandlers = (deps: CommentHandlerDependencies) => {
  const { comments } = deps;
  const subject = async (context: OperationContext) => {
    const { accountId } = principalOf(context);
    const slug = String(context.input.params.slug);
    const listingId = await deps.listingIdBySlug(slug, context.site);
    if (listingId === null) throw new DomainError('not_found', 'listing_not_found', `Listing ${slug} does not exist.`);
    const commentId = context.input.params.comment_id as string | undefined;
    return { accountId, listingId, commentId: commentId ?? '' };
  };
  const settle = async (position: number) => {
    if (position > 0) await deps.waitForPosition(position, deps.readYourWritesTimeoutMs);
  };
  return {
    post_comment: async (context) => {
      const { accountId, listingId } = await subject(context);
      const { text, parent } = context.input.body as { text: string; parent?: string };
      const result = await comments.post(listingId, accountId, { text, parentId: parent ?? null });
      await settle(result.position);
      return created({ listing_id: listingId, comment_id: result.commentId });
    },
    edit_comment: async (context) => {
      const { accountId, listingId, commentId } = await subject(context);
      const { text } = context.input.body as { text: string };
      await settle((await comments.edit(listingId, accountId, commentId, text)).position);
      return ok({ listing_id: listingId, comment_id: commentId });
    },
    delete_comment: async (context) => {
      const { accountId, listingId, commentId } = await subject(context);
      await settle((await comments.delete(listingId, accountId, commentId)).position);
      return ok({ listing_id: listingId, comment_id: commentId });
    },
    report_comment: async (context) => {
      const { accountId, listingId, commentId } = await subject(context);
      const { reason } = context.input.body as { reason: CommentReportReason };
      await settle((await comments.report(listingId, accountId, commentId, reason)).position);
      return ok({ listing_id: listingId, comment_id: commentId });
    },
  } satisfies OperationHandlers;
};
