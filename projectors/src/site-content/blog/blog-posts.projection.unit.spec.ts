import { expect } from 'chai';
import { onceAndTwice, project } from '../../testing/replay.ts';
import { BLOG_POSTS_COLLECTION, blogPostsOfSite, blogPostsProjection } from './blog-posts.projection.ts';

const content = { title: 'Hello', body: '# Hi', faqs: [], author: 'Team', published_at: '2026-03-01T00:00:00.000Z' };

describe('blog posts projection', () => {
  it('publishes, updates, unpublishes and republishes; delivered twice, the same read model', async () => {
    const events = [
      { type: 'BlogPostPublished', data: { slug: 'hello', ...content } },
      { type: 'BlogPostUpdated', data: { slug: 'hello', ...content, title: 'Hello again', reason: 'typo in title' } },
      { type: 'BlogPostUnpublished', data: { slug: 'hello' } },
      { type: 'BlogPostPublished', data: { slug: 'other', ...content } },
    ];
    const { once, twice } = await onceAndTwice(blogPostsProjection, events);
    expect(twice).to.deep.equal(once);
    expect(once.blog_posts[0]).to.deep.include({ _id: 'hello', title: 'Hello again', status: 'unpublished' });
    expect(once.blog_posts[0], "the staff's reason is not served").to.not.have.property('reason');
    expect(once.blog_posts[1]).to.deep.include({ _id: 'other', status: 'published' });
    const republished = await onceAndTwice(blogPostsProjection, [
      ...events,
      { type: 'BlogPostPublished', data: { slug: 'hello', ...content } },
    ]);
    expect(republished.once.blog_posts[0]).to.deep.include({ title: 'Hello', status: 'published' });
    expect(republished.twice).to.deep.equal(republished.once);
  });

  it('keeps each site its own posts under one slug; a site reads its own (blogPostsOfSite); delivered twice, the same', async () => {
    const events = [
      { type: 'BlogPostPublished', data: { slug: 'hello', ...content } },
      { type: 'BlogPostPublished', data: { slug: 'hello', ...content, title: 'Hello AI', site: 'ai' } },
      { type: 'BlogPostUnpublished', data: { slug: 'hello', site: 'ai' } },
    ];
    const { once, twice } = await onceAndTwice(blogPostsProjection, events);
    expect(twice).to.deep.equal(once);
    expect(once.blog_posts.map((post: any) => [post._id, post.site, post.title, post.status])).to.deep.equal([
      ['ai/hello', 'ai', 'Hello AI', 'unpublished'],
      ['hello', null, 'Hello', 'published'],
    ]);
    const documents = await project(blogPostsProjection, events);
    const titlesOn = async (site: { key: string; isDefault: boolean }) =>
      (await documents.collection(BLOG_POSTS_COLLECTION).find(blogPostsOfSite(site))).map((post) => post.title);
    expect(await titlesOn({ key: 'main', isDefault: true })).to.deep.equal(['Hello']);
    expect(await titlesOn({ key: 'ai', isDefault: false })).to.deep.equal(['Hello AI']);
    expect(await titlesOn({ key: 'nocode', isDefault: false }), 'a site without posts has an empty blog').to.deep.equal(
      [],
    );
  });
});
