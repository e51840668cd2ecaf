/**
 * The social cards of the directory's pages (kit/social/cards.ts draws and serves them): what each
 * card shows, built from the same public reads its page makes, so the page's og:image names the
 * card's hash and the card route draws the same picture.
 *
 *   GET /cards/home.png                 the site: its name and what it is
 *   GET /cards/listing/:slug.png        name, tagline, votes of all time (or its launch week)
 *   GET /cards/week/:week.png           a launch week: its dates and its #1 with the votes that week
 *   GET /cards/awards.png               the latest Launch of the Week: the winner and its votes that week
 *   GET /cards/founder/:slug.png        name, title and country, their products, and their photo (the
 *                                       founder page's: newest on a public listing naming them)
 *   GET /cards/board/:board.png         a leaderboard (as it stands, no week asked): its #1 and its figure,
 *                                       with the #1's logo when its blob is stored (served by
 *                                       launch-pages.router.ts, which knows the boards)
 *   GET /cards/search.png?q=…           a search: the words asked and how many products it finds (with the
 *                                       search's filters, in the card's query as in the page's); without
 *                                       words or filters, the directory and how many products it has
 *   GET /cards/founders.png             the founders list: how many founders the site has
 */
import { Router } from 'express';
import type { BlobStore, DocumentStore } from '@listings/shared/kernel';
import { founderPhoto, launchWeekClose, type LogoView } from '@listings/query-service/listings';
import { PageError, pickQuery, type SitePages } from '../kit/site-pages.ts';
import { cardImage, cardPath, cardRoute, type CardContent, type CardImage } from '../kit/social/cards.ts';
import { longDate, voteCount, voteLabel, type ListingSummary } from './parts.ts';

export const homeCard = (siteName: string): CardContent => ({
  siteName,
  kicker: 'Launches this week',
  title: siteName,
  subtitle: 'New products launching today and this week, ranked by the votes of people on the site.',
  figure: null,
  tileName: null,
});

/**
 * The PNG a card's tile draws, from the blob store (one whose blob is missing draws the monogram, under
 * the same name: the pages attach only stored pictures, so this is the rare race with a lost blob).
 */
export const cardTileBytes = async (
  blobs: Pick<BlobStore, 'get'> | undefined,
  content: CardContent,
): Promise<Buffer | null> => {
  const blob = content.logoHash && blobs ? await blobs.get(content.logoHash) : undefined;
  return blob ? Buffer.from(blob.bytes) : null;
};

/** The blob hash of the PNG a card's tile draws (a 192 px logo or photo), or null for the monogram. */
const tileHash = (picture: LogoView | null | undefined): string | null => picture?.png[192]?.split('/').pop() ?? null;
const cardLogoHash = (listing: Pick<ListingSummary, 'site_logo'>): string | null => tileHash(listing.site_logo);

export const listingCard = (
  siteName: string,
  listing: Pick<ListingSummary, 'name' | 'tagline' | 'status' | 'votes' | 'launch_week' | 'site_logo'>,
): CardContent => ({
  siteName,
  logoHash: cardLogoHash(listing),
  kicker: listing.status === 'upcoming' ? 'Launching soon' : 'Product',
  title: listing.name,
  subtitle: listing.tagline,
  figure:
    listing.status === 'upcoming'
      ? listing.launch_week
        ? { value: longDate(listing.launch_week), label: 'launch week' }
        : null
      : { value: String(listing.votes), label: voteLabel(listing.votes, 'all time') },
});

export interface WeekForCard {
  week: string;
  starts_on: string;
  ends_on: string;
  state: 'past' | 'current' | 'upcoming';
  items: { rank: number | null; listing: { name: string }; votes_this_week: number }[];
}

