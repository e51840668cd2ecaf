/**
 * Badge images, mounted at `/badges`: `GET /badges/<slug>/<type>.svg?shape=&mode=&size=`.
 * 404 for a listing that is not public or a badge it has not earned, 400 for a bad style value.
 * Answers carry a strong ETag (If-None-Match gives 304) and public cache headers.
 */
import { Router, type Request, type Response } from 'express';
import {
  Problem,
  type FieldError,
  sendProblem,
  ifNoneMatchMatches,
  strongEtag,
  BADGE_MODES,
  BADGE_SHAPES,
  BADGE_SIZES,
  requestSiteOf,
} from '@listings/shared/api';
import { DEFAULT_SITE_KEY } from '@listings/shared/contracts/site-content';
import { systemClock } from '@listings/shared/kernel';
import {
  renderBadgeSvg,
  siteBadgeStyle,
  BADGE_TYPES,
  type BadgeStyle,
  earnedBadges,
  findBadgeListing,
  type BadgeDependencies,
} from '@listings/query-service/listings';

export const BADGE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

const STYLE_VALUES = { shape: BADGE_SHAPES, mode: BADGE_MODES, size: BADGE_SIZES } as const;

/** The style from the query string (what it does not name: the site's), or the field errors of its bad values. */
function styleOf(query: Request['query'], siteStyle: BadgeStyle): { style: BadgeStyle; errors: FieldError[] } {
  const style: Record<string, string> = { ...siteStyle };
  const errors: FieldError[] = [];
  for (const field of ['shape', 'mode', 'size'] as const) {
    const value = query[field];
    if (value === undefined) continue;
    const allowed: readonly string[] = STYLE_VALUES[field];
    if (typeof value === 'string' && allowed.includes(value)) style[field] = value;
    else
      errors.push({
        field: `query.${field}`,
        code: 'invalid_enum_value',
        message: `must be one of ${allowed.join(', ')}`,
      });
  }
  return { style: style as unknown as BadgeStyle, errors };
}

export function badgeImagesRouter(deps: BadgeDependencies): Router {
  const { documents, site, clock = systemClock } = deps;
  // Only a listing of the request's site has a badge here (the default site outside the host middleware).
  const siteOfRead = (req: Request) => requestSiteOf(req) ?? { key: site.key ?? DEFAULT_SITE_KEY, isDefault: true };
  const router = Router();

  router.get('/:slug/:file', async (req: Request, res: Response) => {
    try {
      const { slug, file } = req.params as { slug: string; file: string };
      const type = BADGE_TYPES.find((t) => file === `${t}.svg`);
      // The listing's site's style (a listing of another site is a 404 below), unless the query names one.
      const { style, errors } = styleOf(req.query, siteBadgeStyle(requestSiteOf(req)));
      if (errors.length)
        throw new Problem(
          400,
          'invalid_request',
          `The request is not valid: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
          { errors },
        );
      if (!type) throw new Problem(404, 'not_found', `There is no badge ${file}.`);
      const listing = await findBadgeListing(documents, slug, { awaitingBadge: true, site: siteOfRead(req) });
      if (!listing) throw new Problem(404, 'not_found', `Listing ${slug} was not found.`);
      const badge = (await earnedBadges(documents, listing, site.name, clock.now())).find((b) => b.type === type);
      if (!badge) throw new Problem(404, 'badge_not_earned', `Listing ${slug} has not earned the ${type} badge.`);

      const body = Buffer.from(renderBadgeSvg(badge, style), 'utf8');
      const etag = strongEtag(body);
      res.setHeader('Cache-Control', BADGE_CACHE_CONTROL);
      res.setHeader('ETag', etag);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatchMatches(ifNoneMatch, etag)) {
        res.status(304).end();
        return;
      }
      res.status(200).setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
      res.setHeader('Content-Length', String(body.length));
      res.end(body);
    } catch (error) {
      if (error instanceof Problem) return sendProblem(res, error);
      sendProblem(res, new Problem(500, 'internal_error', 'The badge could not be drawn.'));
    }
  });

  return router;
}
