/**
 * The site-only operations of people on a listing page (shared/src/api/catalog/engagement.ts):
 * vote_listing, withdraw_vote, follow_listing, unfollow_listing, review_listing. The executor runs
 * them for a person signed in on the site only, after its rate limits (the per-credential one and
 * each operation's own per account) and validation; refusals are DomainErrors it maps to statuses.
 * The rules are PeopleActions' and the engagement decider's. Each waits (bounded) for the read side to
 * reach its write, so the listing page the person is sent back to shows the change.
 */
import { created, ok, principalOf, type OperationContext, type OperationHandlers } from '@listings/shared/api';
import { DomainError } from '@listings/shared/kernel';
import type { SiteOfRead } from '@listings/shared/contracts/listings';
import type { PeopleActions } from './people-actions.ts';

export interface EngagementHandlerDependencies {
  people: PeopleActions;
  /**
   * The listing a slug names on the request's site, or null (the listings context's
   * ListingCommands.listingIdOnSite): a listing of another site of the network is as absent, so a
   * vote, follow or review is only ever cast on the site the listing lives on (issue 30).
   */
  listingIdBySlug(slug: string, site: SiteOfRead): Promise<number | null>;
  /** The keyed tag of a client address's network for the burst rule (never the address); without it votes carry none. */
  networkTag?: (address: string | undefined) => Promise<string | null>;
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  readYourWritesTimeoutMs: number;
}

export const engagementCommandHandlers = (deps: EngagementHandlerDependencies) => {
  const { people } = deps;
  /** The acting person and the listing of the path. */
  const subject = async (context: OperationContext) => {
    const { accountId } = principalOf(context);
    const slug = String(context.input.params.slug);
    const listingId = await deps.listingIdBySlug(slug, context.site);
    if (listingId === null) throw new DomainError('not_found', 'listing_not_found', `Listing ${slug} does not exist.`);
    return { accountId, listingId };
  };
  const settle = async (position: number) => {
    if (position > 0) await deps.waitForPosition(position, deps.readYourWritesTimeoutMs);
  };
  return {
    vote_listing: async (context) => {
      const { accountId, listingId } = await subject(context);
      const network = deps.networkTag ? await deps.networkTag(context.clientIp) : null;
      await settle((await people.vote(listingId, accountId, { network })).position);
      return ok({ listing_id: listingId });
    },
    withdraw_vote: async (context) => {
      const { accountId, listingId } = await subject(context);
      await settle((await people.withdrawVote(listingId, accountId)).position);
      return ok({ listing_id: listingId });
    },
    follow_listing: async (context) => {
      const { accountId, listingId } = await subject(context);
      await settle((await people.follow(listingId, accountId)).position);
      return ok({ listing_id: listingId });
    },
    unfollow_listing: async (context) => {
      const { accountId, listingId } = await subject(context);
      await settle((await people.unfollow(listingId, accountId)).position);
      return ok({ listing_id: listingId });
    },
    review_listing: async (context) => {
      const { accountId, listingId } = await subject(context);
      const { rating, text } = context.input.body as { rating: string; text: string };
      await settle((await people.review(listingId, accountId, { rating: Number(rating), text })).position);
      return created({ listing_id: listingId });
    },
  } satisfies OperationHandlers;
};
