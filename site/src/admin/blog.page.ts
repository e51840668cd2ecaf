/**
 * Blog posts in the console's settings (/admin/settings/blog): every staff member sees the posts and
 * their trail; an admin writes one (or edits a published one), previews it and publishes it, or takes
 * it off the site, each with a reason. The preview is the site's own article (blogArticle of the
 * content pages: the Markdown rendered safely, exactly as /blog/:slug shows it) and records nothing.
 * Publishing is the CLI's blog:publish, or blog:update when the post is on the site already; taking
 * it off is blog:unpublish; the staff member is the actor and the reason is in the event. There are
 * no drafts in the domain: an unpublished post is written and previewed here, then published.
 *
 * Each site of the network has its own blog (issue 30): the page shows and changes the blog of one
 * site, chosen with `?site=` (chosen-site.ts: by default the host's; seeing it needs a staff role for
 * that site, changing it the admin role for it).
 */
import type express from 'express';
import { DomainError, type DocumentStore } from '@listings/shared/kernel';
import { BLOG_POSTS_COLLECTION, blogPostsOfSite, type BlogPostDocument } from '@listings/projectors/site-content';
import { requestSiteOf } from '@listings/shared/api';
import { SITE_KEY_PATTERN } from '@listings/shared/contracts/site-content';
import { alertBox, html } from '../kit/html.ts';
import { PageError } from '../kit/site-pages.ts';
import { blogArticle } from '../site-content/content-pages.router.ts';
import { csrfField, type ConsoleContext, type StaffConsole } from './staff-console.ts';
import type { NewBlogPost } from './console-ports.ts';
import { settingsTrail } from './settings.page.ts';
import {
  chosenSite,
  onSitePath,
  portSite,
  siteField,
  siteSelector,
  siteToChange,
  type ChosenSite,
} from './chosen-site.ts';

