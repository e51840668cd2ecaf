/**
 * The directory's main pages, each read through the API's operations:
 *
 *   GET /                          home: today's and this week's launches by votes, trending, upcoming, search
 *   GET /search                    search_listings with its filters and sorts, paged (400 page for bad filters)
 *   GET /listings/:slug            get_listing, every public section; vote, follow and review controls;
 *                                  the maker's interview answers (query-service published-interviews.ts);
 *                                  the discussion (query-service listing-comments.ts, engagement/comments)
 *   GET /listings/:slug/badges     the badge embed page: copyable HTML, every shape, mode and size
 *   GET /compare?a=&b=             compare_listings (a form when a or b is missing)
 */
import { Router } from 'express';
import { systemClock, type Clock, type DocumentStore } from '@listings/shared/kernel';
import { LISTING_SORTS, BADGE_MODES, BADGE_SHAPES, BADGE_SIZES } from '@listings/shared/api';
import {
  DISCOUNT_REASON_LABELS,
  GENUINE_REVIEW_RULES,
  NEW_ACCOUNT_VOTE_COUNTS_ONCE,
} from '@listings/shared/contracts/engagement';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import {
  listingComments,
  listingReviews,
  personStanding,
  personVote,
  type PersonStanding,
  type PersonVote,
} from '@listings/query-service/engagement';
import type { LogoView } from '@listings/query-service/listings';
import { listingInterview } from '@listings/query-service/my-listings';
import { interviewSection } from './interview.html.ts';
import { discussionSection } from '../engagement/comments/comments.html.ts';
import { personLink } from '../engagement/profiles/person-link.ts';
import type { ListingImage } from '@listings/shared/contracts/listings';
import { html, type SafeHtml } from '../kit/html.ts';
import { faceOf, screenshotPicture } from '../listing-images/logo-html.ts';
import { mailtoLink } from '../kit/mailto-link.ts';
import { METHOD_PATH, voteAccountingSection } from '../engagement/vote-accounting.html.ts';
import { keptBadgeNote } from '../my-listings/badge-keeping.html.ts';
import type { WeekVoteAccounting } from '@listings/shared/contracts/engagement';
import {
  pickQuery,
  notFoundPage,
  type PageContext,
  type RenderedPage,
  type SitePages,
  type Viewer,
} from '../kit/site-pages.ts';
import { breadcrumbs, pageHead } from '../kit/seo.ts';
import { SEARCH_FILTERS, directoryStages, searchRefusal, unofferedStage } from './search-filters.ts';
import { cardImage } from '../kit/social/cards.ts';
import { homeCard, listingCard, pageCard, searchCard, searchCardPath, searchCardQuery } from './cards.ts';
import {
  categoryPath,
  listingChips,
  listingPath,
  listingRow,
  listingRows,
  emptyState,
  rowVoting,
  longDate,
  listingTile,
  pager,
  paidChip,
  socialName,
  plural,
  stars,
  timeTag,
  voteCount,
  votesAllTime,
  type ListingSummary,
} from './parts.ts';

const SORT_LABELS: Record<(typeof LISTING_SORTS)[number], string> = {
  relevance: 'Best match',
  newest: 'Newest',
  votes: 'Most votes',
  trending: 'Trending',
  most_viewed: 'Most viewed',
  most_followed: 'Most followed',
};
const FIELD_LABELS: Record<string, string> = {
  founded_year: 'year founded',
  pricing_model: 'pricing model',
  pricing_summary: 'pricing',
  short_description: 'short description',
  contact_email: 'contact e-mail',
  demo_video_url: 'demo video',
  logo_url: 'logo',
  usps: 'what makes it different',
};
const label = (field: string) => FIELD_LABELS[field] ?? field.replace(/_/g, ' ');
const STORY_SECTIONS: [string, string][] = [
  ['story', 'The story'],
  ['why_started', 'Why we started'],
  ['problem', 'The problem'],
  ['journey', 'The journey'],
  ['challenges', 'Challenges'],
  ['achievements', 'Achievements'],
  ['lessons', 'Lessons'],
  ['whats_next', 'What’s next'],
];
/** Messages after a person's action (fixed texts: nothing from the URL is echoed). */
const DONE: Record<string, string> = {
  voted: 'Thank you: your vote is recorded for this launch week (see how votes are counted).',
  unvoted: 'Your vote is taken back.',
  followed: 'You follow this listing: its updates will come to your inbox.',
  unfollowed: 'You no longer follow this listing.',
  reviewed: 'Thank you for your review.',
};

/**
 * The listing's own link to the company's site: followed (the value the badge of the free plan is
 * exchanged for), unless the badge was gone past its grace period (kept badges): then nofollow, and
 * the page says why.
 */
const websiteLink = (listing: PublicListing) =>
  !/^https?:\/\//i.test(listing.url)
    ? html`<p class="visit">${listing.domain}</p>`
    : listing.outbound_link?.rel === 'nofollow'
      ? html`<p class="visit"><a href="${listing.url}" rel="nofollow noopener noreferrer">Visit website</a> <span class="muted">${listing.domain}</span> <small class="muted" id="link-nofollow">${listing.outbound_link.note}</small></p>`
      : html`<p class="visit"><a href="${listing.url}" rel="noopener noreferrer">Visit website</a> <span class="muted">${listing.domain}</span></p>`;

/** The makers' faces in the hero: each founder's photo (or initials) and name, linking to their page. */
const makers = (listing: PublicListing) =>
  listing.founders.length
    ? html`<ul class="makers" aria-label="Makers">${listing.founders.map(
        (founder) =>
          html`<li><a href="/founders/${encodeURIComponent(founder.slug)}">${faceOf(founder.name, listing.site_faces?.[founder.slug], 48)}<span>${founder.name}</span></a></li>`,
      )}</ul>`
    : html``;

