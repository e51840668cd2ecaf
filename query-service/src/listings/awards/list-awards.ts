import { type DocumentStore, addDays } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import { ok, type OperationHandler } from '@listings/shared/api';
import { launchOfTheWeekAwards } from './launch-of-the-week.ts';

/** list_awards: Launch of the Week #1–#3 of every closed week, as recorded when it closed, newest week first. */
export const listAwards =
  ({ documents, site }: { documents: DocumentStore; site: SiteSettings }): OperationHandler<'list_awards'> =>
  async ({ input }) => {
    const { listing, page, per_page } = input.query;
    const awards = await launchOfTheWeekAwards(documents, { listing });
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
