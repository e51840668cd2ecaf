/**
 * Handlers of the public founder reads: list_founders and get_founder. Only founders with at least
 * one public (scheduled or live) company are shown, and only their public companies.
 */
import type { DocumentStore, Filter } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import {
  notFound,
  ok,
  siteSettingsOf,
  type OperationHandler,
  type OperationHandlers,
  type PublicListingStatus,
} from '@listings/shared/api';
import { PAID_SECTIONS, safeHttpUrl, safeSiteUrl, safeSocials } from '@listings/shared/contracts/listings';
import {
  FOUNDERS_COLLECTION,
  type FounderCompany,
  type FounderDocument,
  searchableName,
  LISTINGS_COLLECTION,
  type ListingDocument,
} from '@listings/projectors/listings';
import { pageOf, paged, skipOf } from '../../paging.ts';
import { siteSlugs } from '../site-slugs.ts';

export interface FounderQueryDependencies {
  documents: DocumentStore;
  site: SiteSettings;
}

const PUBLIC_STATUSES = ['live', 'scheduled'];
/** The story sections in the order they are shown. */
const STORY_SECTIONS = [
  'title',
  'story',
  'why_started',
  'problem',
  'journey',
  'challenges',
  'achievements',
  'lessons',
  'whats_next',
] as const;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const founders = (documents: DocumentStore) => documents.collection<FounderDocument>(FOUNDERS_COLLECTION);

/** Public founders whose name contains every word of q (case- and accent-insensitive), of a country. */
export function founderFilter(q: string | undefined, country: string | undefined): Filter {
  const filter: Filter = { public: true };
  const words = searchableName(q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 20);
  if (words.length) filter.$and = words.map((word) => ({ name_search: { $regex: escapeRegex(word) } }));
  if (country) filter.country = country.toUpperCase();
  return filter;
}

const publicStatus = (status: FounderCompany['status']): PublicListingStatus =>
  status === 'scheduled' ? 'upcoming' : status;

const companyView = (company: FounderCompany, site: SiteSettings) => ({
  slug: company.listing_slug,
  name: company.listing_name,
  role: company.role,
  primary_founder: company.primary,
  status: publicStatus(company.status),
  listing_url: `${site.publicBaseUrl}/listings/${company.listing_slug}`,
});

const links = (slug: string, site: SiteSettings) => ({
  page: `${site.publicBaseUrl}/founders/${slug}`,
  self: `${site.publicBaseUrl}/v1/founders/${slug}`,
});

export const listFounders =
  ({ documents, site: settings }: FounderQueryDependencies): OperationHandler<'list_founders'> =>
  async ({ input, site: onSite }) => {
    const site = siteSettingsOf(settings, onSite);
    const page = pageOf(input.query);
    // Founders of a public company of this site, each with only this site's companies.
    const slugs = await siteSlugs(documents, onSite);
    const filter: Filter = {
      ...founderFilter(input.query.q, input.query.country),
      companies: { $elemMatch: { public: true, listing_slug: slugs.condition } },
    };
    const [found, total] = await Promise.all([
      founders(documents).find(filter, { sort: { name_search: 1, _id: 1 }, skip: skipOf(page), limit: page.per_page }),
      founders(documents).countDocuments(filter),
    ]);
    return ok(
      paged(
        found.map((founder) => ({
          slug: founder.slug,
          name: founder.name,
          title: founder.title,
          country: founder.country,
          companies: founder.companies
            .filter((c) => c.public && slugs.has(c.listing_slug))
            .map((c) => companyView(c, site)),
          links: links(founder.slug, site),
        })),
        page,
        total,
      ),
    );
  };

/** The story of a listing when it is published: story section unlocked (or a paid plan) and not empty. */
function publishedStory(listing: ListingDocument): Record<string, string> | null {
  const unlocked = listing.plan === 'paid' ? [...PAID_SECTIONS] : (listing.unlocked ?? []);
  if (!unlocked.includes('story') || !listing.story) return null;
  const story: Record<string, string> = {};
  for (const section of STORY_SECTIONS) {
    const value = listing.story[section];
    if (typeof value === 'string' && value.trim() !== '') story[section] = value;
  }
  return Object.keys(story).length ? story : null;
}

export const getFounder =
  ({ documents, site: settings }: FounderQueryDependencies): OperationHandler<'get_founder'> =>
  async ({ input, site: onSite }) => {
    const site = siteSettingsOf(settings, onSite);
    const slug: string = input.params.slug;
    const founder = await founders(documents).findOne({ _id: slug, public: true });
    const slugs = await siteSlugs(documents, onSite);
    // Only this site's companies; a founder with none here is as absent.
    const companies = founder?.companies.filter((c) => c.public && slugs.has(c.listing_slug)) ?? [];
    if (!founder || companies.length === 0) throw notFound(`Founder ${slug}`);
    const listings = await documents.collection<ListingDocument>(LISTINGS_COLLECTION).find({
      _id: { $in: companies.map((c) => c.listing_slug) },
      status: { $in: PUBLIC_STATUSES },
    });
    const bySlug = new Map(listings.map((listing) => [listing.slug, listing]));
    const stories = companies.flatMap((company) => {
      const listing = bySlug.get(company.listing_slug);
      const story = listing ? publishedStory(listing) : null;
      return story ? [{ listing_slug: company.listing_slug, listing_name: company.listing_name, story }] : [];
    });
    return ok({
      slug: founder.slug,
      name: founder.name,
      title: founder.title,
      bio: founder.bio,
      country: founder.country,
      // Links recorded before the API refused unsafe ones are dropped (the read model may predate that).
      socials: safeSocials(founder.socials),
      companies: companies.map((company) => {
        const listing = bySlug.get(company.listing_slug);
        return {
          ...companyView(company, site),
          tagline: listing?.tagline ?? null,
          logo_url: safeHttpUrl(listing?.logo_url),
          url: listing ? safeSiteUrl(listing.url) : null,
        };
      }),
      stories,
      links: links(founder.slug, site),
    });
  };

/** The founder operations by operationId, for the composition root. */
export const founderHandlers = (deps: FounderQueryDependencies) =>
  ({
    list_founders: listFounders(deps),
    get_founder: getFounder(deps),
  }) satisfies OperationHandlers;
