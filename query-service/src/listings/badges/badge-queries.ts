/**
 * get_badges: the badges a public listing has earned, each with HTML embed code and SVG image URLs
 * for the requested style and for every other style; for its signed-in owner, also the "Listed on"
 * badge of a free-plan listing waiting for that badge on its site (the plan needs it first). The images themselves are served by
 * `badgeImagesRouter` (gateway) at `/badges/<slug>/<type>.svg?shape=&mode=&size=`.
 */
import { type DocumentStore, systemClock, type Clock } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import {
  notFound,
  ok,
  siteSettingsOf,
  type OperationHandler,
  BADGE_MODES,
  BADGE_SHAPES,
  BADGE_SIZES,
} from '@listings/shared/api';
import { listingsOfSite, type SiteOfRead } from '@listings/shared/contracts/listings';
import type { OperationHandlers } from '@listings/shared/api';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { PUBLIC_STATUSES } from '../listing-view.ts';
import { bestLaunchOfTheWeekAward, type LaunchOfTheWeekAward } from '../awards/launch-of-the-week.ts';
import {
  badgeDimensions,
  escapeXml,
  siteBadgeStyle,
  type BadgeStyle,
  type BadgeType,
  type BadgeWording,
} from './badge-svg.ts';

export interface BadgeDependencies {
  documents: DocumentStore;
  site: SiteSettings;
  /** Decides which launch weeks are finished (for Launch of the Week); the system clock by default. */
  clock?: Clock;
}

/**
 * Listings whose "Listed on" badge is served: public ones, and those on the free plan waiting for
 * the badge to appear on their site (the free plan needs the image to render before it is public).
 */
const BADGE_STATUSES = [...PUBLIC_STATUSES, 'awaiting_badge'];

export interface EarnedBadge extends BadgeWording {
  award?: LaunchOfTheWeekAward;
}

/**
 * A public listing (scheduled or live) by slug, or null; with `awaitingBadge`, also one waiting for
 * its free-plan badge; with `site`, only a listing of that site of the network.
 */
export const findBadgeListing = (
  documents: DocumentStore,
  slug: string,
  options: { awaitingBadge?: boolean; site?: SiteOfRead } = {},
): Promise<ListingDocument | null> =>
  documents.collection<ListingDocument>(LISTINGS_COLLECTION).findOne({
    _id: slug,
    status: { $in: options.awaitingBadge ? BADGE_STATUSES : PUBLIC_STATUSES },
    ...(options.site ? listingsOfSite(options.site) : {}),
  });

/** The badges a public listing has earned, in a fixed order (see BADGE_TYPES). */
export async function earnedBadges(
  documents: DocumentStore,
  listing: ListingDocument,
  siteName: string,
  now: Date,
): Promise<EarnedBadge[]> {
  const wording = (type: BadgeType, caption: string): EarnedBadge => ({
    type,
    caption,
    siteName,
    label: `${caption} ${siteName}`,
  });
  const badges: EarnedBadge[] = [];
  if (BADGE_STATUSES.includes(listing.status)) badges.push(wording('listed_on', 'Listed on'));
  if (listing.status === 'live') badges.push(wording('launched_on', 'Launched on'));
  if (listing.featured) badges.push(wording('featured', 'Featured on'));
  if (listing.verified) badges.push(wording('verified', 'Verified on'));
  const award = listing.status === 'live' ? await bestLaunchOfTheWeekAward(documents, listing.slug) : null;
  if (award) {
    const caption = `#${award.rank} Launch of the Week`;
    badges.push({
      type: 'launch_of_the_week',
      caption,
      siteName,
      label: `${caption} on ${siteName}`,
      rank: award.rank,
      award,
    });
  }
  return badges;
}

export const badgeImageUrl = (site: SiteSettings, slug: string, type: BadgeType, style: BadgeStyle): string =>
  `${site.publicBaseUrl}/badges/${encodeURIComponent(slug)}/${type}.svg?shape=${style.shape}&mode=${style.mode}&size=${style.size}`;

/** The HTML to paste into a page: the image, linking to the listing. */
export function embedHtml(site: SiteSettings, slug: string, badge: BadgeWording, style: BadgeStyle): string {
  const { width, height } = badgeDimensions(style.shape, style.size);
  const href = `${site.publicBaseUrl}/listings/${encodeURIComponent(slug)}`;
  return `<a href="${escapeXml(href)}" target="_blank" rel="noopener"><img src="${escapeXml(badgeImageUrl(site, slug, badge.type, style))}" alt="${escapeXml(badge.label)}" width="${width}" height="${height}" /></a>`;
}

const ALL_STYLES: BadgeStyle[] = BADGE_SHAPES.flatMap((shape) =>
  BADGE_MODES.flatMap((mode) => BADGE_SIZES.map((size) => ({ shape, mode, size }))),
);

export const getBadges =
  ({ documents, site: settings, clock = systemClock }: BadgeDependencies): OperationHandler<'get_badges'> =>
  async ({ input, principal, site: onSite }) => {
    const site = siteSettingsOf(settings, onSite);
    const slug: string = input.params.slug;
    // The free plan needs the badge on the owner's site before the listing is public: its owner
    // (recognised by the credentials sent, which public operations accept) gets the embed code of
    // the listing waiting for it. Anyone else still gets 404 for a listing that is not public.
    const found = await findBadgeListing(documents, slug, { awaitingBadge: principal !== null, site: onSite });
    const listing =
      found && (found.status !== 'awaiting_badge' || found.owner_id === principal?.accountId) ? found : null;
    if (!listing) throw notFound(`Listing ${slug}`);
    // What the caller does not name is the listing's site's style (the request's: a listing of
    // another site is not found here).
    const siteStyle = siteBadgeStyle(onSite);
    const style: BadgeStyle = {
      shape: input.query.shape ?? siteStyle.shape,
      mode: input.query.mode ?? siteStyle.mode,
      size: input.query.size ?? siteStyle.size,
    };
    const badges = await earnedBadges(documents, listing, site.name, clock.now());
    const same = (a: BadgeStyle, b: BadgeStyle) => a.shape === b.shape && a.mode === b.mode && a.size === b.size;
    return ok({
      listing: listing.slug,
      site: site.name,
      style,
      available: { shapes: [...BADGE_SHAPES], modes: [...BADGE_MODES], sizes: [...BADGE_SIZES] },
      badges: badges.map((badge) => ({
        type: badge.type,
        label: badge.label,
        ...(badge.award ? { award: { rank: badge.award.rank, week: badge.award.week, votes: badge.award.votes } } : {}),
        ...badgeDimensions(style.shape, style.size),
        image_url: badgeImageUrl(site, listing.slug, badge.type, style),
        embed_html: embedHtml(site, listing.slug, badge, style),
        other_styles: ALL_STYLES.filter((other) => !same(other, style)).map((other) => ({
          ...other,
          ...badgeDimensions(other.shape, other.size),
          image_url: badgeImageUrl(site, listing.slug, badge.type, other),
        })),
      })),
    });
  };

/** The badge operations by operationId, for the composition root. */
export const badgeHandlers = (deps: BadgeDependencies) =>
  ({
    get_badges: getBadges(deps),
  }) satisfies OperationHandlers;
