import type { DocumentStore, Filter } from '@listings/shared/kernel';
import { ok, type OperationHandler } from '@listings/shared/api';
import { BLOG_POSTS_COLLECTION, blogPostsOfSite, type BlogPostDocument } from '@listings/projectors/site-content';
import { pageOf, paged, skipOf } from '../../paging.ts';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every word of q must appear in the title or the body (case-insensitive, substring). */
export const blogSearchFilter = (q: string | undefined): Filter => {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 20);
  const filter: Filter = { status: 'published' };
  if (words.length) {
    filter.$and = words.map((word) => {
      const pattern = { $regex: escapeRegex(word), $options: 'i' };
      return { $or: [{ title: pattern }, { body: pattern }] };
    });
  }
  return filter;
};

/** A plain-text start of the Markdown body, for lists. */
export const excerptOf = (markdown: string, max = 240): string => {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
};

/** list_blog_posts: the request's site's published posts, newest first, searchable over title and body. */
export const listBlogPosts =
  (documents: DocumentStore): OperationHandler<'list_blog_posts'> =>
  async ({ input, site }) => {
    const page = pageOf(input.query);
    const filter = { ...blogSearchFilter(input.query.q), ...blogPostsOfSite(site) };
    const posts = documents.collection<BlogPostDocument>(BLOG_POSTS_COLLECTION);
    const [found, total] = await Promise.all([
      posts.find(filter, { sort: { published_at: -1, _id: 1 }, skip: skipOf(page), limit: page.per_page }),
      posts.countDocuments(filter),
    ]);
    return ok(
      paged(
        found.map((post) => ({
          slug: post.slug,
          title: post.title,
          excerpt: excerptOf(post.body),
          author: post.author,
          published_at: post.published_at,
          updated_at: post.updated_at,
        })),
        page,
        total,
      ),
    );
  };