/** A week's card: its #1 by the votes of that week (a closed week: its recorded award), or what is scheduled. */
export const weekCard = (
  siteName: string,
  week: WeekForCard,
  closed: { board: { rank: number; name: string; votes: number }[] } | null,
): CardContent => {
  const title = `Launch week of ${longDate(week.starts_on)}`;
  const dates = `${longDate(week.starts_on)} to ${longDate(week.ends_on)}`;
  if (week.state === 'upcoming')
    return {
      siteName,
      kicker: 'Upcoming launch week',
      title,
      subtitle: dates,
      figure: {
        value: String(week.items.length),
        label: week.items.length === 1 ? 'launch scheduled' : 'launches scheduled',
      },
      tileName: null,
    };
  const top = closed
    ? closed.board.find((row) => row.rank === 1 && row.votes >= 1)
    : week.items
        .filter((item) => item.rank === 1 && item.votes_this_week >= 1)
        .map((item) => ({ name: item.listing.name, votes: item.votes_this_week }))[0];
  const span = week.state === 'past' ? 'that week' : 'this week';
  return {
    siteName,
    kicker: closed ? 'Launch week, finished' : 'Launch week',
    title,
    subtitle: top ? `#1 ${closed ? 'Launch of the Week' : 'so far'}: ${top.name}` : dates,
    figure: top ? { value: '#1', label: voteCount(top.votes, span) } : null,
    tileName: top ? top.name : null,
  };
};

export interface AwardForCard {
  rank: number;
  week: string;
  votes: number;
  listing: { name: string };
}

/** The awards page's card: the latest week's Launch of the Week #1 and its votes that week. */
export const awardsCard = (siteName: string, awards: readonly AwardForCard[]): CardContent => {
  const latest = awards.find((award) => award.rank === 1);
  if (!latest)
    return {
      siteName,
      kicker: 'Launch of the Week',
      title: 'Launch of the Week awards',
      subtitle: 'No week has closed with a vote yet.',
      figure: null,
      tileName: null,
    };
  return {
    siteName,
    kicker: 'Launch of the Week',
    title: latest.listing.name,
    subtitle: `#1 Launch of the Week, week of ${longDate(latest.week)}`,
    figure: { value: '#1', label: voteCount(latest.votes, 'that week') },
  };
};

export interface FounderForCard {
  name: string;
  title: string | null;
  country: string | null;
  companies: { name: string }[];
}

/** A founder's card; `photo`: their photo as their page shows it (the tile draws it round), else their initials. */
export const founderCard = (siteName: string, founder: FounderForCard, photo: LogoView | null = null): CardContent => ({
  siteName,
  ...(tileHash(photo) ? { logoHash: tileHash(photo), tileShape: 'round' as const } : {}),
  kicker: 'Founder',
  title: founder.name,
  subtitle: [founder.title, founder.country].filter(Boolean).join(' · ') || null,
  figure: founder.companies.length
    ? {
        value: String(founder.companies.length),
        label: `${founder.companies.length === 1 ? 'product' : 'products'}: ${founder.companies.map((c) => c.name).join(', ')}`,
      }
    : null,
});

/**
 * A leaderboard's card: its title and its #1 with that row's figure (what it is about while empty). The
 * tile is the #1's logo when the page has one to show (`logo`: the stored renditions only), else its
 * initials.
 */
export const boardCard = (
  siteName: string,
  board: { title: string; about: string; paid: boolean },
  top: { name: string; figure: { value: string; label: string }; logo?: LogoView | null } | null,
): CardContent => ({
  siteName,
  ...(top && tileHash(top.logo) ? { logoHash: tileHash(top.logo) } : {}),
  kicker: board.paid ? 'Leaderboard, paid ranking' : 'Leaderboard',
  title: board.title,
  subtitle: top ? `#1: ${top.name}` : board.about,
  figure: top ? { value: '#1', label: `${top.figure.value} ${top.figure.label}` } : null,
  tileName: top ? top.name : null,
});

/** The filters a search card shows and reads again (the page's, without page, size and order). */
export const SEARCH_CARD_FILTERS = ['q', 'category', 'stage', 'country', 'pricing_model', 'domain', 'status'] as const;

/**
 * The search card's query (in SEARCH_CARD_FILTERS' order), from the page's query; null when a filter
 * is not one plain value (asked twice: the page's read decides, and no card names it).
 */
export function searchCardQuery(query: Record<string, unknown>): Record<string, string> | null {
  const picked: Record<string, string> = {};
  for (const name of SEARCH_CARD_FILTERS) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') return null;
    picked[name] = value;
  }
  return picked;
}