const NOTICES: Record<string, string> = {
  published: 'The post is published: it is on the blog and in its feed.',
  updated: 'The post is updated on the blog.',
  unpublished: 'The post is off the blog.',
  unchanged: 'That was already so: nothing was recorded.',
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The write form's fields as a post, or the message to show. */
export function blogPostOf(form: Record<string, string | undefined>): NewBlogPost | string {
  const text = (name: string) => (form[name] ?? '').trim();
  const slug = text('slug');
  if (!SLUG.test(slug) || slug.length > 120)
    return 'The slug is lower-case letters and digits joined by single dashes, such as spring-launch.';
  if (!text('title') || !text('body') || !text('author')) return 'Give the post a title, an author and a text.';
  const date = text('published');
  if (date !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'Give the publish date as YYYY-MM-DD.';
  return {
    slug,
    title: text('title'),
    body: (form.body ?? '').replace(/\r\n/g, '\n'),
    author: text('author'),
    ...(date ? { publishedAt: `${date}T00:00:00.000Z` } : {}),
  };
}

/** Where the confirm page leads back to: the blog page of the site the form was for. */
const blogBack = (req: express.Request) =>
  typeof req.body?.site === 'string' && SITE_KEY_PATTERN.test(req.body.site)
    ? `/admin/settings/blog?site=${req.body.site}`
    : '/admin/settings/blog';

export function blogRoutes(router: express.Router, console: StaffConsole, documents: DocumentStore): void {
  const { ports } = console;
  const page = async (
    context: ConsoleContext,
    shown: { error?: string; draft?: Record<string, string>; preview?: NewBlogPost; site?: ChosenSite } = {},
  ) => {
    const site = shown.site ?? (await chosenSite(context, documents, ports.siteKey, context.req.query.site));
    const posts = await documents
      .collection<BlogPostDocument>(BLOG_POSTS_COLLECTION)
      .find(blogPostsOfSite(site), { sort: { published_at: -1 } });
    const trail = await ports.settings.blogTrail(
      posts.map((post) => post.slug),
      portSite(site),
    );
    const admin = site.mayChange;
    // A post links to the blog only on the host whose blog it is.
    const hostSite = requestSiteOf(context.req)?.key ?? ports.siteKey;
    const linked = (post: BlogPostDocument) => post.status === 'published' && hostSite === site.key;
    const here = (query = '') => onSitePath('/admin/settings/blog', site, query);
    const editing = String(context.req.query.slug ?? '');
    const existing = posts.find((post) => post.slug === editing);
    const draft: Record<string, string> = shown.draft ?? {
      slug: existing?.slug ?? '',
      title: existing?.title ?? '',
      author: existing?.author ?? '',
      published: existing?.published_at.slice(0, 10) ?? '',
      body: existing?.body ?? '',
    };
    const now = ports.now().toISOString();
    const preview = shown.preview;
    return {
      status: shown.error ? 400 : 200,
      title: 'Blog posts',
      body: html`<h1>Blog posts</h1>
<p><a href="/admin/settings">Back to the settings</a></p>
${siteSelector('/admin/settings/blog', site)}
${alertBox(shown.error)}${alertBox(NOTICES[String(context.req.query.done)], 'notice')}
${admin ? '' : html`<p>Only an admin can write, publish or unpublish posts.</p>`}
<div class="table-scroll" role="region" aria-label="Blog posts" tabindex="0"><table>
<caption>Every post of ${site.label}, newest first</caption>
<thead><tr><th scope="col">Title</th><th scope="col">Slug</th><th scope="col">Status</th><th scope="col">Published (UTC)</th>${admin ? html`<th scope="col">Change</th>` : ''}</tr></thead>
<tbody>${posts.map(
        (post) =>
          html`<tr><td>${linked(post) ? html`<a href="/blog/${post.slug}">${post.title}</a>` : post.title}</td><td>${post.slug}</td><td>${post.status === 'published' ? 'on the blog' : 'unpublished'}</td><td>${post.published_at.slice(0, 10)}</td>${
            admin
              ? html`<td><a href="${here(`slug=${post.slug}`)}#write">Edit ${post.slug}</a>${
                  post.status === 'published'
                    ? html`<form method="post" action="/admin/settings/blog/unpublish" class="inline-form">${csrfField(context.viewer)}${siteField(site)}<input type="hidden" name="slug" value="${post.slug}">
<label for="unpublish-reason-${post.slug}">Reason</label><input id="unpublish-reason-${post.slug}" name="reason" required minlength="3" maxlength="500">
<button type="submit">Unpublish ${post.slug}</button></form>`
                    : ''
                }</td>`
              : ''
          }</tr>`,
      )}</tbody>
</table></div>
${
  admin
    ? html`<h2 id="write">${existing && !shown.draft ? `Edit ${existing.title}` : 'Write a post'}</h2>
<p>The text is Markdown, shown as the blog shows it: preview it before you publish. Publishing a slug already on the blog updates that post.</p>
<form method="post" action="/admin/settings/blog/publish" class="stack">${csrfField(context.viewer)}${siteField(site)}
<label for="blog-slug">Slug (its address: /blog/slug)</label><input id="blog-slug" name="slug" required maxlength="120" value="${draft.slug ?? ''}">
<label for="blog-title">Title</label><input id="blog-title" name="title" required maxlength="200" value="${draft.title ?? ''}">
<label for="blog-author">Author</label><input id="blog-author" name="author" required maxlength="160" value="${draft.author ?? ''}">
<label for="blog-published">Publish date (optional: today for a new post, unchanged for a published one)</label><input id="blog-published" name="published" type="date" value="${draft.published ?? ''}">
<label for="blog-body">Text (Markdown)</label><textarea id="blog-body" name="body" required rows="16" cols="80">${draft.body ?? ''}</textarea>
<label for="blog-reason">Reason (needed to publish)</label><input id="blog-reason" name="reason" maxlength="500" value="${draft.reason ?? ''}">
<button type="submit" formaction="/admin/settings/blog/preview">Preview</button>
<button type="submit">Publish</button></form>`
    : ''
}
${
  preview
    ? html`<section class="preview" aria-labelledby="preview-title"><h2 id="preview-title">Preview, as the blog will show it</h2>
${blogArticle({ ...preview, faqs: existing?.faqs ?? [], published_at: preview.publishedAt ?? existing?.published_at ?? now, updated_at: now })}
</section>`
    : ''
}
${settingsTrail(`blog posts of ${site.key}`, `Every change to a post of ${site.label}, newest first`, trail)}`,
    };
  };

  router.get(
    '/admin/settings/blog',
    console.page('staff', (context) => page(context)),
  );
  router.post(
    '/admin/settings/blog/preview',
    ...console.action(
      'admin',
      async (context) => {
        const site = await siteToChange(context, documents, ports.siteKey);
        const post = blogPostOf(context.form);
        if (typeof post === 'string') return page(context, { error: post, draft: context.form, site });
        return page(context, { draft: context.form, preview: post, site });
      },
      { back: blogBack },
    ),
  );
  router.post(
    '/admin/settings/blog/publish',
    ...console.action(
      'admin',
      async (context) => {
        const site = await siteToChange(context, documents, ports.siteKey);
        const post = blogPostOf(context.form);
        if (typeof post === 'string') return page(context, { error: post, draft: context.form, site });
        try {
          const { result } = await ports.settings.publishBlogPost(
            post,
            context.form.reason ?? '',
            context.actor,
            portSite(site),
          );
          return { redirect: onSitePath('/admin/settings/blog', site, `done=${result}`) };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return page(context, { error: error.message, draft: context.form, site });
        }
      },
      { recent: true, back: blogBack },
    ),
  );
  router.post(
    '/admin/settings/blog/unpublish',
    ...console.action(
      'admin',
      async (context) => {
        const site = await siteToChange(context, documents, ports.siteKey);
        const slug = context.form.slug ?? '';
        if (!SLUG.test(slug)) throw new PageError(400, 'Check what you sent', 'That is not a blog post.');
        try {
          const { changed } = await ports.settings.unpublishBlogPost(
            slug,
            context.form.reason ?? '',
            context.actor,
            portSite(site),
          );
          return {
            redirect: onSitePath('/admin/settings/blog', site, `done=${changed ? 'unpublished' : 'unchanged'}`),
          };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return page(context, { error: error.message, site });
        }
      },
      { recent: true, back: blogBack },
    ),
  );
}
