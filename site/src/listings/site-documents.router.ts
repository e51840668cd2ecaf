/**
 * What crawlers and feed readers fetch, served like anonymous pages (front cache, emptied by projections):
 *
 *   GET /robots.txt           allows the public pages, keeps crawlers out of forms, accounts, checkout and the API
 *   GET /sitemap.xml          every live listing, category, founder, blog post and launch week, and /updates
 *   GET /feeds/launches.xml   Atom feed of the newest launches (list_launches `recent`)
 *
 * The sitemap reads the same read models the API's list operations read (one query each instead of
 * paging through every list).
 */
import { Router } from 'express';
import type { DocumentStore } from '@listings/shared/kernel';
import { LEADERBOARDS, LAUNCH_SECTIONS } from '@listings/shared/api';
import { LISTINGS_COLLECTION, FOUNDERS_COLLECTION, LAUNCH_WEEK_CLOSES_COLLECTION } from '@listings/projectors/listings';
import { BLOG_POSTS_COLLECTION, blogPostsOfSite, categoriesOfSite } from '@listings/projectors/site-content';
import { listingsOfSite } from '@listings/shared/contracts/listings';
import { siteSlugs } from '@listings/query-service/listings';
import type { SitePages } from '../kit/site-pages.ts';
import { atomFeed, xmlText as xml } from '../kit/atom.ts';
import type { ListingSummary } from './parts.ts';

export function siteDocumentsRouter(pages: SitePages, documents: DocumentStore): Router {
  const router = Router();
  const base = pages.site.publicBaseUrl;

  router.get(
    '/robots.txt',
    pages.document(async () => ({
      contentType: 'text/plain; charset=utf-8',
      body: [
        'User-agent: *',
        'Allow: /',
        'Disallow: /v1/',
        'Disallow: /mcp',
        'Disallow: /oauth/',
        'Disallow: /account/',
        'Disallow: /checkout/',
        'Disallow: /claims/',
        'Disallow: /signin',
        'Disallow: /signup',
        'Disallow: /password/',
        'Disallow: /verify-email',
        'Disallow: /search',
        'Disallow: /compare',
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n'),
    })),
  );

  router.get(
    '/sitemap.xml',
    pages.document(async (req) => {
      // This site's listings and founders only (a founder shows where one of their companies is listed).
      const site = pages.siteOf(req);
      const slugs = await siteSlugs(documents, site);
      const [listings, categories, founders, posts, closed] = await Promise.all([
        documents
          .collection(LISTINGS_COLLECTION)
          .find(
            { status: 'live', ...listingsOfSite(site) },
            { sort: { _id: 1 }, projection: { slug: 1, updated_at: 1, launch_weeks: 1 } },
          ),
        // This site's tree (its own, or the default site's until it has one) and its own blog.
        categoriesOfSite(documents, site),
        documents
          .collection(FOUNDERS_COLLECTION)
          .find(
            { public: true, companies: { $elemMatch: { public: true, listing_slug: slugs.condition } } },
            { sort: { _id: 1 }, projection: { slug: 1 } },
          ),
        documents
          .collection(BLOG_POSTS_COLLECTION)
          .find(
            { status: 'published', ...blogPostsOfSite(site) },
            { sort: { _id: 1 }, projection: { slug: 1, updated_at: 1, published_at: 1 } },
          ),
        // The weeks this site closed (each site's week is closed apart: its closes name it).
        documents.collection(LAUNCH_WEEK_CLOSES_COLLECTION).find(listingsOfSite(site), { projection: { week: 1 } }),
      ]);
      const weeks = new Set<string>(closed.map((doc) => String(doc.week)));
      for (const listing of listings)
        for (const week of (listing.launch_weeks as string[] | undefined) ?? []) weeks.add(week);
      const entry = (path: string, lastmod?: unknown) =>
        `<url><loc>${xml(`${base}${path}`)}</loc>${typeof lastmod === 'string' ? `<lastmod>${xml(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`;
      const newer = (a: unknown, b: unknown) => (String(a ?? '') > String(b ?? '') ? a : b);
      const urls = [
        entry('/'),
        entry('/launches'),
        ...LAUNCH_SECTIONS.map((section) => entry(`/launches/${section}`)),
        entry('/leaderboards'),
        ...LEADERBOARDS.map((board) => entry(`/leaderboards/${board}`)),
        entry('/awards'),
        entry('/categories'),
        entry('/founders'),
        entry('/blog'),
        entry('/updates'),
        ...listings.map((doc) => entry(`/listings/${encodeURIComponent(String(doc.slug))}`, doc.updated_at)),
        ...categories.map((doc) => entry(`/categories/${encodeURIComponent(String(doc.slug ?? doc._id))}`)),
        ...founders.map((doc) => entry(`/founders/${encodeURIComponent(String(doc.slug ?? doc._id))}`)),
        ...posts.map((doc) =>
          entry(`/blog/${encodeURIComponent(String(doc.slug ?? doc._id))}`, newer(doc.updated_at, doc.published_at)),
        ),
        ...[...weeks].sort().map((week) => entry(`/launches/weeks/${week}`)),
      ];
      return {
        contentType: 'application/xml; charset=utf-8',
        body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      };
    }),
  );

  router.get(
    '/feeds/launches.xml',
    pages.document(async (req) => {
      const result = await pages.readAnonymously(req, 'list_launches', { query: { section: 'recent', per_page: 30 } });
      const items = (result as { items: (ListingSummary & { live_at?: string | null })[] }).items;
      const live = await documents
        .collection(LISTINGS_COLLECTION)
        .find({ _id: { $in: items.map((item) => item.slug) } }, { projection: { live_at: 1, short_description: 1 } });
      const details = new Map(live.map((doc) => [doc._id as string, doc]));
      const dateOf = (slug: string) => new Date(String(details.get(slug)?.live_at ?? '1970-01-01T00:00:00Z'));
      // Names, taglines and descriptions are the makers' text: type="text", escaped (atom.ts).
      const body = atomFeed({
        title: `${pages.site.name}: new launches`,
        subtitle: `Products launching on ${pages.site.name}, newest first.`,
        link: `${base}/launches/recent`,
        self: `${base}/feeds/launches.xml`,
        language: 'en',
        updated: items.length ? dateOf(items[0].slug) : new Date(0),
        generator: pages.site.name,
        author: pages.site.name,
        rights: pages.site.name,
        entries: items.map((item) => ({
          title: item.tagline ? `${item.name}: ${item.tagline}` : item.name,
          link: `${base}/listings/${encodeURIComponent(item.slug)}`,
          summary: String(details.get(item.slug)?.short_description ?? item.tagline ?? ''),
          updated: dateOf(item.slug),
        })),
      });
      return { contentType: 'application/atom+xml; charset=utf-8', body };
    }),
  );

  return router;
}
