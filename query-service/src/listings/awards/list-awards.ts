import { type DocumentStore, addDays } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import { ok, siteSettingsOf, type OperationHandler } from '@listings/shared/api';
import { listingsOfSite } from '@listings/shared/contracts/listings';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';
import { launchOfTheWeekAwards } from './launch-of-the-week.ts';

/**
 * list_awards: Launch of the Week #1–#3 of every closed week, as recorded when it closed, newest
 * week first; only the request's site's awards (each site's week is closed and ranked apart, issue
 * 30), and of those only its listings' (a close from before weeks were closed per site ranked the
 * network together and is read as the default site's).
 */
export const listAwards =
  ({ documents, site: settings }: { documents: DocumentStore; site: SiteSettings }): OperationHandler<'list_awards'> =>
  async ({ input, site: onSite }) => {
    const site = siteSettingsOf(settings, onSite);
    const { listing, page, per_page } = input.query;
    const recorded = await launchOfTheWeekAwards(documents, { listing, site: onSite });
    const slugs = [...new Set(recorded.map((award) => award.slug))];
    const onThisSite = new Set(
      (
        await documents
          .collection(LISTINGS_COLLECTION)
          .find({ _id: { $in: slugs }, ...listingsOfSite(onSite) }, { projection: { _id: 1 } })
      ).map((doc) => doc._id),
    );
    const awards = recorded.filter((award) => onThisSite.has(award.slug));
    return ok({
      items: awards.slice((page - 1) * per_page, page * per_page).map((award) => ({
        award: `Launch of the Week #${award.rank}`,
        rank: award.rank,
        week: award.week,
        week_ends_on: addDays(award.week, 6),
        votes: award.votes,
        basis: 'community votes cast during the launch week',
        listing: { slug: award.slug, name: award.name, listing_url: `${site.publicBaseUrl}/listings/${award.slug}` },
      })),
      page,
      per_page,
      total: awards.length,
    });
  };
