/**
 * Founders, read through the API's operations:
 *
 *   GET /founders          list_founders (name search, country, paged), each founder with their photo
 *                          (as on their page; initials without)
 *   GET /founders/:slug    get_founder: bio, socials, companies, published stories, the
 *                          founder's interview answers (query-service published-interviews.ts),
 *                          and their photo (the newest a listing's owner set; initials without)
 */
import { Router } from 'express';
import type { DocumentStore } from '@listings/shared/kernel';
import { founderInterview } from '@listings/query-service/my-listings';
import { founderPhoto, founderPhotosBySlug, listingLogos } from '@listings/query-service/listings';
import { faceOf } from '../listing-images/logo-html.ts';
import { html } from '../kit/html.ts';
import { pickQuery, type SitePages } from '../kit/site-pages.ts';
import { breadcrumbs, pageHead } from '../kit/seo.ts';
import { founderCard, foundersCard, pageCard } from './cards.ts';
import { interviewSection } from './interview.html.ts';
import { listingPath, listingTile, pager, plural } from './parts.ts';

interface FounderCompany {
  slug: string;
  name: string;
  role: string | null;
  primary_founder: boolean;
  status: string;
  tagline?: string | null;
}

interface Founder {
  slug: string;
  name: string;
  title: string | null;
  bio?: string | null;
  country: string | null;
  socials?: Record<string, string>;
  companies: FounderCompany[];
  stories?: { listing_slug: string; listing_name: string; story: Record<string, string | null> }[];
  links: { page: string };
}