/** The gallery's screenshots (the paid media section, while unlocked) in the hero, if there are any. */
const heroGallery = (listing: PublicListing) =>
  listing.site_gallery?.length
    ? html`<ol class="gallery hero-gallery" aria-label="Screenshots of ${listing.name}">${listing.site_gallery.map((shot, i) => html`<li>${screenshotPicture(shot, `Screenshot ${i + 1} of ${listing.name}`)}</li>`)}</ol>`
    : html``;

/** A link to another site: never passes on who sent the visitor or lets the page reach back. */
const outbound = (href: string, text: string | SafeHtml) =>
  /^https?:\/\//i.test(href)
    ? html`<a href="${href}" rel="nofollow noopener noreferrer ugc">${text}</a>`
    : html`${text}`;

/** What the directory pages are built from: the page kit, the document store, the site's address and name. */
interface DirectoryKit {
  pages: SitePages;
  documents: DocumentStore;
  base: string;
  siteName: string;
  /** The service's clock: whether a comment's 15 minutes to edit are still running. */
  clock: Clock;
}
/** A page of the site, from its context (`SitePages.page` runs it: reads, errors, caching). */
type PageBuilder = (context: PageContext) => Promise<RenderedPage>;

/** GET /: the home page (today's, this week's, trending and upcoming launches). */
function homePage(kit: DirectoryKit): PageBuilder {
  const { pages, base, siteName } = kit;
  return async ({ req, read, viewer }) => {
    const section = (name: string, perPage: number) =>
      read<{ items: ListingSummary[]; total: number }>('list_launches', {
        query: { section: name, per_page: perPage },
      });
    const [today, week, trending, upcoming] = await Promise.all([
      section('today', 10),
      section('this-week', 10),
      section('trending', 5),
      section('upcoming', 5),
    ]);
    const vote = rowVoting(
      viewer,
      req.originalUrl,
      await pages.votedSlugs(
        viewer,
        [today, week, trending].flatMap((list) => list.items.map((item) => item.slug)),
      ),
    );
    const ranked = (items: ListingSummary[]) =>
      html`<ol class="rows">${items.map((item, i) => listingRow(item, { rank: i + 1, vote }))}</ol>`;
    return {
      title: 'Products launching this week',
      head: pageHead({
        siteName,
        title: siteName,
        description: `${siteName}: new products launching today and this week, ranked by the votes of people on the site.`,
        canonical: `${base}/`,
        image: pageCard(base, 'home', undefined, homeCard(siteName)),
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: siteName,
            url: `${base}/`,
            potentialAction: {
              '@type': 'SearchAction',
              target: `${base}/search?q={search_term_string}`,
              'query-input': 'required name=search_term_string',
            },
          },
        ],
      }),
      body: html`
<h1>Products launching this week</h1>
<p class="lead">Ranked by votes from people on ${siteName}. <a href="/launches/weeks/this">See the whole week</a>.</p>
<form role="search" method="get" action="/search" class="search card hero-search">
<label for="home-search"><span class="visually-hidden">Search the directory</span></label>
<input id="home-search" type="search" name="q" maxlength="200" placeholder="Search by name, what it does, keywords">
<button type="submit">Search</button>
</form>
<div class="columns">
<div>
<section aria-labelledby="today-title">
<h2 id="today-title">Launched today</h2>
${today.items.length ? ranked(today.items) : emptyState('Nothing has launched today yet.', html`New launches go live through the day. Meanwhile, <a href="/launches/recent">see recent launches</a> or <a href="/submit">launch your own</a>.`)}
</section>
<section aria-labelledby="week-title">
<h2 id="week-title">This week, by votes</h2>
${week.items.length ? ranked(week.items) : emptyState('No launches this week yet.', html`See <a href="/launches/weeks/last">last week’s launches</a>, or <a href="/submit">launch yours</a> this week.`)}
${week.total > week.items.length ? html`<p><a href="/launches/this-week">All ${plural(week.total, 'launch', 'launches')} this week</a></p>` : ''}
</section>
</div>
<div>
<section aria-labelledby="trending-title">
<h2 id="trending-title">Trending</h2>
<p class="muted">Votes of the last days, the newest counting most.</p>
${listingRows(trending.items, emptyState('No votes in the last days.', html`Vote for the products you like: <a href="/launches/this-week">this week’s launches</a>.`), vote)}
<p><a href="/launches/trending">More trending</a></p>
</section>
<section aria-labelledby="upcoming-title">
<h2 id="upcoming-title">Upcoming</h2>
${upcoming.items.length ? html`<ol class="rows">${upcoming.items.map((item) => listingRow(item, { metric: { value: longDate(item.launch_week), label: 'launch week' } }))}</ol>` : emptyState('Nothing scheduled yet.', html`Makers pick their launch week when they <a href="/submit">list a product</a>.`)}
<p><a href="/launches/upcoming">All upcoming launches</a></p>
</section>
</div>
</div>`,
    };
  };
}

