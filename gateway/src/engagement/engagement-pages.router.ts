/**
 * People's actions on a listing page, as plain form posts (they work without JavaScript; site.js
 * only sends the same forms with fetch):
 *
 *   POST /listings/:slug/vote       cast a vote (counts toward this launch week)
 *   POST /listings/:slug/unvote     take it back
 *   POST /listings/:slug/follow     follow the listing's updates (mailed by post_listing_update)
 *   POST /listings/:slug/unfollow
 *   POST /listings/:slug/reviews    rating 1–5 and text
 *
 * Signed out, each leads to sign-in and back to the listing. Signed in, the form must pass the CSRF
 * checks (fetch metadata and Origin, then the session's token), the person's actions are rate
 * limited, and the command appends events with the person as actor. The answer is a redirect to the
 * listing once the read side shows the change (read-your-writes), or an HTML page saying why not.
 */
import express, { Router, type Request, type Response } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter, type Limiter, type SharedLimitStore } from '@listings/shared/api';
import { DomainError, type Logger } from '@listings/shared/kernel';
import type { SessionStore } from '@listings/shared/platform';
import type { ListingCommands } from '@listings/command-service/listings';
import type { PeopleActions } from '@listings/command-service/engagement';
import { CsrfGuard } from '../pages/csrf.ts';
import { PAGE_SECURITY_HEADERS } from '../pages/html.ts';
import { PageError, type SitePages } from '../pages/site-pages.ts';
import type { DocumentStore } from '@listings/shared/kernel';

export interface EngagementLimits {
  /** Votes, follows and their undoing per person per window. */
  actionsPerWindow: number;
  windowSeconds: number;
  /** Reviews per person per hour. */
  reviewsPerHour: number;
}

export const DEFAULT_ENGAGEMENT_LIMITS: EngagementLimits = {
  actionsPerWindow: 30,
  windowSeconds: 600,
  reviewsPerHour: 5,
};

type Action = 'vote' | 'unvote' | 'follow' | 'unfollow' | 'reviews';

const REFUSALS: Record<string, { status: number; title: string }> = {
  email_not_verified: { status: 403, title: 'Confirm your e-mail address first' },
  own_listing: { status: 403, title: 'This is your listing' },
  already_voted: { status: 409, title: 'You have already voted' },
  already_reviewed: { status: 409, title: 'You have already reviewed this listing' },
  listing_not_live: { status: 409, title: 'Not launched yet' },
  listing_not_found: { status: 404, title: 'Not found' },
  invalid_rating: { status: 400, title: 'Choose a rating' },
  invalid_review_text: { status: 400, title: 'Check your review' },
};

