/** Blog posts (collection `blog_posts`), one document per slug; unpublished posts stay with status `unpublished`. */
import { defineProjection } from '@listings/shared/kernel';
import { BLOG_POST_EVENT_TYPES, type BlogPostEvent } from '@listings/shared/contracts/site-content';

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
  [field: string]: unknown;
}

export const blogPostsProjection = defineProjection<BlogPostEvent>({
  name: 'blog-posts',
  collections: [BLOG_POSTS_COLLECTION],
  eventTypes: BLOG_POST_EVENT_TYPES,

  async setup(documents) {
    await documents.collection(BLOG_POSTS_COLLECTION).createIndex({ status: 1, published_at: -1 });
  },

  async apply(event, documents) {
    const posts = documents.collection(BLOG_POSTS_COLLECTION);
    const at = event.metadata.at;
    switch (event.type) {
      case 'BlogPostPublished':
      case 'BlogPostUpdated': {
        // The staff's reason stays in the log (the console's trail); the read model is served publicly.
        const { slug, reason: _reason, ...content } = event.data;
        const status = event.type === 'BlogPostPublished' ? { status: 'published' } : {};
        await posts.updateOne(
          { _id: slug },
          { $set: { slug, ...content, ...status, updated_at: at } },
          { upsert: true },
        );
        return;
      }
      case 'BlogPostUnpublished':
        await posts.updateOne({ _id: event.data.slug }, { $set: { status: 'unpublished', updated_at: at } });
        return;
    }
  },
});
