/**
 * Latest updates (issue 32, part 5; the spec: "post_listing_update … feeds latest-updates page"):
 *
 *   GET /updates              every public listing's updates, newest first, 20 a page (page links, no script)
 *   GET /feeds/updates.xml    the same, the 30 newest, as an Atom feed (text constructs, escaped: atom.ts)
 *
 * Read from the `listing_updates` read model (query-service latest-updates.ts). A page number that
 * is not a whole number from 1 is the site's 400 page naming the field; a page past the last one is
 * a 404 that links to the last page.
 */
import { Router } from 'express';
import type { DocumentStore } from '@listings/shared/kernel';
import { latestUpdates, type LatestUpdate } from '@listings/query-service/listings';
import { html } from '../kit/html.ts';
import { PageError, type SitePages } from '../kit/site-pages.ts';
import { breadcrumbs, pageHead } from '../kit/seo.ts';
import { atomFeed } from '../kit/atom.ts';
import { emptyState, listingPath, pager, plural, timeTag } from './parts.ts';

const PER_PAGE = 20;
const FEED_ENTRIES = 30;
const MAX_PAGE = 100_000;

/** The `page` query value as a number from 1 (absent: 1), or the site's 400 page naming the field. */
function pageNumber(value: unknown): number {
  if (value === undefined) return 1;
  const text = typeof value === 'string' ? value : '';
  const page = /^[0-9]{1,6}$/.test(text) ? Number(text) : NaN;
  if (Number.isInteger(page) && page >= 1 && page <= MAX_PAGE) return page;
  const message = `must be a whole number from 1 to ${MAX_PAGE}`;
  const refused = new PageError(400, 'Check what you asked for', 'The page number is not valid.', [`page: ${message}`]);
  refused.invalid = [{ field: 'page', message }];
  throw refused;
}

/** Where an update is on its listing's page (the listing page gives each update this id). */
export const updateAnchor = (update: Pick<LatestUpdate, 'listing_slug' | 'update_id'>) =>
  `${listingPath(update.listing_slug)}#update-${update.update_id}`;

const paragraphs = (text: string) =>
  html`${text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => html`<p>${p}</p>`)}`;

export function updatesPagesRouter(pages: SitePages, documents: DocumentStore): Router {
  const router = Router();
  const base = pages.site.publicBaseUrl;
  const siteName = pages.site.name;

  router.get(
    '/updates',
    pages.page(async ({ req }) => {
      const page = pageNumber(req.query.page);
      const found = await latestUpdates(documents, { page, perPage: PER_PAGE, site: pages.siteOf(req) });
      const last = Math.max(1, Math.ceil(found.total / PER_PAGE));
      if (page > last)
        throw new PageError(
          404,
          'Not found',
          `There ${last === 1 ? 'is only one page' : `are only ${last} pages`} of updates.`,
          [],
          {},
          { href: last === 1 ? '/updates' : `/updates?page=${last}`, label: 'The last page of updates' },
        );
      const canonical = `${base}/updates${page > 1 ? `?page=${page}` : ''}`;
      return {
        title: page > 1 ? `Latest updates, page ${page}` : 'Latest updates',
        head: pageHead({
          siteName,
          title: 'Latest updates',
          description: `What the makers of the products on ${siteName} have shipped and said, newest first.`,
          canonical,
          jsonLd: [
            breadcrumbs([
              { name: siteName, url: `${base}/` },
              { name: 'Latest updates', url: `${base}/updates` },
            ]),
          ],
        }),
        body: html`<h1>Latest updates</h1>
<p class="lead">What the makers of the products here have shipped and said, newest first. <a href="/feeds/updates.xml">Follow the feed</a>.</p>
<p role="status">${plural(found.total, 'update')}.</p>
${
  found.items.length
    ? html`<ol class="updates">${found.items.map(
        (
          update,
        ) => html`<li class="card update"><article aria-labelledby="u-${update.listing_slug}-${update.update_id}">
<h2 id="u-${update.listing_slug}-${update.update_id}"><a href="${updateAnchor(update)}">${update.title}</a></h2>
<p class="hint"><a href="${listingPath(update.listing_slug)}">${update.listing_name}</a> · ${timeTag(update.posted_at)}</p>
${paragraphs(update.body)}
</article></li>`,
      )}</ol>`
    : emptyState(
        'No updates yet',
        html`Makers post updates from their product’s page under <a href="/me">your products</a>. Until one does, see <a href="/launches">this week’s launches</a>.`,
      )
}
${pager('/updates', {}, page, PER_PAGE, found.total)}`,
      };
    }),
  );

  router.get(
    '/feeds/updates.xml',
    pages.document(async (req) => {
      const found = await latestUpdates(documents, { page: 1, perPage: FEED_ENTRIES, site: pages.siteOf(req) });
      // Titles and bodies are the makers' text: type="text", escaped (atom.ts).
      const body = atomFeed({
        title: `${siteName}: latest updates`,
        subtitle: `Updates from the makers of the products on ${siteName}, newest first.`,
        link: `${base}/updates`,
        self: `${base}/feeds/updates.xml`,
        language: 'en',
        updated: found.items.length ? new Date(found.items[0].posted_at) : new Date(0),
        generator: siteName,
        author: siteName,
        rights: siteName,
        entries: found.items.map((update) => ({
          title: `${update.listing_name}: ${update.title}`,
          link: `${base}${updateAnchor(update)}`,
          summary: update.body,
          updated: new Date(update.posted_at),
          published: new Date(update.posted_at),
          authors: [update.listing_name],
        })),
      });
      return { contentType: 'application/atom+xml; charset=utf-8', body };
    }),
  );

  return router;
}
