/**
 * Blog posts (collection `blog_posts`), one document per site and slug; unpublished posts stay with
 * status `unpublished`. Each site of the network has its own blog (issue 30): `site` is kept as the
 * events record it (null: the default site, which records none), and readers ask for a site's posts
 * with `blogPostsOfSite`. The default site's documents keep their old `_id` (the slug).
 */
import { defineProjection } from '@listings/shared/kernel';
import { BLOG_POST_EVENT_TYPES, siteScopedId, type BlogPostEvent } from '@listings/shared/contracts/site-content';
import { listingsOfSite, type SiteOfRead } from '@listings/shared/contracts/listings';

export const BLOG_POSTS_COLLECTION = 'blog_posts';

export interface BlogPostDocument {
  _id: string;
  slug: string;
  title: string;
  body: string;
  faqs: { question: string; answer: string }[];
  author: string;
  published_at: string;
  updated_at: string;
  status: 'published' | 'unpublished';
  /** The site whose blog it is, as recorded; null: the default site. */
  site: string | null;
  [field: string]: unknown;
}

/** The document id of a site's post: the slug on the default site, `<site>/<slug>` on another. */
export const blogPostId = (slug: string, site?: string | null): string => siteScopedId(slug, site);

/** The filter of one site's posts (the same upcast as listings': the default site is `site ∈ {key, null}`). */
export const blogPostsOfSite = (site: SiteOfRead) => listingsOfSite(site);

export const blogPostsProjection = defineProjection<BlogPostEvent>({
  name: 'blog-posts',
  collections: [BLOG_POSTS_COLLECTION],
  eventTypes: BLOG_POST_EVENT_TYPES,

  async setup(documents) {
    await documents.collection(BLOG_POSTS_COLLECTION).createIndex({ site: 1, status: 1, published_at: -1 });
  },

  async apply(event, documents) {
    const posts = documents.collection(BLOG_POSTS_COLLECTION);
    const at = event.metadata.at;
    switch (event.type) {
      case 'BlogPostPublished':
      case 'BlogPostUpdated': {
        // The staff's reason stays in the log (the console's trail); the read model is served publicly.
        const { slug, reason: _reason, site, ...content } = event.data;
        const status = event.type === 'BlogPostPublished' ? { status: 'published' } : {};
        await posts.updateOne(
          { _id: blogPostId(slug, site) },
          { $set: { slug, site: site ?? null, ...content, ...status, updated_at: at } },
          { upsert: true },
        );
        return;
      }
      case 'BlogPostUnpublished':
        await posts.updateOne(
          { _id: blogPostId(event.data.slug, event.data.site) },
          { $set: { status: 'unpublished', updated_at: at } },
        );
        return;
    }
  },
});