/** GET /search: search with the API's filters (a bad filter is the 400 page). */
function searchPage(kit: DirectoryKit): PageBuilder {
  const { pages, documents, base, siteName } = kit;
  return async ({ req, read, viewer }) => {
    const query = pickQuery(req.query, SEARCH_FILTERS);
    // Only a search by stage reads the directory's stages: a stage none of its listings has is the 400 page too.
    const stages = query.stage === undefined ? [] : await directoryStages(documents, pages.siteOf(req));
    const offStage = unofferedStage(query, stages);
    const [results, categories] = await Promise.all([
      read<{ items: ListingSummary[]; total: number; page: number; per_page: number; sort: string }>(
        'search_listings',
        {
          query,
        },
      ),
      read<{ items: CategoryNode[] }>('list_categories', { query: { include_empty: false } }),
    ]).catch((error: unknown) => {
      // A filter the operation refuses: the 400 page naming it (and the page's own stage check), with the way back without it.
      throw searchRefusal(error, query, stages, offStage);
    });
    if (offStage) throw searchRefusal(offStage, query, stages);
    const q = typeof query.q === 'string' ? query.q : '';
    const selected = (name: string, value: string) => (String(query[name] ?? '') === value ? html` selected` : '');
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
    const options = flatten(categories.items);
    const heading = q ? `Results for “${q}”` : 'Browse the directory';
    const cardQuery = searchCardQuery(query);
    return {
      title: q ? `Search: ${q}` : 'Search',
      section: 'search',
      query: q,
      head: pageHead({
        siteName,
        title: heading,
        description: `Search ${siteName} by name, what a product does and keywords, with filters and sorts.`,
        canonical: `${base}/search`,
        robots: 'noindex, follow',
        // The search's own card: its words (or the directory) and how many products it finds.
        ...(cardQuery
          ? { image: cardImage(base, searchCardPath(cardQuery), searchCard(siteName, cardQuery, results.total)) }
          : {}),
      }),
      body: html`
<h1>${heading}</h1>
<form method="get" action="/search" class="card" aria-label="Search and filters">
<label for="q">Search</label>
<input id="q" type="search" name="q" maxlength="200" value="${q}" placeholder="Name, what it does, keywords (typos are fine)">
<details class="more-filters"${Object.keys(query).some((name) => name !== 'q' && name !== 'page') ? html` open` : ''}><summary>Filters and sort</summary>
<div class="filters">
<div><label for="category">Category</label>
<select id="category" name="category"><option value="">Any</option>${options.map((c) => html`<option value="${c.slug}"${selected('category', c.slug)}>${'— '.repeat(c.depth)}${c.name}</option>`)}</select></div>
<div><label for="stage">Stage</label><input id="stage" name="stage" type="text" maxlength="200" value="${text('stage')}" placeholder="e.g. launched"></div>
<div><label for="country">Country (2 letters)</label><input id="country" name="country" type="text" maxlength="2" value="${text('country')}" placeholder="e.g. DE"></div>
<div><label for="pricing_model">Pricing model</label><input id="pricing_model" name="pricing_model" type="text" maxlength="40" value="${text('pricing_model')}" placeholder="e.g. Freemium"></div>
<div><label for="status">Status</label><select id="status" name="status"><option value="live"${selected('status', 'live')}>Live</option><option value="upcoming"${selected('status', 'upcoming')}>Upcoming</option></select></div>
<div><label for="sort">Sort by</label><select id="sort" name="sort">${LISTING_SORTS.map((sort) => html`<option value="${sort}"${selected('sort', sort)}>${SORT_LABELS[sort]}</option>`)}</select></div>
<div><button type="submit">Show results</button></div>
</div>
</details>
</form>
<p role="status">${plural(results.total, 'product')} found${results.sort !== (query.sort ?? 'relevance') ? ` (sorted by ${SORT_LABELS[results.sort as keyof typeof SORT_LABELS] ?? results.sort})` : ''}.</p>
${listingRows(
  results.items,
  q
    ? emptyState(
        `Nothing matches “${q}”.`,
        html`Try fewer or other words, remove a filter, or <a href="/categories">browse the categories</a>.`,
      )
    : emptyState(
        'Nothing matches these filters.',
        html`Remove a filter or two, or <a href="/search">start again with no filters</a>.`,
      ),
  rowVoting(
    viewer,
    req.originalUrl,
    await pages.votedSlugs(
      viewer,
      results.items.map((item) => item.slug),
    ),
  ),
)}
${pager('/search', query, results.page, results.per_page, results.total)}`,
    };
  };
}

