import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { blogPostDecider, type BlogPostCommand } from './blog-post.decider.ts';
import type { BlogPostEvent } from '@listings/shared/contracts/site-content';

const { when, refusal } = givenWhenThen(blogPostDecider);
const publish: BlogPostCommand = {
  type: 'PublishBlogPost',
  slug: 'hello',
  title: 'Hello',
  body: '# Hi',
  author: 'Team',
  publishedAt: '2026-01-05T10:00:00Z',
};
const published: BlogPostEvent = {
  type: 'BlogPostPublished',
  data: {
    slug: 'hello',
    title: 'Hello',
    body: '# Hi',
    faqs: [],
    author: 'Team',
    published_at: '2026-01-05T10:00:00.000Z',
  },
};

describe('blog post decider', () => {
  it('publishes a post once; after unpublishing it can be published again', () => {
    expect(when([], publish)).to.deep.equal([published]);
    expect(refusal([published], publish)).to.equal('blog_post_exists');
    const unpublished: BlogPostEvent = { type: 'BlogPostUnpublished', data: { slug: 'hello' } };
    expect(when([published, unpublished], publish)).to.deep.equal([published]);
  });

  it('refuses an empty body, a bad date and a bad slug', () => {
    expect(refusal([], { ...publish, body: ' ' })).to.equal('missing_value');
    expect(refusal([], { ...publish, publishedAt: 'yesterday' })).to.equal('invalid_date');
    expect(refusal([], { ...publish, slug: '-x' })).to.equal('invalid_slug');
  });

  it('updates only what is sent, keeping the rest; no change, no event', () => {
    expect(when([published], { type: 'UpdateBlogPost', slug: 'hello', title: 'Hello again' })).to.deep.equal([
      { type: 'BlogPostUpdated', data: { ...published.data, title: 'Hello again' } },
    ]);
    expect(when([published], { type: 'UpdateBlogPost', slug: 'hello', title: 'Hello' })).to.deep.equal([]);
    expect(refusal([], { type: 'UpdateBlogPost', slug: 'hello', title: 'x' })).to.equal('blog_post_not_found');
  });

  it('unpublishes once; an unknown post is refused', () => {
    expect(when([published], { type: 'UnpublishBlogPost', slug: 'hello' })).to.deep.equal([
      { type: 'BlogPostUnpublished', data: { slug: 'hello' } },
    ]);
    expect(
      when([published, { type: 'BlogPostUnpublished', data: { slug: 'hello' } }], {
        type: 'UnpublishBlogPost',
        slug: 'hello',
      }),
    ).to.deep.equal([]);
    expect(refusal([], { type: 'UnpublishBlogPost', slug: 'hello' })).to.equal('blog_post_not_found');
  });

  it("records the console's reason on publishing, updating and unpublishing; refuses a reason too short", () => {
    expect(when([], { ...publish, reason: ' launch post ' })).to.deep.equal([
      { ...published, data: { ...published.data, reason: 'launch post' } },
    ]);
    expect(when([published], { type: 'UpdateBlogPost', slug: 'hello', title: 'Hi', reason: 'shorter' })).to.deep.equal([
      { type: 'BlogPostUpdated', data: { ...published.data, title: 'Hi', reason: 'shorter' } },
    ]);
    expect(when([published], { type: 'UnpublishBlogPost', slug: 'hello', reason: 'outdated' })).to.deep.equal([
      { type: 'BlogPostUnpublished', data: { slug: 'hello', reason: 'outdated' } },
    ]);
    expect(refusal([], { ...publish, reason: 'x' })).to.equal('invalid_reason');
    const withReason: BlogPostEvent = { ...published, data: { ...published.data, reason: 'launch post' } };
    expect(
      when([withReason], { type: 'UpdateBlogPost', slug: 'hello', title: 'Hello', reason: 'no change' }),
      'the reason is not content',
    ).to.deep.equal([]);
  });

  it("an opened site's post names its site in every event; the default site's names none", () => {
    const onAi = (event: BlogPostEvent): BlogPostEvent =>
      ({ ...event, data: { ...event.data, site: 'ai' } }) as BlogPostEvent;
    expect(when([], { ...publish, site: 'ai' })).to.deep.equal([onAi(published)]);
    expect(when([onAi(published)], { type: 'UpdateBlogPost', slug: 'hello', title: 'Hi', site: 'ai' })).to.deep.equal([
      { type: 'BlogPostUpdated', data: { ...published.data, title: 'Hi', site: 'ai' } },
    ]);
    expect(when([onAi(published)], { type: 'UnpublishBlogPost', slug: 'hello', site: 'ai' })).to.deep.equal([
      { type: 'BlogPostUnpublished', data: { slug: 'hello', site: 'ai' } },
    ]);
    expect(when([], publish)[0].data).to.not.have.property('site');
  });
});
