/**
 * Pieces the directory's pages share: a listing's tile — its logo from the site's own /images, or
 * its monogram (no third-party images are loaded, so visitors' addresses never reach the listed
 * sites, and width and height are set so nothing shifts while loading), a listing row,
 * pagers, ratings, dates and labels.
 */
import { createHash } from 'node:crypto';
import type { LogoView } from '@listings/query-service/listings';
import { html, SafeHtml } from '../kit/html.ts';
import { logoPicture } from '../listing-images/logo-html.ts';
import { categoryNameIn } from '../kit/category-names.ts';

export interface ListingSummary {
  slug: string;
  name: string;
  url: string;
  tagline: string | null;
  categories: string[];
  primary_category: string | null;
  pricing_model: string | null;
  country: string | null;
  stage: string | null;
  status: string;
  launch_week: string | null;
  votes: number;
  featured: boolean;
  verified: boolean;
  listing_url: string;
  /** The logo, an extra of the site (attached by the page kit); absent: the monogram. */
  site_logo?: LogoView;
}

/** Initials on a colour chosen from the name (8 hues, each with white text at AA contrast). */
export function monogram(name: string, large = false): SafeHtml {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = (words.length > 1 ? words[0][0] + words[1][0] : name.slice(0, 2)).toUpperCase();
  const hue = createHash('sha1').update(name).digest()[0] % 8;
  return html`<span class="mono h${hue}${large ? ' large' : ''}" aria-hidden="true">${initials}</span>`;
}

/**
 * A listing's tile: its logo (the site's renditions from /images, with width, height and alt text)
 * when it has one, else the monogram. `site_logo` is attached to read answers by the page kit.
 */
export function listingTile(listing: { name: string; site_logo?: LogoView }, large = false): SafeHtml {
  if (!listing.site_logo) return monogram(listing.name, large);
  return logoPicture(listing.site_logo, {
    size: large ? 80 : 52,
    alt: `${listing.name} logo`,
    className: `tile-logo${large ? ' large' : ''}`,
  });
}

export const listingPath = (slug: string) => `/listings/${encodeURIComponent(slug)}`;
export const categoryPath = (slug: string) => `/categories/${encodeURIComponent(slug)}`;

/** Each social platform of the spec as people write its name (issue 31: the page capitalised the key, "Linkedin"). */
const SOCIAL_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  threads: 'Threads',
  pinterest: 'Pinterest',
  github: 'GitHub',
  reddit: 'Reddit',
  producthunt: 'Product Hunt',
  medium: 'Medium',
  website: 'Website',
  custom: 'Other link',
};
export const socialName = (platform: string): string =>
  SOCIAL_NAMES[platform] ?? (platform ? platform[0]!.toUpperCase() + platform.slice(1) : platform);

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Which votes a count counts, said wherever one is shown: a listing's counted votes of all time, or of
 * one launch week (this week's, or that week's on a past week, an award or a recount). Two numbers that
 * both just said "votes" read as one number that disagrees with itself.
 */
export type VoteSpan = 'all time' | 'this week' | 'that week';
export const voteLabel = (count: number, span: VoteSpan) => `${count === 1 ? 'vote' : 'votes'} ${span}`;
export const voteCount = (count: number, span: VoteSpan) => `${count} ${voteLabel(count, span)}`;
export const votesAllTime = (count: number) => voteCount(count, 'all time');

/**
 * The mark of anything bought that changes where or how a listing is shown (the billboard's rows, the
 * Featured placement): the same `chip paid` everywhere, with words that say money is involved.
 */
export const paidChip = (label: string) => html`<span class="chip paid">${label}</span>`;
export const FEATURED_LABEL = 'Featured · Paid';

export const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-11-16` → `16 Nov 2026` (UTC, the same for every reader). */
export const longDate = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const [year, month, date] = iso.slice(0, 10).split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1]} ${year}`;
};

export const timeTag = (iso: string | null | undefined) =>
  iso ? html`<time datetime="${iso}">${longDate(iso)}</time>` : html``;

/** Chips for a listing's status, featured (a paid placement, marked as such), verified. */
export function listingChips(
  listing: Pick<ListingSummary, 'status' | 'featured' | 'verified' | 'primary_category'>,
  /** The category's name on the site (the listing page passes it); its slug otherwise. */
  categoryName: (slug: string) => string = (slug) => slug,
) {
  return html`<ul class="chips">
${listing.primary_category ? html`<li><a class="chip" href="${categoryPath(listing.primary_category)}">${categoryName(listing.primary_category)}</a></li>` : ''}
${listing.status === 'upcoming' ? html`<li><span class="chip">Upcoming</span></li>` : ''}
${listing.featured ? html`<li>${paidChip(FEATURED_LABEL)}</li>` : ''}
${listing.verified ? html`<li><span class="chip ok">Verified</span></li>` : ''}
</ul>`;
}

/**
 * The vote box of the rows of one page: who may vote from the list (the signed-in person's CSRF
 * token, or null: a link to sign in and back), the page to come back to after the vote (`back`, the
 * page's path and query), and the anchors already given on this page (a listing shown in two
 * sections of a page gets its `listing-<slug>` anchor once, on the first).
 */
export interface RowVoting {
  csrf: string | null;
  back: string;
  anchors: Set<string>;
  /** The listings the signed-in person has a vote on: their box says so and takes the vote back. */
  voted: Set<string>;
}

/** The vote box of one page, from who is looking, where, and what they have voted for (SitePages.votedSlugs). */
export const rowVoting = (
  viewer: { csrfToken: string } | null,
  back: string,
  voted: Set<string> = new Set(),
): RowVoting => ({
  csrf: viewer?.csrfToken ?? null,
  back,
  anchors: new Set(),
  voted,
});

