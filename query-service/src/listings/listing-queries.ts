/**
 * Handlers of the public listing reads: search_listings, get_listing, get_alternatives, compare_listings.
 * Each answers only listings of the request's site (context.site, listingsOfSite): a listing of
 * another site of the network is a 404 as if it did not exist.
 */
import type { DocumentStore, Clock } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import {
  COMPARED_FACTS,
  COMPARED_LISTS,
  notFound,
  ok,
  type OperationHandler,
  siteSettingsOf,
  type PublicListing,
} from '@listings/shared/api';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { listingsOfSite, type SiteOfRead } from '@listings/shared/contracts/listings';
import { LISTING_FIGURES_COLLECTION } from '@listings/projectors/site-content';
import type { ListingSearchIndex } from './search/listing-search-index.ts';
import { withSubcategories } from './category-tree.ts';
import { listingSummary, publicListing, PUBLIC_STATUSES, type Figures } from './listing-view.ts';

export interface ListingQueryDependencies {
  documents: DocumentStore;
  search: ListingSearchIndex;
  site: SiteSettings;
  clock: Clock;
}

export const listings = (documents: DocumentStore) => documents.collection<ListingDocument>(LISTINGS_COLLECTION);

/** A listing of this site the public may see, or 404 (another site's listing is as absent). */
export async function findPublicListing(
  documents: DocumentStore,
  slug: string,
  onSite: SiteOfRead,
): Promise<ListingDocument> {
  const doc = await listings(documents).findOne({
    _id: slug,
    status: { $in: PUBLIC_STATUSES },
    ...listingsOfSite(onSite),
  });
  if (!doc) throw notFound(`Listing ${slug}`);
  return doc;
}

export const searchListings =
  ({ documents, search, site: settings, clock }: ListingQueryDependencies): OperationHandler<'search_listings'> =>
  async ({ input, site: onSite }) => {
    const site = siteSettingsOf(settings, onSite);
    const { q, category, stage, country, pricing_model, domain, status, sort, page, per_page } = input.query;
    // Matched, filtered, ranked and counted in the search index; only the page is read from the read model.
    const result = search.search({
      q: q || undefined,
      status: status === 'upcoming' ? 'scheduled' : 'live',
      categories: category ? await withSubcategories(documents, category, onSite) : undefined,
      stage,
      country,
      pricingModel: pricing_model,
      domain,
      sort,
      skip: (page - 1) * per_page,
      limit: per_page,
      now: clock.now(),
      site: onSite,
    });
    const found = await Promise.all(result.slugs.map((slug) => listings(documents).findOne({ _id: slug })));
    // A listing the index has and the read model not yet (two projections, each at its own pace) is left out.
    const items = found.filter((doc): doc is ListingDocument => doc !== null);
    return ok({
      items: items.map((doc) => listingSummary(doc, site)),
      page,
      per_page,
      total: result.total,
      sort: result.sort,
      ...(q ? { q } : {}),
    });
  };

export const getListing =
  ({ documents, site: settings }: ListingQueryDependencies): OperationHandler<'get_listing'> =>
  async ({ input, site: onSite }) => {
    const site = siteSettingsOf(settings, onSite);
    const doc = await findPublicListing(documents, input.params.slug, onSite);
    const figures = ((await documents.collection(LISTING_FIGURES_COLLECTION).findOne({ _id: doc.slug })) ??
      {}) as Figures;
    return ok(publicListing(doc, site, figures));
  };

const ALTERNATIVES_LIMIT = 20;

export const getAlternatives =
  ({ documents, site: settings }: ListingQueryDependencies): OperationHandler<'get_alternatives'> =>
  async ({ input, site: onSite }) => {
    const site = siteSettingsOf(settings, onSite);
    const doc = await findPublicListing(documents, input.params.slug, onSite);
    const approved = doc.approved_alternatives.length
      ? await listings(documents).find({
          _id: { $in: doc.approved_alternatives },
          status: 'live',
          ...listingsOfSite(onSite),
        })
      : [];
    approved.sort((a, b) => doc.approved_alternatives.indexOf(a.slug) - doc.approved_alternatives.indexOf(b.slug));
    const primary = doc.categories?.[0];
    const others = primary
      ? await listings(documents).find(
          {
            status: 'live',
            'categories.0': primary,
            _id: { $nin: [doc.slug, ...doc.approved_alternatives] },
            ...listingsOfSite(onSite),
          },
          { sort: { votes: -1, _id: 1 }, limit: Math.max(0, ALTERNATIVES_LIMIT - approved.length) },
        )
      : [];
    return ok({
      listing: doc.slug,
      primary_category: primary ?? null,
      items: [
        ...approved.map((alt) => ({ ...listingSummary(alt, site), approved: true })),
        ...others.map((alt) => ({ ...listingSummary(alt, site), approved: false })),
      ],
    });
  };

type ComparedFact = (typeof COMPARED_FACTS)[number];

/** Where each compared fact is in the public profile (some are nested: pricing, location, ratings). */
const factOf = (view: PublicListing, fact: ComparedFact): string | number | null | undefined => {
  switch (fact) {
    case 'pricing_summary':
      return view.pricing.summary;
    case 'city':
      return view.location.city;
    case 'community_rating':
      return view.community_rating.average;
    case 'domain_rating':
      return view.domain_rating?.value;
    default:
      return view[fact];
  }
};

export const compareListings =
  ({ documents, site: settings }: ListingQueryDependencies): OperationHandler<'compare_listings'> =>
  async ({ input, site: onSite }) => {
    const site = siteSettingsOf(settings, onSite);
    const [a, b] = await Promise.all([
      findPublicListing(documents, input.query.a, onSite),
      findPublicListing(documents, input.query.b, onSite),
    ]);
    const figuresOf = async (slug: string) =>
      ((await documents.collection(LISTING_FIGURES_COLLECTION).findOne({ _id: slug })) ?? {}) as Figures;
    const [left, right] = [
      publicListing(a, site, await figuresOf(a.slug)),
      publicListing(b, site, await figuresOf(b.slug)),
    ];
    const cell = (view: PublicListing, fact: ComparedFact): string | number | null => {
      const value = factOf(view, fact);
      return value === undefined || value === '' ? null : value;
    };
    const facts = COMPARED_FACTS.map((fact) => {
      const row = { fact, a: cell(left, fact), b: cell(right, fact) };
      return { ...row, on_neither: row.a === null && row.b === null };
    });
    const lists = COMPARED_LISTS.map((fact) => {
      const [av, bv] = [left[fact], right[fact]];
      const values = [...new Set([...av, ...bv])];
      return {
        fact,
        rows: values.map((value) => ({ value, a: av.includes(value), b: bv.includes(value) })),
        on_neither: values.length === 0,
      };
    });
    return ok({ a: listingSummary(a, site), b: listingSummary(b, site), facts, lists });
  };
