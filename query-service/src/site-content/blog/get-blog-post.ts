import type { DocumentStore } from '@listings/shared/kernel';
import { notFound, ok, type OperationHandler } from '@listings/shared/api';
import { BLOG_POSTS_COLLECTION, blogPostsOfSite, type BlogPostDocument } from '@listings/projectors/site-content';

/** get_blog_post: the full Markdown text and FAQs of a published post of the request's site's blog. */
export const getBlogPost =
  (documents: DocumentStore): OperationHandler<'get_blog_post'> =>
  async ({ input, site }) => {
    const slug: string = input.params.slug;
    const post = await documents
      .collection<BlogPostDocument>(BLOG_POSTS_COLLECTION)
      .findOne({ slug, status: 'published', ...blogPostsOfSite(site) });
    if (!post) throw notFound(`Blog post ${slug}`);
    return ok({
      slug: post.slug,
      title: post.title,
      body: post.body,
      body_format: 'markdown',
      faqs: post.faqs,
      author: post.author,
      published_at: post.published_at,
      updated_at: post.updated_at,
    });
  };