export const listingAnchor = (slug: string) => `listing-${slug}`;

/**
 * One listing in a list, as a card: rank (optional), logo tile, name, tagline, topics, and on the
 * right the vote box (▲ and the votes of all time by default, with their label) or another metric.
 * With `vote` (live listings only) the box is the vote itself: signed in, a form posting to the same
 * site-only vote operation as the listing page, coming back to this list at this row; signed out, a
 * link to sign in and back here.
 */
export function listingRow(
  listing: ListingSummary,
  options: {
    rank?: number | null;
    metric?: { value: string; label: string };
    extra?: SafeHtml;
    vote?: RowVoting;
  } = {},
): SafeHtml {
  const metric = options.metric ?? { value: String(listing.votes), label: voteLabel(listing.votes, 'all time') };
  const voting = options.vote && listing.status === 'live' ? options.vote : undefined;
  const anchor = listingAnchor(listing.slug);
  const id = options.vote && !options.vote.anchors.has(anchor) ? anchor : null;
  if (id) options.vote!.anchors.add(anchor);
  const back = voting ? `${voting.back.replace(/#.*$/s, '')}#${anchor}` : '';
  const voted = voting?.voted.has(listing.slug) === true;
  const count = html`<span aria-hidden="true" class="arrow">▲</span><span class="visually-hidden">${voted ? `Voted for ${listing.name}, take back your vote` : `Upvote ${listing.name}`}: </span>${metric.value} <small>${metric.label}</small>`;
  const box = !voting
    ? html`<p class="metric">${metric.value} <small>${metric.label}</small></p>`
    : voting.csrf
      ? html`<form method="post" action="${listingPath(listing.slug)}/${voted ? 'unvote' : 'vote'}" class="vote${voted ? ' voted' : ''}"><input type="hidden" name="csrf" value="${voting.csrf}"><input type="hidden" name="back" value="${back}"><button type="submit">${count}</button></form>`
      : html`<a class="vote" href="/signin?next=${encodeURIComponent(back)}" rel="nofollow">${count}</a>`;
  return html`<li class="row"${id ? html` id="${id}"` : ''}>
${options.rank !== undefined && options.rank !== null ? html`<span class="rank">${options.rank}</span>` : ''}
${listingTile(listing)}
<div class="body">
<a class="name" href="${listingPath(listing.slug)}">${listing.name}</a>
${listing.tagline ? html`<p class="tagline">${listing.tagline}</p>` : ''}
${listingTopics(listing)}
${options.extra ?? ''}
</div>
${box}
</li>`;
}

/** A row's topics: its categories as chips (the primary first), and its upcoming, featured (paid) and verified marks. */
export function listingTopics(
  listing: Pick<ListingSummary, 'status' | 'featured' | 'verified' | 'primary_category' | 'categories'> & {
    site_category_names?: Record<string, string>;
  },
) {
  const categories = [
    ...new Set([listing.primary_category, ...(listing.categories ?? [])].filter((c): c is string => Boolean(c))),
  ].slice(0, 3);
  return html`<ul class="chips">
${categories.map((c) => html`<li><a class="chip" href="${categoryPath(c)}">${categoryNameIn(listing, c)}</a></li>`)}
${listing.status === 'upcoming' ? html`<li><span class="chip">Upcoming</span></li>` : ''}
${listing.featured ? html`<li>${paidChip(FEATURED_LABEL)}</li>` : ''}
${listing.verified ? html`<li><span class="chip ok">Verified</span></li>` : ''}
</ul>`;
}

/** What a list says when it is empty: what happened, and what to do next (a link or two). */
export const emptyState = (title: string, next: SafeHtml | string) =>
  html`<div class="empty"><strong>${title}</strong><p>${next}</p></div>`;

export const listingRows = (items: readonly ListingSummary[], empty: string | SafeHtml, vote?: RowVoting) =>
  items.length
    ? html`<ol class="rows">${items.map((item) => listingRow(item, { vote }))}</ol>`
    : empty instanceof SafeHtml
      ? empty
      : html`<p>${empty}</p>`;

/** Previous / next links keeping the other query values; `page` is 1-based. */
export function pager(
  path: string,
  query: Record<string, unknown>,
  page: number,
  perPage: number,
  total: number,
): SafeHtml {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return html``;
  const link = (to: number) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query))
      if (value !== undefined && value !== '' && name !== 'page') params.set(name, String(value));
    if (to > 1) params.set('page', String(to));
    const search = params.toString();
    return `${path}${search ? `?${search}` : ''}`;
  };
  return html`<nav class="pager" aria-label="Pages">
${page > 1 ? html`<a href="${link(page - 1)}" rel="prev">← Previous</a>` : html`<span></span>`}
<span>Page ${page} of ${pages}</span>
${page < pages ? html`<a href="${link(page + 1)}" rel="next">Next →</a>` : html`<span></span>`}
</nav>`;
}

/** ★★★★☆ with the number for screen readers. */
export const stars = (rating: number | null) =>
  rating === null
    ? html``
    : html`<span class="stars" aria-hidden="true">${'★'.repeat(Math.round(rating))}${'☆'.repeat(5 - Math.round(rating))}</span><span class="visually-hidden">${rating} out of 5</span>`;

export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A page number from the query (1 when absent); a bad one is left for the operation to refuse. */
export const pageOf = (query: Record<string, unknown>): number => {
  const n = Number(query.page ?? 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
};