export function engagementPagesRouter(deps: {
  pages: SitePages;
  people: PeopleActions;
  listings: ListingCommands;
  sessions: SessionStore;
  documents: DocumentStore;
  readSide: { waitForPosition(position: number, timeoutMs: number): Promise<boolean> };
  readYourWritesTimeoutMs: number;
  logger: Logger;
  limits?: Partial<EngagementLimits>;
  /** Tags the voter's network for the burst rule (never the address); without it votes carry no tag. */
  networkTags?: { tag(address: string | undefined): Promise<string | null> };
  /** Where the limits are counted when several processes serve (null: memory). */
  sharedLimits?: SharedLimitStore | null;
}): Router {
  const { pages, people, listings, sessions, readSide, logger } = deps;
  const limits = { ...DEFAULT_ENGAGEMENT_LIMITS, ...deps.limits };
  const csrf = new CsrfGuard(deps.documents, sessions.cookie, pages.site.publicBaseUrl);
  const actionsLimiter = createLimiter(
    { keyPrefix: 'engagement-actions', points: limits.actionsPerWindow, duration: limits.windowSeconds },
    deps.sharedLimits,
  );
  const reviewsLimiter = createLimiter(
    { keyPrefix: 'engagement-reviews', points: limits.reviewsPerHour, duration: 3600 },
    deps.sharedLimits,
  );
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 });

  const redirect = (res: Response, location: string) =>
    res.status(303).set(PAGE_SECURITY_HEADERS).location(location).end();

  const throttled = async (limiter: Limiter, key: string): Promise<PageError | null> => {
    try {
      await limiter.consume(key);
      return null;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      return new PageError(
        429,
        'Slow down',
        `You have done this many times in a short while. Try again in ${Math.ceil(seconds / 60)} minute(s).`,
        [],
        {
          'Retry-After': String(seconds),
        },
      );
    }
  };

  const act = (action: Action) => async (req: Request, res: Response) => {
    const slug = String(req.params.slug);
    const listingPage = `/listings/${encodeURIComponent(slug)}`;
    let viewer = null;
    try {
      const session = await sessions.sessionOf(req);
      // Signed out: nothing changes; sign in and come back to the listing.
      if (!session)
        return redirect(
          res,
          `/signin?next=${encodeURIComponent(action === 'reviews' ? `${listingPage}#reviews` : listingPage)}`,
        );
      viewer = await pages.viewer(req);
      if (!csrf.sessionFormAllowed(req, session))
        throw new PageError(
          403,
          'Form refused',
          'This form has expired or was not sent from this site. Go back, reload the page and try again.',
        );
      const listingId = await listings.listingIdBySlug(slug);
      if (listingId === null) throw new PageError(404, 'Not found', `Listing ${slug} does not exist.`);
      const limited = await throttled(action === 'reviews' ? reviewsLimiter : actionsLimiter, session.accountId);
      if (limited) throw limited;
      const body = req.body as Record<string, unknown>;
      const result =
        action === 'vote'
          ? await people.vote(listingId, session.accountId, {
              network: deps.networkTags ? await deps.networkTags.tag(req.ip) : null,
            })
          : action === 'unvote'
            ? await people.withdrawVote(listingId, session.accountId)
            : action === 'follow'
              ? await people.follow(listingId, session.accountId)
              : action === 'unfollow'
                ? await people.unfollow(listingId, session.accountId)
                : await people.review(listingId, session.accountId, {
                    rating: Number(typeof body.rating === 'string' ? body.rating : NaN),
                    text: typeof body.text === 'string' ? body.text : '',
                  });
      if (result.position > 0) await readSide.waitForPosition(result.position, deps.readYourWritesTimeoutMs);
      const done = {
        vote: 'voted',
        unvote: 'unvoted',
        follow: 'followed',
        unfollow: 'unfollowed',
        reviews: 'reviewed',
      }[action];
      redirect(res, `${listingPage}?done=${done}#${action === 'reviews' ? 'reviews' : 'engage'}`);
    } catch (error) {
      if (error instanceof DomainError) {
        const known = REFUSALS[error.code] ?? {
          status:
            error.kind === 'not_found' ? 404 : error.kind === 'forbidden' ? 403 : error.kind === 'conflict' ? 409 : 400,
          title: 'Not done',
        };
        const page = new PageError(known.status, known.title, error.message, [], {});
        return pages.sendError(req, res, withBackLink(page, listingPage), viewer);
      }
      if (error instanceof PageError) return pages.sendError(req, res, withBackLink(error, listingPage), viewer);
      logger.error('engagement action failed', { action, slug, error });
      if (!res.headersSent)
        pages.sendError(
          req,
          res,
          new PageError(500, 'Something went wrong', 'That did not work. Try again in a moment.'),
          viewer,
        );
    }
  };

  for (const action of ['vote', 'unvote', 'follow', 'unfollow', 'reviews'] as const)
    router.post(`/listings/:slug/${action}`, form, act(action));
  return router;
}

/** The error page of an action names the way back to the listing. */
const withBackLink = (error: PageError, listingPage: string) =>
  new PageError(error.status, error.title, error.message, error.reasons, error.headers, {
    href: listingPage,
    label: 'Back to the listing',
  });
