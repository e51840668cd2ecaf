/**
 * A blog post (stream `blogpost-<slug>`, or `blogpost-<slug>@<site>` on an opened site: each site of
 * the network has its own blog): published, updated, unpublished and published again. Events carry
 * the whole content, so a projection sets it without reading what came before; they name the site
 * (`site`) unless it is the default one.
 */
import type { Faq } from '@listings/shared/contracts/site-content';
import { DomainError, type Decider } from '@listings/shared/kernel';
import { checkFaqs, checkSlug, checkText } from '../faq.ts';
import { checkReason } from '../products/product.decider.ts';
import type { BlogPostContent, BlogPostEvent } from '@listings/shared/contracts/site-content';

export const MAX_BLOG_TITLE = 200;
export const MAX_BLOG_BODY = 200_000;

export type BlogPostCommand =
  | {
      type: 'PublishBlogPost';
      slug: string;
      title: string;
      body: string;
      faqs?: Faq[];
      author: string;
      publishedAt: string;
      /** The console's reason (3-500 characters), recorded in the event; the CLI gives none. */
      reason?: string;
      /** The key of the site whose blog it is; absent: the default site's. */
      site?: string;
    }
  | {
      type: 'UpdateBlogPost';
      slug: string;
      title?: string;
      body?: string;
      faqs?: Faq[];
      author?: string;
      publishedAt?: string;
      reason?: string;
      site?: string;
    }
  | { type: 'UnpublishBlogPost'; slug: string; reason?: string; site?: string };

export interface BlogPostState {
  status: 'none' | 'published' | 'unpublished';
  content: BlogPostContent | null;
}

const checkTimestamp = (value: string): string => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new DomainError('invalid', 'invalid_date', `published_at "${value}" is not a date.`);
  return date.toISOString();
};

const content = (input: {
  title: string;
  body: string;
  faqs: Faq[];
  author: string;
  publishedAt: string;
}): BlogPostContent => ({
  title: checkText(input.title, 'title', MAX_BLOG_TITLE),
  body: checkText(input.body, 'body', MAX_BLOG_BODY),
  faqs: checkFaqs(input.faqs),
  author: checkText(input.author, 'author', 160),
  published_at: checkTimestamp(input.publishedAt),
});

export const blogPostDecider: Decider<BlogPostCommand, BlogPostEvent, BlogPostState> = {
  initialState: () => ({ status: 'none', content: null }),

  decide(command, state) {
    const slug = checkSlug(command.slug, 'Blog post slug');
    const given = checkReason(command.reason);
    const noted = { ...(given ? { reason: given } : {}), ...(command.site ? { site: command.site } : {}) };
    switch (command.type) {
      case 'PublishBlogPost':
        if (state.status === 'published')
          throw new DomainError(
            'conflict',
            'blog_post_exists',
            `Blog post ${slug} is already published; update it instead.`,
          );
        return [
          {
            type: 'BlogPostPublished',
            data: { slug, ...content({ ...command, faqs: command.faqs ?? [] }), ...noted },
          },
        ];
      case 'UpdateBlogPost': {
        if (state.status === 'none' || !state.content)
          throw new DomainError('not_found', 'blog_post_not_found', `Blog post ${slug} does not exist.`);
        const current = state.content;
        const next = content({
          title: command.title ?? current.title,
          body: command.body ?? current.body,
          faqs: command.faqs ?? current.faqs,
          author: command.author ?? current.author,
          publishedAt: command.publishedAt ?? current.published_at,
        });
        if (JSON.stringify(next) === JSON.stringify(current)) return [];
        return [{ type: 'BlogPostUpdated', data: { slug, ...next, ...noted } }];
      }
      case 'UnpublishBlogPost':
        if (state.status === 'none')
          throw new DomainError('not_found', 'blog_post_not_found', `Blog post ${slug} does not exist.`);
        if (state.status === 'unpublished') return [];
        return [{ type: 'BlogPostUnpublished', data: { slug, ...noted } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'BlogPostPublished': {
        const { slug: _slug, reason: _reason, site: _site, ...data } = event.data;
        return { status: 'published', content: data };
      }
      case 'BlogPostUpdated': {
        const { slug: _slug, reason: _reason, site: _site, ...data } = event.data;
        return { ...state, content: data };
      }
      case 'BlogPostUnpublished':
        return { ...state, status: 'unpublished' };
    }
  },
};