export function founderPagesRouter(pages: SitePages, documents: DocumentStore): Router {
  const router = Router();
  const base = pages.site.publicBaseUrl;
  const siteName = pages.site.name;

  router.get(
    '/founders',
    pages.page(async ({ req, read }) => {
      const query = pickQuery(req.query, ['q', 'country', 'page', 'per_page']);
      const founders = await read<{ items: Founder[]; page: number; per_page: number; total: number }>(
        'list_founders',
        {
          query,
        },
      );
      // The same photos the founder pages show, read once for the page's founders.
      const recorded = await founderPhotosBySlug(
        documents,
        founders.items.map((founder) => founder.slug),
        pages.siteOf(req),
      );
      // Only photos whose files are there (stored-images.ts): never an <img> that answers 404.
      const photos = pages.stored ? await pages.stored.views(recorded) : recorded;
      const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
      // The list's card counts every founder (a found few share the list's card, as its canonical address).
      const all =
        query.q || query.country
          ? await read<{ total: number }>('list_founders', { query: { per_page: 1 } })
          : founders;
      return {
        title: 'Founders',
        section: 'founders',
        head: pageHead({
          siteName,
          title: 'Founders',
          description: `The people who make the products on ${siteName}.`,
          canonical: `${base}/founders`,
          robots: query.q || query.country ? 'noindex, follow' : undefined,
          image: pageCard(base, 'founders', undefined, foundersCard(siteName, all.total)),
        }),
        body: html`<h1>Founders</h1>
<form method="get" action="/founders" class="card filters" aria-label="Find founders">
<div><label for="founder-q">Name</label><input id="founder-q" name="q" type="search" maxlength="120" value="${text('q')}"></div>
<div><label for="founder-country">Country (2 letters)</label><input id="founder-country" name="country" type="text" maxlength="2" value="${text('country')}"></div>
<div><button type="submit">Find</button></div>
</form>
<p role="status">${plural(founders.total, 'founder')}.</p>
${
  founders.items.length
    ? html`<ul class="rows">${founders.items.map(
        (
          founder,
        ) => html`<li class="row">${faceOf(founder.name, photos[founder.slug], 48)}<div class="body"><a class="name" href="/founders/${encodeURIComponent(founder.slug)}">${founder.name}</a>
<p class="tagline">${[founder.title, founder.country].filter(Boolean).join(' · ')}</p>
<p class="hint">${founder.companies.map((company, i) => html`${i ? ', ' : ''}<a href="${listingPath(company.slug)}">${company.name}</a>`)}</p></div></li>`,
      )}</ul>`
    : html`<p>No founder matches.</p>`
}
${pager('/founders', query, founders.page, founders.per_page, founders.total)}`,
      };
    }),
  );

  router.get(
    '/founders/:slug',
    pages.page(async ({ req, read }) => {
      const founder = await read<Founder>('get_founder', { params: { slug: String(req.params.slug) } });
      const [interview, photo, logos] = await Promise.all([
        founderInterview(documents, founder.slug, pages.siteOf(req)),
        founderPhoto(documents, founder.slug, pages.siteOf(req)).then((found) =>
          pages.stored && found ? pages.stored.view(found) : found,
        ),
        // Each company's logo, as in every other list of listings (only one whose files are there).
        listingLogos(
          documents,
          founder.companies.map((company) => company.slug),
        ).then((found) => (pages.stored ? pages.stored.views(Object.fromEntries(found)) : Object.fromEntries(found))),
      ]);
      const canonical = `${base}/founders/${encodeURIComponent(founder.slug)}`;
      const socials = Object.entries(founder.socials ?? {}).filter(([, url]) => /^https?:\/\//i.test(url));
      return {
        title: founder.name,
        section: 'founders',
        head: pageHead({
          siteName,
          title: founder.name,
          description:
            founder.bio ?? `${founder.name}${founder.title ? `, ${founder.title}` : ''}: founder on ${siteName}.`,
          canonical,
          type: 'profile',
          image: pageCard(base, 'founder', founder.slug, founderCard(siteName, founder, photo)),
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'Person',
              name: founder.name,
              url: canonical,
              ...(founder.title ? { jobTitle: founder.title } : {}),
              ...(socials.length ? { sameAs: socials.map(([, url]) => url) } : {}),
            },
            breadcrumbs([
              { name: siteName, url: `${base}/` },
              { name: 'Founders', url: `${base}/founders` },
              { name: founder.name, url: canonical },
            ]),
          ],
        }),
        body: html`
<nav aria-label="Breadcrumb" class="muted"><a href="/">Home</a> › <a href="/founders">Founders</a> › <span aria-current="page">${founder.name}</span></nav>
<div class="listing-head">${faceOf(founder.name, photo ?? undefined, 96)}<div class="title"><h1>${founder.name}</h1>
<p class="lead">${[founder.title, founder.country].filter(Boolean).join(' · ')}</p></div></div>
${founder.bio ? html`<p>${founder.bio}</p>` : ''}
${socials.length ? html`<ul class="chips">${socials.map(([platform, url]) => html`<li><a class="chip" href="${url}" rel="nofollow noopener noreferrer ugc">${platform}</a></li>`)}</ul>` : ''}
<h2>Companies</h2>
<ul class="rows">${founder.companies.map(
          (
            company,
          ) => html`<li class="row">${listingTile({ name: company.name, site_logo: logos[company.slug] })}<div class="body"><a class="name" href="${listingPath(company.slug)}">${company.name}</a>
${company.tagline ? html`<p class="tagline">${company.tagline}</p>` : ''}<p class="hint">${company.role ?? 'Founder'}${company.status === 'upcoming' ? ' · upcoming' : ''}</p></div></li>`,
        )}</ul>
${
  founder.stories?.length
    ? html`<h2>Stories</h2><ul>${founder.stories.map((entry) => html`<li><a href="${listingPath(entry.listing_slug)}">${entry.story.title || `The story of ${entry.listing_name}`}</a>${entry.story.story ? html`<p class="muted">${entry.story.story.slice(0, 300)}${entry.story.story.length > 300 ? '…' : ''}</p>` : ''}</li>`)}</ul>`
    : ''
}
${interviewSection(interview, `Interview with ${founder.name}`)}`,
      };
    }),
  );

  return router;
}
