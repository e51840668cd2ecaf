import type { DocumentStore } from '@listings/shared/kernel';
import { notFound, ok, type OperationHandler } from '@listings/shared/api';
import { listingsOfSite } from '@listings/shared/contracts/listings';
import { pageOf, paged, skipOf } from '../../paging.ts';
import { LISTINGS_COLLECTION, LIVE, loadCategoryTree } from './category-tree.ts';

/**
 * get_category: description, FAQs, parent, subcategories, and the live listings of the category
 * and its subcategories, most voted first (then by name), paged as `items`.
 */
export const getCategory =
  (documents: DocumentStore): OperationHandler<'get_category'> =>
  async ({ input, site }) => {
    const slug: string = input.params.slug;
    const tree = await loadCategoryTree(documents, site);
    const category = tree.bySlug.get(slug);
    if (!category) throw notFound(`Category ${slug}`);
    const parent = category.parent ? tree.bySlug.get(category.parent) : undefined;
    const page = pageOf(input.query);
    const filter = { status: LIVE, categories: { $in: tree.subtree(slug) }, ...listingsOfSite(site) };
    const listings = documents.collection(LISTINGS_COLLECTION);
    const [found, total] = await Promise.all([
      listings.find(filter, { sort: { votes: -1, name: 1, _id: 1 }, skip: skipOf(page), limit: page.per_page }),
      listings.countDocuments(filter),
    ]);
    return ok({
      slug: category.slug,
      name: category.name,
      description: category.description,
      faqs: category.faqs,
      parent: parent ? { slug: parent.slug, name: parent.name } : null,
      subcategories: (tree.children.get(slug) ?? []).map((child) => ({
        slug: child.slug,
        name: child.name,
        listing_count: tree.totalCount.get(child.slug) ?? 0,
      })),
      listing_count: tree.totalCount.get(slug) ?? 0,
      ...paged(
        found.map((listing) => {
          const categories = Array.isArray(listing.categories) ? (listing.categories as string[]) : [];
          const text = (value: unknown) => (typeof value === 'string' ? value : null);
          return {
            slug: listing._id,
            name: text(listing.name),
            tagline: text(listing.tagline),
            url: text(listing.url),
            votes: typeof listing.votes === 'number' ? listing.votes : 0,
            primary_category: categories[0] ?? null,
          };
        }),
        page,
        total,
      ),
    });
  };