/** GET /listings/:slug: the listing page. */
function listingPage(kit: DirectoryKit): PageBuilder {
  const { documents, base, siteName, clock } = kit;
  return async ({ req, read, viewer }) => {
    const slug = String(req.params.slug);
    const listing = await read<PublicListing>('get_listing', { params: { slug } });
    const doc = await documents.collection<ListingDocument>(LISTINGS_COLLECTION).findOne(
      { _id: listing.slug },
      {
        projection: { listing_id: 1, owner_id: 1, status: 1, plan: 1, link_nofollow: 1, badge_keeping: 1, slug: 1 },
      },
    );
    if (!doc) throw notFoundPage(`Listing ${slug}`);
    const [alternatives, badges, awards, reviews, standing, interview, discussion, tree] = await Promise.all([
      read<{ items: (ListingSummary & { approved: boolean })[] }>('get_alternatives', { params: { slug } }),
      read<{ badges: { type: string; label: string }[] }>('get_badges', { params: { slug } }),
      read<{ items: { award: string; week: string; votes: number }[] }>('list_awards', {
        query: { listing: slug, per_page: 10 },
      }),
      listingReviews(documents, doc.listing_id),
      viewer ? personStanding(documents, doc.listing_id, viewer.accountId) : Promise.resolve(null),
      listingInterview(documents, listing.slug, kit.pages.siteOf(req)),
      listingComments(documents, doc.listing_id),
      read<{ items: CategoryNode[] }>('list_categories', { query: { include_empty: true } }),
    ]);
    // Categories by the names the site gives them (issue 31: the page showed their slugs, "task-management").
    const names = new Map(flatten(tree.items).map((node) => [node.slug, node.name]));
    const categoryName = (category: string) => names.get(category) ?? category;
    const yours =
      viewer && standing && listing.status === 'live'
        ? await personVote(
            documents,
            { listingId: doc.listing_id, launchWeek: listing.launch_week },
            viewer.accountId,
            standing.voted,
          )
        : null;
    const doneKey = viewer && typeof req.query.done === 'string' ? req.query.done : undefined;
    const done = doneKey ? DONE[doneKey] : undefined;
    const isOwner = viewer !== null && doc.owner_id === viewer.accountId;
    const canonical = listing.links.page;
    const rating = listing.community_rating;
    const jsonLd: object[] = [
      {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: listing.name,
        url: listing.url,
        description: listing.short_description ?? listing.tagline ?? undefined,
        applicationCategory: listing.primary_category ?? undefined,
        ...(listing.founded_year ? { datePublished: String(listing.founded_year) } : {}),
        // Only genuine reviews make the rating (see GENUINE_REVIEW_RULES).
        ...(rating.count > 0 && rating.average !== null
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: rating.average,
                ratingCount: rating.count,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      breadcrumbs([
        { name: siteName, url: `${base}/` },
        ...(listing.primary_category
          ? [{ name: categoryName(listing.primary_category), url: `${base}${categoryPath(listing.primary_category)}` }]
          : []),
        { name: listing.name, url: canonical },
      ]),
    ];
    return {
      title: listing.tagline ? `${listing.name}: ${listing.tagline}` : listing.name,
      head: pageHead({
        siteName,
        title: listing.seo.title ?? listing.name,
        description: listing.seo.description ?? listing.short_description ?? listing.tagline ?? listing.name,
        canonical,
        jsonLd,
        image: pageCard(base, 'listing', listing.slug, listingCard(siteName, listing)),
      }),
      body: html`
<nav aria-label="Breadcrumb" class="muted"><a href="/">Home</a>${listing.primary_category ? html` › <a href="${categoryPath(listing.primary_category)}">${categoryName(listing.primary_category)}</a>` : ''} › <span aria-current="page">${listing.name}</span></nav>
<article>
<div class="hero">
<div class="listing-head">
${listingTile(listing, true)}
<div class="title">
<h1>${listing.name}</h1>
${listing.tagline ? html`<p class="lead">${listing.tagline}</p>` : ''}
${listingChips(listing, categoryName)}
</div>
</div>
<div class="hero-actions">${websiteLink(listing)}${makers(listing)}</div>
${heroGallery(listing)}
</div>
${engagementPanel(listing, viewer, standing, isOwner, done, yours)}
${isOwner ? keptBadgeNote(doc) : ''}
<div class="columns">
<div>
${listing.headline ? html`<h2>${listing.headline}</h2>` : ''}
${(listing.description ?? listing.short_description) ? html`<section aria-labelledby="about"><h2 id="about">About</h2>${paragraphs(listing.description ?? listing.short_description ?? '')}</section>` : ''}
${listing.summary ? html`<section aria-labelledby="summary-title"><h2 id="summary-title">Summary</h2>${paragraphs(listing.summary)}</section>` : ''}
${list('Features', 'features', listing.features)}
${list('What makes it different', 'usps', listing.usps)}
${paidSections(listing)}
${interviewSection(interview, `Interview with ${listing.founders[0]?.name ?? 'the maker'}`)}
${updates(listing)}
${faqs(listing.faqs)}
${reviewsSection(listing, reviews, viewer, standing, isOwner)}
${discussionSection(discussion, { slug: listing.slug, viewer, now: clock.now().toISOString(), done: doneKey })}
</div>
<aside aria-label="Facts about ${listing.name}">
${facts(listing, categoryName)}
${domainRating(listing)}
${founders(listing)}
${socials(listing)}
${badgesBox(listing.slug, badges.badges, awards.items)}
${isOwner ? html`<p><a href="/me/listings/${doc.listing_id}">Manage your listing</a></p>` : html`<p class="claim"><a href="/claims/new?slug=${encodeURIComponent(listing.slug)}">Is this your product? Claim it</a></p>`}
</aside>
</div>
${alternativesSection(alternatives.items)}
</article>`,
    };
  };
}

/** GET /listings/:slug/badges: the badge embed page (copyable HTML and a preview of every badge). */
function badgeEmbedPage(kit: DirectoryKit): PageBuilder {
  const { base, siteName } = kit;
  return async ({ req, read }) => {
    const slug = String(req.params.slug);
    const query = pickQuery(req.query, ['shape', 'mode', 'size']);
    const [listing, badges] = await Promise.all([
      read<PublicListing>('get_listing', { params: { slug } }),
      read<BadgesAnswer>('get_badges', { params: { slug }, query }),
    ]);
    const chosenType = typeof req.query.type === 'string' ? req.query.type : badges.badges[0]?.type;
    const chosen = badges.badges.find((b) => b.type === chosenType) ?? badges.badges[0];
    const pathOf = (url: string) => {
      const parsed = new URL(url);
      return parsed.pathname + parsed.search;
    };
    const styleLink = (style: { shape: string; mode: string; size: string }, type = chosen?.type) =>
      `/listings/${encodeURIComponent(slug)}/badges?type=${type}&shape=${style.shape}&mode=${style.mode}&size=${style.size}`;
    const select = (name: 'shape' | 'mode' | 'size', values: readonly string[]) =>
      html`<div><label for="badge-${name}">${name[0].toUpperCase() + name.slice(1)}</label><select id="badge-${name}" name="${name}">${values.map((value) => html`<option value="${value}"${badges.style[name] === value ? html` selected` : ''}>${value}</option>`)}</select></div>`;
    return {
      title: `Badges for ${listing.name}`,
      head: pageHead({
        siteName,
        title: `Badges for ${listing.name}`,
        description: `Embed ${siteName} badges for ${listing.name} on your site: copy the HTML, pick a shape, mode and size.`,
        canonical: `${base}/listings/${encodeURIComponent(slug)}/badges`,
      }),
      body: html`
<nav aria-label="Breadcrumb" class="muted"><a href="/">Home</a> › <a href="${listingPath(slug)}">${listing.name}</a> › <span aria-current="page">Badges</span></nav>
<h1>Badges for ${listing.name}</h1>
<p>Put a badge on your site: copy the HTML below into your page. It links to <a href="${listingPath(slug)}">${listing.name} on ${siteName}</a>.</p>
${
  chosen
    ? html`
<form method="get" class="card filters" aria-label="Badge style">
<div><label for="badge-type">Badge</label><select id="badge-type" name="type">${badges.badges.map((b) => html`<option value="${b.type}"${b.type === chosen.type ? html` selected` : ''}>${b.label}</option>`)}</select></div>
${select('shape', BADGE_SHAPES)}${select('mode', BADGE_MODES)}${select('size', BADGE_SIZES)}
<div><button type="submit">Show</button></div>
</form>
<h2>${chosen.label}</h2>
<p><img src="${pathOf(chosen.image_url)}" width="${chosen.width}" height="${chosen.height}" alt="${chosen.label}"></p>
<label for="embed-code">HTML to copy (${badges.style.shape}, ${badges.style.mode}, size ${badges.style.size})</label>
<textarea id="embed-code" class="code" readonly rows="4" spellcheck="false">${chosen.embed_html}</textarea>
<p class="hint">Select the text and copy it (Ctrl+C, or ⌘C on a Mac). “auto” follows the visitor’s light or dark setting.</p>
<h2>Every shape, mode and size</h2>
<div class="badge-previews">
${[{ ...badges.style, width: chosen.width, height: chosen.height, image_url: chosen.image_url }, ...chosen.other_styles]
  .sort(
    (a, b) =>
      BADGE_SHAPES.indexOf(a.shape as never) - BADGE_SHAPES.indexOf(b.shape as never) ||
      BADGE_MODES.indexOf(a.mode as never) - BADGE_MODES.indexOf(b.mode as never) ||
      BADGE_SIZES.indexOf(a.size as never) - BADGE_SIZES.indexOf(b.size as never),
  )
  .map(
    (style) => html`<figure>
<div class="preview${style.mode === 'dark' ? ' on-dark' : ''}"><img src="${pathOf(style.image_url)}" width="${style.width}" height="${style.height}" alt="${chosen.label} (${style.shape}, ${style.mode}, ${style.size})" loading="lazy"></div>
<figcaption>${style.shape} · ${style.mode} · ${style.size} (${style.width}×${style.height}) · <a href="${styleLink(style)}">Use this style</a></figcaption>
</figure>`,
  )}
</div>`
    : html`<p>${listing.name} has no badge yet: badges come with a public listing.</p>`
}`,
    };
  };
}

/** GET /compare?a=&b=: two listings side by side. */
function comparePage(kit: DirectoryKit): PageBuilder {
  const { base, siteName } = kit;
  return async ({ req, read }) => {
    const query = pickQuery(req.query, ['a', 'b']);
    const form = (
      a = '',
      b = '',
    ) => html`<form method="get" action="/compare" class="card filters" aria-label="Listings to compare">
<div><label for="compare-a">First listing (slug)</label><input id="compare-a" name="a" type="text" maxlength="220" value="${a}" placeholder="e.g. pipelinehero"></div>
<div><label for="compare-b">Second listing (slug)</label><input id="compare-b" name="b" type="text" maxlength="220" value="${b}"></div>
<div><button type="submit">Compare</button></div>
</form>`;
    const head = pageHead({
      siteName,
      title: 'Compare products',
      description: `Compare two products on ${siteName} fact by fact.`,
      canonical: `${base}/compare`,
      robots: query.a || query.b ? 'noindex, follow' : undefined,
    });
    if (!query.a || !query.b)
      return {
        title: 'Compare products',
        head,
        body: html`<h1>Compare products</h1><p>Name two listings by the last part of their address (<code>/listings/<em>slug</em></code>).</p>${form(String(query.a ?? ''), String(query.b ?? ''))}`,
      };
    const compared = await read<CompareAnswer>('compare_listings', { query });
    const cell = (value: unknown) =>
      value === null || value === undefined ? html`<span class="muted">—</span>` : html`${String(value)}`;
    return {
      title: `${compared.a.name} vs ${compared.b.name}`,
      head,
      body: html`
<h1>${compared.a.name} vs ${compared.b.name}</h1>
<p class="muted">An empty cell (—) means neither listing states the fact.</p>
<div class="table-scroll"><table class="compare">
<thead><tr><th scope="col">Fact</th><th scope="col"><a href="${listingPath(compared.a.slug)}">${compared.a.name}</a></th><th scope="col"><a href="${listingPath(compared.b.slug)}">${compared.b.name}</a></th></tr></thead>
<tbody>
${compared.facts.map((fact) => html`<tr><th scope="row">${label(fact.fact)}</th><td>${cell(fact.a)}</td><td>${cell(fact.b)}</td></tr>`)}
${compared.lists.flatMap((list) =>
  list.rows.map(
    (row) =>
      html`<tr><th scope="row">${label(list.fact)}: ${row.value}</th><td>${row.a ? 'Yes' : 'No'}</td><td>${row.b ? 'Yes' : 'No'}</td></tr>`,
  ),
)}
</tbody></table></div>
<h2>Compare others</h2>
${form(compared.a.slug, compared.b.slug)}`,
    };
  };
}

// ------------------------------------------------------------------ listing page sections

interface PublicListing extends ListingSummary {
  short_description: string | null;
  description: string | null;
  headline: string | null;
  summary: string | null;
  features: string[];
  usps: string[];
  pricing: { model: string | null; summary: string | null };
  location: { country: string | null; city: string | null };
  founded_year: number | null;
  domain: string;
  founders: { slug: string; name: string; title: string | null; bio: string | null }[];
  faqs: { question: string; answer: string }[];
  socials: Record<string, string>;
  contact_email: string | null;
  demo_video_url: string | null;
  latest_updates: { id: number; title: string; body: string; posted_at: string }[];
  community_rating: { average: number | null; count: number; basis: string };
  vote_accounting?: { weeks: WeekVoteAccounting[] };
  outbound_link?: { url: string; rel: 'nofollow' | null; note: string | null };
  facts_confirmed_at?: string | null;
  domain_rating: Figure | null;
  revenue: Figure | null;
  live_at: string | null;
  follows: number;
  views: number;
  seo: { title: string | null; description: string | null };
  not_found_on_website: string[];
  unlocked_sections: string[];
  story?: Record<string, string>;
  milestones?: { id: number; date: string; title: string; description?: string; url?: string }[];
  media?: { type: 'image' | 'video'; url: string; caption?: string }[];
  links: { page: string; website: string };
  /** Extras of the site (attached by the page kit): the logo, and the gallery's screenshots. */
  site_logo?: LogoView;
  site_gallery?: ListingImage[];
  /** Founders' photos by founder slug (attached by the page kit); a founder without one shows initials. */
  site_faces?: Record<string, LogoView>;
}

interface Figure {
  value: number;
  unit: string;
  as_of: string;
  trend: { change: number; direction: 'up' | 'down' | 'flat' } | null;
  history: { date: string; value: number }[];
}

interface BadgesAnswer {
  style: { shape: string; mode: string; size: string };
  badges: {
    type: string;
    label: string;
    width: number;
    height: number;
    image_url: string;
    embed_html: string;
    other_styles: { shape: string; mode: string; size: string; width: number; height: number; image_url: string }[];
  }[];
}

interface CompareAnswer {
  a: ListingSummary;
  b: ListingSummary;
  facts: { fact: string; a: unknown; b: unknown }[];
  lists: { fact: string; rows: { value: string; a: boolean; b: boolean }[] }[];
}

export interface CategoryNode {
  slug: string;
  name: string;
  listing_count: number;
  subcategories: CategoryNode[];
}

const flatten = (nodes: CategoryNode[], depth = 0): (CategoryNode & { depth: number })[] =>
  nodes.flatMap((node) => [{ ...node, depth }, ...flatten(node.subcategories, depth + 1)]);

const paragraphs = (text: string) =>
  html`${text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => html`<p>${p}</p>`)}`;

const list = (title: string, id: string, items: string[]) =>
  items.length
    ? html`<section aria-labelledby="${id}-title"><h2 id="${id}-title">${title}</h2><ul>${items.map((item) => html`<li>${item}</li>`)}</ul></section>`
    : html``;

/** Why a person's vote does not move the count, beside the count (nothing when it counts or they have not voted). */
const notCountedNote = (yours: PersonVote | null): string | null =>
  yours?.voted && yours.notCountedBecause
    ? yours.notCountedBecause === 'new_account'
      ? `Your vote is recorded but not counted yet: it counts once ${NEW_ACCOUNT_VOTE_COUNTS_ONCE} (your account was made after this listing’s launch week began).`
      : `Your vote is recorded but not counted: it is ${DISCOUNT_REASON_LABELS[yours.notCountedBecause]}.`
    : null;

/** What the page says after a vote: the verdict recorded with it, so a count that stays put is explained. */
const votedMessage = (yours: PersonVote | null): SafeHtml =>
  yours?.voted && yours.notCountedBecause
    ? html`${votedWords(yours)} <a href="${METHOD_PATH}">How votes are counted</a>`
    : html`${DONE.voted}`;
const votedWords = (yours: PersonVote | null): string =>
  yours?.voted && yours.notCountedBecause === 'new_account'
    ? `Thank you: your vote is recorded. It will count once ${NEW_ACCOUNT_VOTE_COUNTS_ONCE}: a vote from an account made after the listing’s launch week began, for this listing only, is set aside until then.`
    : yours?.voted && yours.notCountedBecause
      ? `Thank you: your vote is recorded, but it is not counted: it is ${DISCOUNT_REASON_LABELS[yours.notCountedBecause]}.`
      : DONE.voted;

function engagementPanel(
  listing: PublicListing,
  viewer: Viewer | null,
  standing: PersonStanding | null,
  isOwner: boolean,
  done: string | undefined,
  yours: PersonVote | null = null,
): SafeHtml {
  const path = listingPath(listing.slug);
  const count = html`<span class="vote-count">${votesAllTime(listing.votes)}</span>`;
  const csrf = viewer ? html`<input type="hidden" name="csrf" value="${viewer.csrfToken}">` : html``;
  // Before a vote the new-account rule would set aside, and after any vote that does not count: said beside the count.
  const before =
    yours && !yours.voted && yours.newAccountRule && !isOwner
      ? `Your vote counts once ${NEW_ACCOUNT_VOTE_COUNTS_ONCE}: a vote from an account made after the listing’s launch week began, for this listing only, is recorded but set aside until then.`
      : null;
  const after = notCountedNote(yours);
  const justVoted = done === DONE.voted;
  const status = justVoted ? votedMessage(yours) : (done ?? '');
  const note = before ?? (justVoted ? null : after);
  const describedBy = note ? html` aria-describedby="vote-note"` : html``;
  let vote: SafeHtml;
  if (listing.status !== 'live')
    vote = html`<span>Voting opens when it launches${listing.launch_week ? html` (week of ${longDate(listing.launch_week)})` : ''}.</span>`;
  else if (!viewer)
    vote = html`<a class="button" href="/signin?next=${encodeURIComponent(path)}">▲ Upvote</a> ${count}`;
  else if (isOwner) vote = html`${count} <span class="muted">(your listing: you cannot vote for it)</span>`;
  else if (standing?.voted)
    vote = html`<form method="post" action="${path}/unvote" data-enhance>${csrf}<button type="submit" class="secondary" aria-label="Voted · take back your vote for ${listing.name}"${describedBy}><span aria-hidden="true">✓ </span>Voted · take back</button></form> ${count}`;
  else
    vote = html`<form method="post" action="${path}/vote" data-enhance>${csrf}<button type="submit" aria-label="Upvote ${listing.name}"${describedBy}>▲ Upvote</button></form> ${count}`;
  let follow: SafeHtml;
  if (!viewer) follow = html`<a class="button secondary" href="/signin?next=${encodeURIComponent(path)}">Follow</a>`;
  else if (standing?.following)
    follow = html`<form method="post" action="${path}/unfollow" data-enhance>${csrf}<button type="submit" class="secondary">Following · unfollow</button></form>`;
  else
    follow = html`<form method="post" action="${path}/follow" data-enhance>${csrf}<button type="submit" class="secondary">Follow</button></form>`;
  return html`<section id="engage" class="card" aria-label="Vote and follow">
<div class="actions">${vote} ${follow} <span class="muted">${plural(listing.follows, 'follower')} · ${plural(listing.views, 'view')}</span></div>
${note ? html`<p id="vote-note" class="hint">${note} <a href="${METHOD_PATH}">How votes are counted</a></p>` : ''}
${viewer && !viewer.emailVerified && listing.status === 'live' ? html`<p class="hint">Confirm your e-mail address first: votes, follows and reviews need it.</p>` : ''}
<p id="engage-status" role="status" class="hint">${status}</p>
${voteAccountingSection(listing.vote_accounting?.weeks)}
</section>`;
}

function facts(listing: PublicListing, categoryName: (slug: string) => string): SafeHtml {
  const rows: [string, SafeHtml | string][] = [];
  const add = (name: string, value: SafeHtml | string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '')
      rows.push([name, typeof value === 'number' ? String(value) : value]);
  };
  add('Pricing', [listing.pricing.model, listing.pricing.summary].filter(Boolean).join(' · '));
  add('Stage', listing.stage);
  add('Based in', [listing.location.city, listing.location.country].filter(Boolean).join(', '));
  add('Founded', listing.founded_year);
  add(
    'Launched',
    listing.live_at
      ? timeTag(listing.live_at)
      : listing.launch_week
        ? html`week of ${longDate(listing.launch_week)}`
        : null,
  );
  add(
    'Categories',
    html`${listing.categories.map((c, i) => html`${i ? ', ' : ''}<a href="${categoryPath(c)}">${categoryName(c)}</a>`)}`,
  );
  add('Contact', listing.contact_email ? mailtoLink(listing.contact_email) : null);
  add('Demo video', listing.demo_video_url ? outbound(listing.demo_video_url, 'Watch the demo') : null);
  add(
    'Community rating',
    listing.community_rating.count
      ? html`${stars(listing.community_rating.average)} ${listing.community_rating.average} from ${plural(listing.community_rating.count, 'genuine review')}`
      : 'no genuine reviews yet',
  );
  add('Facts confirmed on their site', listing.facts_confirmed_at ? timeTag(listing.facts_confirmed_at) : null);
  const notStated = listing.not_found_on_website;
  return html`<section class="card" aria-labelledby="facts-title"><h2 id="facts-title">Facts</h2>
<dl class="facts">${rows.map(([name, value]) => html`<dt>${name}</dt><dd>${value}</dd>`)}</dl>
${notStated.length ? html`<p class="hint">Not stated on their site: ${notStated.map(label).join(', ')}.</p>` : ''}
</section>`;
}

function domainRating(listing: PublicListing): SafeHtml {
  const dr = listing.domain_rating;
  if (!dr) return html``;
  const arrow = dr.trend ? { up: '↑', down: '↓', flat: '→' }[dr.trend.direction] : '';
  return html`<section class="card" aria-labelledby="dr-title"><h2 id="dr-title">Domain Rating</h2>
<p><strong>${dr.value}</strong> / 100 ${dr.trend ? html`<span aria-label="trend ${dr.trend.direction}, ${dr.trend.change > 0 ? '+' : ''}${dr.trend.change}">${arrow} ${dr.trend.change > 0 ? '+' : ''}${dr.trend.change}</span>` : ''} <span class="muted">as of ${longDate(dr.as_of)}</span></p>
<p class="hint">From a third-party SEO tool.</p>
${dr.history.length > 1 ? html`<details><summary>History</summary><table><thead><tr><th scope="col">Date</th><th scope="col">Domain Rating</th></tr></thead><tbody>${dr.history.map((point) => html`<tr><td>${longDate(point.date)}</td><td>${point.value}</td></tr>`)}</tbody></table></details>` : ''}
</section>`;
}

const founders = (listing: PublicListing) =>
  listing.founders.length
    ? html`<section class="card" aria-labelledby="founders-title"><h2 id="founders-title">Founders</h2><ul class="rows">${listing.founders.map(
        (founder) =>
          html`<li class="review founder">${faceOf(founder.name, listing.site_faces?.[founder.slug], 48)}<div><a href="/founders/${encodeURIComponent(founder.slug)}">${founder.name}</a>${founder.title ? html`, ${founder.title}` : ''}${founder.bio ? html`<p class="muted">${founder.bio}</p>` : ''}</div></li>`,
      )}</ul></section>`
    : html``;

const socials = (listing: PublicListing) => {
  const entries = Object.entries(listing.socials).filter(([, url]) => /^https?:\/\//i.test(url));
  return entries.length
    ? html`<section class="card" aria-labelledby="socials-title"><h2 id="socials-title">Elsewhere</h2><ul>${entries.map(([platform, url]) => html`<li>${outbound(url, socialName(platform))}</li>`)}</ul></section>`
    : html``;
};

const badgesBox = (
  slug: string,
  badges: { type: string; label: string }[],
  awards: { award: string; week: string; votes: number }[],
) =>
  html`<section class="card" aria-labelledby="badges-title"><h2 id="badges-title">Badges earned</h2>
${badges.length ? html`<ul>${badges.map((badge) => html`<li>${badge.label}${badge.type === 'featured' ? html` ${paidChip('Paid placement')}` : ''}</li>`)}</ul>` : html`<p>None yet.</p>`}
${awards.length ? html`<p>${awards.map((award, i) => html`${i ? '; ' : ''}${award.award}, week of <a href="/launches/weeks/${award.week}">${longDate(award.week)}</a> (${voteCount(award.votes, 'that week')})`)}</p>` : ''}
<p><a href="/listings/${encodeURIComponent(slug)}/badges">Get the embed code</a></p>
</section>`;

function paidSections(listing: PublicListing): SafeHtml {
  const story = listing.story ? STORY_SECTIONS.filter(([key]) => listing.story?.[key]) : [];
  return html`
${story.length || listing.story?.title ? html`<section aria-labelledby="story-title"><h2 id="story-title">${listing.story?.title || 'The founders’ story'}</h2>${story.map(([key, title]) => html`<h3>${title}</h3>${paragraphs(listing.story![key])}`)}</section>` : ''}
${listing.milestones?.length ? html`<section aria-labelledby="milestones-title"><h2 id="milestones-title">Milestones</h2><ol class="rows">${[...listing.milestones].sort((a, b) => a.date.localeCompare(b.date)).map((m) => html`<li class="review">${timeTag(m.date)}: <strong>${m.url ? outbound(m.url, m.title) : m.title}</strong>${m.description ? html`<p>${m.description}</p>` : ''}</li>`)}</ol></section>` : ''}
${mediaSection(listing)}`;
}

/**
 * The media section: media other than the gallery, as links. The gallery's screenshots are in `media`
 * too (as the API lists them, at this site's /images): those are shown once, as pictures, in the hero
 * (heroGallery), and never as links here, not even one whose files are missing (issue 31: it is left
 * out of the hero, and its link would answer 404).
 */
function mediaSection(listing: PublicListing): SafeHtml | '' {
  const origin = new URL(listing.links.page).origin;
  const ownPicture = (url: string) => {
    try {
      const parsed = new URL(url, origin);
      return parsed.origin === origin && /^\/images\/[0-9a-f]{64}$/.test(parsed.pathname);
    } catch {
      return false;
    }
  };
  const others = (listing.media ?? []).filter((item) => !ownPicture(item.url));
  if (!others.length) return '';
  return html`<section class="media" aria-labelledby="media-title"><h2 id="media-title">Media</h2>
${
  others.length
    ? html`<ul>${others.map(
        (item) =>
          html`<li>${outbound(item.url, `${item.type === 'video' ? 'Video' : 'Image'}: ${item.caption ?? item.url}`)}</li>`,
      )}</ul>`
    : ''
}</section>`;
}

const updates = (listing: PublicListing) =>
  listing.latest_updates.length
    ? html`<section aria-labelledby="updates-title"><h2 id="updates-title">Latest updates</h2>${listing.latest_updates.map(
        (update) =>
          html`<div class="review" id="update-${update.id}"><h3>${update.title}</h3><p class="muted">${timeTag(update.posted_at)}</p>${paragraphs(update.body)}</div>`,
      )}</section>`
    : html``;

const faqs = (items: { question: string; answer: string }[]) =>
  items.length
    ? html`<section aria-labelledby="faq-title"><h2 id="faq-title">Questions and answers</h2>${items.map((faq) => html`<details><summary>${faq.question}</summary><p>${faq.answer}</p></details>`)}</section>`
    : html``;

function reviewsSection(
  listing: PublicListing,
  reviews: Awaited<ReturnType<typeof listingReviews>>,
  viewer: Viewer | null,
  standing: PersonStanding | null,
  isOwner: boolean,
): SafeHtml {
  const path = listingPath(listing.slug);
  let form: SafeHtml;
  if (listing.status !== 'live') form = html`<p>Reviews open when it launches.</p>`;
  else if (!viewer)
    form = html`<p><a href="/signin?next=${encodeURIComponent(`${path}#reviews`)}">Sign in to write a review</a>.</p>`;
  else if (isOwner) form = html`<p class="muted">You own this listing, so you cannot review it.</p>`;
  else if (standing?.reviewed) form = html`<p class="muted">You have reviewed this listing.</p>`;
  else if (!viewer.emailVerified) form = html`<p class="muted">Confirm your e-mail address to write a review.</p>`;
  else
    form = html`<form method="post" action="${path}/reviews" class="card" aria-labelledby="review-form-title">
<h3 id="review-form-title">Write a review</h3>
<input type="hidden" name="csrf" value="${viewer.csrfToken}">
<fieldset><legend>Your rating</legend>
${[5, 4, 3, 2, 1].map((n) => html`<div class="check"><input type="radio" id="rating-${n}" name="rating" value="${n}" required><label for="rating-${n}">${n} star${n === 1 ? '' : 's'}</label></div>`)}
</fieldset>
<label for="review-text">Your review</label>
<textarea id="review-text" name="text" required maxlength="2000" aria-describedby="review-hint"></textarea>
<p id="review-hint" class="hint">At most 2000 characters. One review per person.</p>
<button type="submit">Post review</button>
</form>`;
  return html`<section id="reviews" aria-labelledby="reviews-title"><h2 id="reviews-title">Reviews</h2>
<p class="muted">The community rating counts genuine reviews only: ${GENUINE_REVIEW_RULES.join('; ')}.${reviews.notCounted ? ` ${plural(reviews.notCounted, 'review')} ${reviews.notCounted === 1 ? 'is' : 'are'} not counted.` : ''}</p>
${reviews.reviews.length ? reviews.reviews.map((review) => html`<div class="review"><p>${stars(review.rating)} <strong>${personLink(review.author, review.authorHandle)}</strong> <span class="muted">${timeTag(review.postedAt)}</span></p><p>${review.text}</p></div>`) : html`<p>No genuine reviews yet.</p>`}
${form}
</section>`;
}

const alternativesSection = (items: (ListingSummary & { approved: boolean })[]) =>
  items.length
    ? html`<section aria-labelledby="alternatives-title"><h2 id="alternatives-title">Alternatives</h2><ol class="rows">${items
        .slice(0, 8)
        .map((item) =>
          listingRow(item, item.approved ? { extra: html`<p class="hint">Suggested by the makers</p>` } : {}),
        )}</ol></section>`
    : html``;

/** The route table. */
export function directoryPagesRouter(pages: SitePages, documents: DocumentStore, clock: Clock = systemClock): Router {
  const kit: DirectoryKit = { pages, documents, base: pages.site.publicBaseUrl, siteName: pages.site.name, clock };
  const router = Router();
  router.get('/', pages.page(homePage(kit)));
  router.get('/search', pages.page(searchPage(kit)));
  router.get('/listings/:slug', pages.page(listingPage(kit)));
  router.get('/listings/:slug/badges', pages.page(badgeEmbedPage(kit)));
  router.get('/compare', pages.page(comparePage(kit)));
  return router;
}
