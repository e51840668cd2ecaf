/**
 * The site team's content, read through the API's operations:
 *
 *   GET /categories          list_categories: the tree with live listing counts
 *   GET /categories/:slug    get_category: description, FAQs, subcategories, live listings most voted first
 *   GET /blog                list_blog_posts (search, paged)
 *   GET /blog/:slug          get_blog_post: Markdown rendered safely (markdown.ts), FAQs
 *   GET /feeds/blog.xml      Atom feed of the newest posts
 */
import { Router } from 'express';
import { html, SafeHtml } from '../kit/html.ts';
import { atomFeed } from '../kit/atom.ts';
import { pickQuery, type SitePages } from '../kit/site-pages.ts';
import { breadcrumbs, pageHead, summarise } from '../kit/seo.ts';
import {
  emptyState,
  listingRows,
  longDate,
  pager,
  plural,
  rowVoting,
  timeTag,
  type ListingSummary,
} from '../listings/parts.ts';
import { renderMarkdown, withoutTitleHeading } from './markdown.ts';

interface CategoryNode {
  slug: string;
  name: string;
  listing_count: number;
  subcategories: CategoryNode[];
}

interface Category {
  slug: string;
  name: string;
  description: string | null;
  faqs: { question: string; answer: string }[];
  /** The parent category (get_category names it by slug and name); null at the top level. */
  parent: { slug: string; name: string } | null;
  subcategories: { slug: string; name: string; listing_count: number }[];
  listing_count: number;
  items: (Pick<ListingSummary, 'slug' | 'name' | 'tagline' | 'url' | 'votes' | 'primary_category'> &
    Partial<ListingSummary>)[];
  page: number;
  per_page: number;
  total: number;
}

interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string | null;
  published_at: string;
  updated_at: string;
}

interface Post extends PostSummary {
  body: string;
  faqs: { question: string; answer: string }[];
}

const faqList = (faqs: { question: string; answer: string }[]) =>
  faqs.length
    ? html`<section aria-labelledby="faq-title"><h2 id="faq-title">Questions and answers</h2>${faqs.map((faq) => html`<details><summary>${faq.question}</summary><p>${faq.answer}</p></details>`)}</section>`
    : html``;

/**
 * A post's article as /blog/:slug shows it (title, date, author, the Markdown rendered safely, FAQs);
 * the console's preview renders a draft with this same function, so what an admin previews is what
 * the site will show.
 */
export function blogArticle(
  post: Pick<Post, 'title' | 'body' | 'faqs' | 'author' | 'published_at' | 'updated_at'>,
): SafeHtml {
  const modified = post.updated_at > post.published_at ? post.updated_at : post.published_at;
  return html`<article>
<h1>${post.title}</h1>
<p class="muted">${timeTag(post.published_at)}${post.author ? ` · ${post.author}` : ''}${modified !== post.published_at ? html` · updated ${longDate(modified)}` : ''}</p>
<div class="prose">${new SafeHtml(renderMarkdown(withoutTitleHeading(post.body, post.title)))}</div>
${faqList(post.faqs)}
</article>`;
}

const faqJsonLd = (faqs: { question: string; answer: string }[]) =>
  faqs.length
    ? [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqs.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer },
          })),
        },
      ]
    : [];

