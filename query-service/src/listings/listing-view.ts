/**
 * How a listing read-model document is shown publicly: the full profile for get_listing and a
 * summary for lists. Internal fields (owner, per-review data, counters by day) never leave here, and
 * paid-only sections appear only when unlocked for that listing.
 */
import type { SiteSettings } from '@listings/shared/platform';
import { PAID_SECTIONS, safeProfile } from '@listings/shared/contracts/listings';
import type { ListingDocument } from '@listings/projectors/listings';
import { mediaOf } from './listing-logos.ts';
import type { ListingSummary, PublicListing, PublicListingStatus } from '@listings/shared/api';

const hasValue = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
import { DISCOUNT_REASONS, type WeekVoteAccounting } from '@listings/shared/contracts/engagement';

/**
 * The public accounting of a listing's votes per launch week, newest first: cast, counted, and
 * discounted per reason category (categories with none left out). No identity, threshold or signal.
 */
export function voteAccounting(doc: Pick<ListingDocument, 'vote_accounting'>): WeekVoteAccounting[] {
  return Object.entries(doc.vote_accounting ?? {})
    .map(([week, row]) => ({
      week,
      cast: Math.max(0, row.cast ?? 0),
      counted: Math.max(0, row.counted ?? 0),
      discounted: Object.fromEntries(
        DISCOUNT_REASONS.map((reason) => [reason, row.discounted?.[reason] ?? 0] as const).filter(([, n]) => n > 0),
      ),
    }))
    .filter((row) => row.cast > 0 || row.counted > 0)
    .sort((a, b) => b.week.localeCompare(a.week));
}

/**
 * `scheduled` is shown to the public as `upcoming`. An `unpublished` listing (taken off by the site
 * team) is in no public answer; its owner's view says `draft`, not public.
 */
export const publicStatus = (status: ListingDocument['status']): PublicListingStatus =>
  status === 'scheduled' ? 'upcoming' : status === 'unpublished' ? 'draft' : status;

/** Listings the public may see: live ones and upcoming (scheduled) ones. */
export const PUBLIC_STATUSES = ['live', 'scheduled'];

type Series = {
  history: { date: string; value: number }[];
  latest: { date: string; value: number } | null;
  change: number | null;
};

/** Admin-entered figures of a listing (the `listing_figures` read model). */
export interface Figures {
  domain_rating?: Series;
  revenue?: Series;
}

const figure = (series: Series | undefined, unit: string): PublicListing['domain_rating'] =>
  series?.latest
    ? {
        value: series.latest.value,
        unit,
        as_of: series.latest.date,
        trend:
          series.change === null
            ? null
            : { change: series.change, direction: series.change > 0 ? 'up' : series.change < 0 ? 'down' : 'flat' },
        history: series.history,
      }
    : null;

/**
 * The read model as it may be served: links and the contact address recorded before the API refused
 * unsafe ones (a document built before the projection dropped them) are dropped here too.
 */
const servable = (doc: ListingDocument): ListingDocument => safeProfile(doc);

export function listingSummary(raw: ListingDocument, site: SiteSettings): ListingSummary {
  const doc = servable(raw);
  return {
    slug: doc.slug,
    name: doc.name,
    url: doc.url,
    tagline: doc.tagline ?? null,
    logo_url: doc.logo_url ?? null,
    categories: doc.categories ?? [],
    primary_category: doc.categories?.[0] ?? null,
    pricing_model: doc.pricing_model ?? null,
    country: doc.country ?? null,
    stage: doc.stage ?? null,
    status: publicStatus(doc.status),
    launch_week: doc.launch_week,
    votes: doc.votes,
    featured: doc.featured,
    verified: doc.verified,
    listing_url: `${site.publicBaseUrl}/listings/${doc.slug}`,
  };
}

export function publicListing(raw: ListingDocument, site: SiteSettings, figures: Figures): PublicListing {
  const doc = servable(raw);
  const unlocked = new Set(doc.plan === 'paid' ? [...PAID_SECTIONS] : doc.unlocked);
  const base = `${site.publicBaseUrl}/v1/listings/${doc.slug}`;
  return {
    ...listingSummary(doc, site),
    short_description: doc.short_description ?? null,
    description: doc.description ?? null,
    headline: doc.headline ?? null,
    summary: doc.summary ?? null,
    features: doc.features ?? [],
    usps: doc.usps ?? [],
    keywords: doc.keywords ?? [],
    tags: doc.tags ?? [],
    pricing: { model: doc.pricing_model ?? null, summary: doc.pricing_summary ?? null },
    location: { country: doc.country ?? null, city: doc.city ?? null },
    founded_year: doc.founded_year ?? null,
    domain: doc.domain,
    founders: (doc.founders ?? []).map((f) => ({
      slug: f.slug,
      name: f.name,
      title: f.title ?? null,
      bio: f.bio ?? null,
    })),
    faqs: doc.faqs ?? [],
    socials: doc.socials ?? {},
    contact_email: doc.contact_email ?? null,
    demo_video_url: doc.demo_video_url ?? null,
    latest_updates: doc.latest_updates,
    community_rating: { ...doc.rating, basis: 'genuine reviews only' },
    vote_accounting: {
      basis: 'votes counts counted votes only; each week shows votes cast, counted, and discounted by reason',
      method_url: `${site.publicBaseUrl}/how-votes-are-counted`,
      weeks: voteAccounting(doc),
    },
    domain_rating: figure(figures.domain_rating, 'Domain Rating (0-100, from a third-party SEO tool)'),
    revenue: figure(figures.revenue, 'USD cents'),
    plan: doc.plan,
    live_at: doc.live_at,
    follows: doc.follows,
    views: doc.views,
    seo: { title: doc.seo_title ?? null, description: doc.seo_description ?? null },
    // Facts the site did not state, until someone gives them: a fact with a value is not listed.
    not_found_on_website: (doc.not_found_on_website ?? []).filter((fact) => !hasValue(doc[fact])),
    unlocked_sections: [...unlocked],
    ...(unlocked.has('story') ? { story: doc.story ?? {} } : {}),
    ...(unlocked.has('milestones') ? { milestones: doc.milestones } : {}),
    ...(unlocked.has('media') ? { media: mediaOf(doc, site.publicBaseUrl) } : {}),
    /** When every drafted fact's quote was last found on the company's site (kept facts); null if never. */
    facts_confirmed_at: doc.facts_confirmed_at ?? null,
    outbound_link: {
      url: doc.url,
      rel: doc.link_nofollow ? 'nofollow' : null,
      note: doc.link_nofollow
        ? 'The listing is on the free plan, which asks for our badge on the company’s site; the badge is no longer there, so this link is marked nofollow until it returns.'
        : null,
    },
    links: {
      website: doc.url,
      page: `${site.publicBaseUrl}/listings/${doc.slug}`,
      self: base,
      alternatives: `${base}/alternatives`,
      badges: `${base}/badges`,
    },
  };
}