/**
 * The search page's card: the words asked and how many products they find (the filters named under
 * them); with no words, the directory: how many products it has (or match the filters). The tile is
 * the site's mark: a search is no one product.
 */
export const searchCard = (siteName: string, query: Record<string, string>, total: number): CardContent => {
  const filters = Object.entries(query)
    .filter(([name]) => name !== 'q')
    .map(([name, value]) => `${name.replace(/_/g, ' ')} ${value}`);
  const filtered = filters.length ? `Filtered by ${filters.join(', ')}` : null;
  return query.q
    ? {
        siteName,
        kicker: 'Search',
        title: `“${query.q}”`,
        subtitle: filtered ?? `Search results on ${siteName}`,
        figure: { value: String(total), label: total === 1 ? 'product found' : 'products found' },
        tileName: null,
      }
    : {
        siteName,
        kicker: 'Directory',
        title: 'Browse the directory',
        subtitle: filtered ?? `Search every product on ${siteName} by name, what it does and keywords`,
        figure: {
          value: String(total),
          label: filtered ? (total === 1 ? 'product matches' : 'products match') : total === 1 ? 'product' : 'products',
        },
        tileName: null,
      };
};

/** The path (with its query) of a search's card. */
export const searchCardPath = (query: Record<string, string>): string => {
  const search = new URLSearchParams(query).toString();
  return `${cardPath('search')}${search ? `?${search}` : ''}`;
};

/** The founders list's card: how many founders the site has (every page of the list, as its canonical). */
export const foundersCard = (siteName: string, total: number): CardContent => ({
  siteName,
  kicker: 'Founders',
  title: 'Founders',
  subtitle: `The people who make the products on ${siteName}`,
  figure: { value: String(total), label: total === 1 ? 'founder' : 'founders' },
  tileName: null,
});

/** The card image of a page, for its head. */
export const pageCard = (base: string, kind: string, id: string | undefined, content: CardContent): CardImage =>
  cardImage(base, cardPath(kind, id), content);

export function cardsRouter(pages: SitePages, documents: DocumentStore, blobs?: BlobStore): Router {
  const router = Router();
  const siteName = pages.site.name;
  const tileBytes = (content: CardContent) => cardTileBytes(blobs, content);
  router.get(
    cardPath('home'),
    cardRoute(pages, async () => homeCard(siteName)),
  );
  router.get(
    '/cards/listing/:id.png',
    cardRoute(pages, async (req, read) => {
      const content = listingCard(siteName, await read('get_listing', { params: { slug: String(req.params.id) } }));
      return { content, logo: await tileBytes(content) };
    }),
  );
  router.get(
    '/cards/week/:id.png',
    cardRoute(pages, async (req, read) => {
      const week = (await read('get_launch_week', { params: { week: String(req.params.id) } })) as WeekForCard;
      return weekCard(
        siteName,
        week,
        week.state === 'past' ? await launchWeekClose(documents, week.week, pages.siteOf(req)) : null,
      );
    }),
  );
  router.get(
    cardPath('awards'),
    cardRoute(pages, async (_req, read) => awardsCard(siteName, (await read('list_awards', { query: {} })).items)),
  );
  router.get(
    '/cards/founder/:id.png',
    cardRoute(pages, async (req, read) => {
      const founder = await read('get_founder', { params: { slug: String(req.params.id) } });
      const content = founderCard(siteName, founder, await founderPhoto(documents, founder.slug, pages.siteOf(req)));
      return { content, logo: await tileBytes(content) };
    }),
  );
  router.get(
    cardPath('search'),
    cardRoute(pages, async (req, read) => {
      const query = searchCardQuery(pickQuery(req.query, SEARCH_CARD_FILTERS));
      if (!query) throw new PageError(400, 'Check what you asked for', 'Each filter is asked once.');
      const found = await read('search_listings', { query: { ...query, per_page: 1 } });
      return searchCard(siteName, query, found.total);
    }),
  );
  router.get(
    cardPath('founders'),
    cardRoute(pages, async (_req, read) =>
      foundersCard(siteName, (await read('list_founders', { query: { per_page: 1 } })).total),
    ),
  );
  return router;
}