export function contentPagesRouter(pages: SitePages): Router {
  const router = Router();
  const base = pages.site.publicBaseUrl;
  const siteName = pages.site.name;

  // ---------------------------------------------------------------- categories
  router.get(
    '/categories',
    pages.page(async ({ read }) => {
      const tree = await read<{ items: CategoryNode[] }>('list_categories', { query: {} });
      const branch = (nodes: CategoryNode[]): SafeHtml =>
        html`<ul class="tree">${nodes.map(
          (node) =>
            html`<li><a href="/categories/${encodeURIComponent(node.slug)}">${node.name}</a> <span class="muted">(${node.listing_count})</span>${node.subcategories.length ? branch(node.subcategories) : ''}</li>`,
        )}</ul>`;
      return {
        title: 'Categories',
        section: 'categories',
        head: pageHead({
          siteName,
          title: 'Categories',
          description: `Every category of ${siteName}, with the number of live products in each.`,
          canonical: `${base}/categories`,
        }),
        body: html`<h1>Categories</h1><p class="lead">Live products in each category, its subcategories included.</p>${branch(tree.items)}`,
      };
    }),
  );

  router.get(
    '/categories/:slug',
    pages.page(async ({ req, read, viewer }) => {
      const slug = String(req.params.slug);
      const query = pickQuery(req.query, ['page', 'per_page']);
      const category = await read<Category>('get_category', { params: { slug }, query });
      const canonical = `${base}/categories/${encodeURIComponent(category.slug)}`;
      const items = category.items.map((item) => ({
        categories: [],
        pricing_model: null,
        country: null,
        stage: null,
        status: 'live',
        launch_week: null,
        featured: false,
        verified: false,
        listing_url: `${base}/listings/${item.slug}`,
        ...item,
      })) as ListingSummary[];
      return {
        title: category.name,
        section: 'categories',
        head: pageHead({
          siteName,
          title: `${category.name} products`,
          description: category.description ?? `${category.name} products on ${siteName}, most voted first.`,
          canonical,
          jsonLd: [
            breadcrumbs([
              { name: siteName, url: `${base}/` },
              { name: 'Categories', url: `${base}/categories` },
              ...(category.parent
                ? [
                    {
                      name: category.parent.name,
                      url: `${base}/categories/${encodeURIComponent(category.parent.slug)}`,
                    },
                  ]
                : []),
              { name: category.name, url: canonical },
            ]),
            ...faqJsonLd(category.faqs),
          ],
        }),
        body: html`
<nav aria-label="Breadcrumb" class="muted"><a href="/">Home</a> › <a href="/categories">Categories</a>${category.parent ? html` › <a href="/categories/${encodeURIComponent(category.parent.slug)}">${category.parent.name}</a>` : ''} › <span aria-current="page">${category.name}</span></nav>
<h1>${category.name}</h1>
${category.description ? html`<p class="lead">${category.description}</p>` : ''}
${category.subcategories.length ? html`<nav aria-label="Subcategories"><ul class="chips">${category.subcategories.map((sub) => html`<li><a class="chip" href="/categories/${encodeURIComponent(sub.slug)}">${sub.name} (${sub.listing_count})</a></li>`)}</ul></nav>` : ''}
<h2>${plural(category.listing_count, 'live product')}, most voted first</h2>
${listingRows(
  items,
  emptyState(
    'No live products in this category yet.',
    html`Know one that belongs here? <a href="/submit">Submit it</a>, or <a href="/categories">browse the other categories</a>.`,
  ),
  rowVoting(
    viewer,
    req.originalUrl,
    await pages.votedSlugs(
      viewer,
      items.map((item) => item.slug),
    ),
  ),
)}
${pager(`/categories/${encodeURIComponent(category.slug)}`, query, category.page, category.per_page, category.total)}
${faqList(category.faqs)}`,
      };
    }),
  );

  // ---------------------------------------------------------------- blog
  router.get(
    '/blog',
    pages.page(async ({ req, read }) => {
      const query = pickQuery(req.query, ['q', 'page', 'per_page']);
      const posts = await read<{ items: PostSummary[]; page: number; per_page: number; total: number }>(
        'list_blog_posts',
        {
          query,
        },
      );
      const q = typeof query.q === 'string' ? query.q : '';
      return {
        title: 'Blog',
        section: 'blog',
        head: pageHead({
          siteName,
          title: `${siteName} blog`,
          description: `News and guides from ${siteName}.`,
          canonical: `${base}/blog`,
          robots: q ? 'noindex, follow' : undefined,
        }),
        body: html`<h1>Blog</h1>
<form method="get" action="/blog" class="search" role="search" aria-label="Search the blog">
<label for="blog-q"><span class="visually-hidden">Search the blog</span></label>
<input id="blog-q" type="search" name="q" maxlength="200" value="${q}" placeholder="Search posts">
<button type="submit">Search</button>
</form>
${
  posts.items.length
    ? html`<ul class="rows">${posts.items.map(
        (post) => html`<li class="review"><h2><a href="/blog/${encodeURIComponent(post.slug)}">${post.title}</a></h2>
<p class="muted">${timeTag(post.published_at)}${post.author ? ` · ${post.author}` : ''}</p><p>${summarise(post.excerpt, 240)}</p></li>`,
      )}</ul>`
    : html`<p>${q ? 'No post matches.' : 'No posts yet.'}</p>`
}
${pager('/blog', query, posts.page, posts.per_page, posts.total)}`,
      };
    }),
  );

  router.get(
    '/blog/:slug',
    pages.page(async ({ req, read }) => {
      const post = await read<Post>('get_blog_post', { params: { slug: String(req.params.slug) } });
      const canonical = `${base}/blog/${encodeURIComponent(post.slug)}`;
      const modified = post.updated_at > post.published_at ? post.updated_at : post.published_at;
      return {
        title: post.title,
        section: 'blog',
        head: pageHead({
          siteName,
          title: post.title,
          description: post.excerpt,
          canonical,
          type: 'article',
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'BlogPosting',
              headline: post.title,
              datePublished: post.published_at,
              dateModified: modified,
              url: canonical,
              mainEntityOfPage: canonical,
              ...(post.author ? { author: { '@type': 'Organization', name: post.author } } : {}),
              publisher: { '@type': 'Organization', name: siteName, url: `${base}/` },
            },
            breadcrumbs([
              { name: siteName, url: `${base}/` },
              { name: 'Blog', url: `${base}/blog` },
              { name: post.title, url: canonical },
            ]),
            ...faqJsonLd(post.faqs),
          ],
        }),
        body: html`
<nav aria-label="Breadcrumb" class="muted"><a href="/">Home</a> › <a href="/blog">Blog</a> › <span aria-current="page">${post.title}</span></nav>
${blogArticle(post)}`,
      };
    }),
  );

  router.get(
    '/feeds/blog.xml',
    pages.document(async (req) => {
      const posts = (await pages.readAnonymously(req, 'list_blog_posts', { query: { per_page: 30 } })) as {
        items: PostSummary[];
      };
      // Titles, excerpts and authors are text: type="text", escaped (atom.ts).
      const body = atomFeed({
        title: `${siteName} blog`,
        subtitle: `News and guides from ${siteName}.`,
        link: `${base}/blog`,
        self: `${base}/feeds/blog.xml`,
        language: 'en',
        updated: new Date(posts.items[0]?.published_at ?? 0),
        generator: siteName,
        author: siteName,
        rights: siteName,
        entries: posts.items.map((post) => ({
          title: post.title,
          link: `${base}/blog/${encodeURIComponent(post.slug)}`,
          summary: post.excerpt,
          updated: new Date(post.updated_at > post.published_at ? post.updated_at : post.published_at),
          published: new Date(post.published_at),
          ...(post.author ? { authors: [post.author] } : {}),
        })),
      });
      return { contentType: 'application/atom+xml; charset=utf-8', body };
    }),
  );

  return router;
}
