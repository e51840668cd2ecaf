/**
 * Listings in the catalog: the public directory of listings (search, a listing, alternatives,
 * comparison), launches and leaderboards, founders, awards and badges, each operation with its
 * answer. The listing summary and the public profile are here; my-listings.ts extends them.
 */
import { z } from './zod.ts';
import { DISCOUNT_REASONS, DISCOUNT_REASON_LABELS } from '../../contracts/engagement/vote-counting.events.ts';
import { BADGE_SHAPES, BADGE_MODES, BADGE_SIZES } from '../../contracts/site-content/sites.events.ts';
import { byOperationId, defineOperation } from './operation.ts';
import { publicRead, noQuery, slugParams } from './presets.ts';
import { countryCode, paging, pastWeekRef, slug, weekRef } from './fields.ts';
import {
  obj,
  absoluteUrl,
  calendarDate,
  count,
  dateTime,
  faqItem,
  milestoneItem,
  pagedOf,
  socialLinks,
  storySections,
} from './responses/common.ts';

// ——— Vocabulary ———

export const LEADERBOARDS = [
  'community-weekly',
  'community-all-time',
  'billboard',
  'domain-rating',
  'revenue',
] as const;

export const LISTING_SORTS = ['relevance', 'newest', 'votes', 'trending', 'most_viewed', 'most_followed'] as const;

export const LAUNCH_SECTIONS = [
  'today',
  'this-week',
  'trending',
  'most-voted',
  'recent',
  'most-viewed',
  'most-followed',
  'upcoming',
] as const;

// The badges' shapes, colour modes and sizes: the published language's (a site sets its style from them).
export { BADGE_SHAPES, BADGE_MODES, BADGE_SIZES };

export const BADGE_TYPES = ['listed_on', 'launched_on', 'featured', 'verified', 'launch_of_the_week'] as const;

export const PAID_SECTION_NAMES = ['story', 'milestones', 'media'] as const;

/** A listing's status as the public sees it: `scheduled` is shown as `upcoming`. */
export const PUBLIC_LISTING_STATUSES = ['draft', 'awaiting_badge', 'upcoming', 'live'] as const;

// ——— Responses ———

const votes = count.describe('Community votes, all time.');

/** The fields of a listing summary, shared by the summary and the objects that extend it. */
export const listingSummaryShape = {
  slug: z.string().describe('The listing page slug.'),
  name: z.string(),
  url: absoluteUrl.describe("The product's website."),
  tagline: z.string().nullable(),
  logo_url: z.string().nullable(),
  categories: z.array(z.string()).describe('Category slugs; the first is the primary category.'),
  primary_category: z.string().nullable().describe('Slug of the primary category.'),
  pricing_model: z.string().nullable(),
  country: z.string().nullable().describe('ISO 3166-1 alpha-2 country code.'),
  stage: z.string().nullable(),
  status: z
    .enum(PUBLIC_LISTING_STATUSES)
    .describe('live, or upcoming (scheduled for a launch week); public reads show only these two.'),
  launch_week: calendarDate.nullable().describe('Monday of the launch week.'),
  votes,
  featured: z.boolean().describe('Featured now (a paid placement).'),
  verified: z.boolean().describe('The owner proved control of the domain (a claim); not the same as paid.'),
  listing_url: absoluteUrl.describe('The listing page on the site.'),
};

export const listingSummaryResponse = obj(listingSummaryShape).openapi('ListingSummary', {
  description: 'A listing in a list: enough to show and link it.',
});

const figure = obj({
  value: z.number(),
  unit: z.string(),
  as_of: calendarDate.describe('Date of the latest figure.'),
  trend: obj({ change: z.number(), direction: z.enum(['up', 'down', 'flat']) })
    .nullable()
    .describe('Change from the figure before; null with a single figure.'),
  history: z.array(obj({ date: calendarDate, value: z.number() })),
});

const founderOfListing = obj({
  slug: z.string().describe('The founder page slug (get_founder).'),
  name: z.string(),
  title: z.string().nullable().describe('The role.'),
  bio: z.string().nullable(),
});

const latestUpdate = obj({
  id: z.number().int().min(1),
  title: z.string(),
  body: z.string(),
  posted_at: dateTime,
});

/** The public profile's fields (get_listing); the owner's view (get_my_listing) extends them. */
export const publicListingShape = {
  ...listingSummaryShape,
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  features: z.array(z.string()),
  usps: z.array(z.string()).describe('Unique selling points.'),
  keywords: z.array(z.string()),
  tags: z.array(z.string()),
  pricing: obj({ model: z.string().nullable(), summary: z.string().nullable() }),
  location: obj({ country: z.string().nullable(), city: z.string().nullable() }),
  founded_year: z.number().int().nullable(),
  domain: z.string().describe("The website's domain, without www."),
  founders: z.array(founderOfListing).describe('The first is the primary founder.'),
  faqs: z.array(faqItem),
  socials: socialLinks,
  contact_email: z.string().nullable(),
  demo_video_url: z.string().nullable(),
  latest_updates: z.array(latestUpdate).describe("The owner's updates, newest first."),
  community_rating: obj({
    average: z.number().nullable().describe('1 to 5; null without reviews.'),
    count: count,
    basis: z.literal('genuine reviews only'),
  }).describe('From genuine reviews only.'),
  vote_accounting: obj({
    basis: z.string().describe('What the vote counts count: counted votes only.'),
    method_url: absoluteUrl.describe('The page that says in plain words how votes are counted.'),
    weeks: z
      .array(
        obj({
          week: calendarDate.describe('The launch week (its Monday).'),
          cast: count.describe('Votes cast for this listing that week.'),
          counted: count.describe('Of those, votes counted on boards, trending and awards.'),
          discounted: obj(
            Object.fromEntries(
              DISCOUNT_REASONS.map((reason) => [
                reason,
                count.optional().describe(`Votes ${DISCOUNT_REASON_LABELS[reason]}.`),
              ]),
            ) as Record<(typeof DISCOUNT_REASONS)[number], z.ZodOptional<typeof count>>,
          ).describe('Votes set aside, by reason category (categories with none left out).'),
        }),
      )
      .describe('Newest week first; weeks without votes left out.'),
  }).describe('The public accounting of votes: never identities, thresholds or signals.'),
  domain_rating: figure.nullable().describe('Domain Rating (0–100) from a third-party SEO tool, with its trend.'),
  revenue: figure.nullable().describe('Revenue in USD cents, as reported to the site team.'),
  plan: z.enum(['free', 'paid']).nullable(),
  live_at: dateTime.nullable(),
  follows: count,
  views: count,
  seo: obj({ title: z.string().nullable(), description: z.string().nullable() }),
  not_found_on_website: z
    .array(z.string())
    .describe(
      "Profile facts the company's own site did not state (left blank on purpose); a fact given since is no longer listed.",
    ),
  unlocked_sections: z.array(z.enum(PAID_SECTION_NAMES)).describe('Paid-only sections shown for this listing.'),
  story: storySections.optional().describe('Only when the story section is unlocked.'),
  milestones: z.array(milestoneItem).optional().describe('Only when the milestones section is unlocked.'),
  media: z
    .array(obj({ type: z.enum(['image', 'video']), url: z.string(), caption: z.string().optional() }))
    .optional()
    .describe('Only when the media section is unlocked.'),
  facts_confirmed_at: dateTime
    .nullable()
    .describe("When every drafted fact's quote was last found again on the company's site; null if never re-read."),
  outbound_link: obj({
    url: z.string().describe("The company's website."),
    rel: z
      .enum(['nofollow'])
      .nullable()
      .describe('nofollow while a free listing’s badge is missing from the site past its grace period.'),
    note: z.string().nullable().describe('Why the link is marked nofollow, in words.'),
  }).describe("The listing page's link to the company's website."),
  links: obj({
    website: absoluteUrl,
    page: absoluteUrl.describe('The listing page on the site.'),
    self: absoluteUrl.describe('This resource in the API.'),
    alternatives: absoluteUrl,
    badges: absoluteUrl,
  }),
};

export const publicListingResponse = obj(publicListingShape);

export const searchListingsResponse = obj({
  ...pagedOf(listingSummaryResponse).shape,
  sort: z.enum(LISTING_SORTS).describe('The sort applied (relevance without q sorts by votes).'),
  q: z.string().optional().describe('The query, when one was given.'),
});

export const alternativesResponse = obj({
  listing: z.string().describe('Slug of the listing asked about.'),
  primary_category: z.string().nullable(),
  items: z.array(
    obj({
      ...listingSummaryShape,
      approved: z.boolean().describe('Approved by the owner as an alternative (listed first).'),
    }),
  ),
});

export const COMPARED_FACTS = [
  'tagline',
  'pricing_model',
  'pricing_summary',
  'stage',
  'country',
  'city',
  'founded_year',
  'primary_category',
  'votes',
  'community_rating',
  'domain_rating',
] as const;

export const COMPARED_LISTS = ['features', 'usps', 'categories'] as const;

export const compareListingsResponse = obj({
  a: listingSummaryResponse,
  b: listingSummaryResponse,
  facts: z.array(
    obj({
      fact: z.enum(COMPARED_FACTS),
      a: z.union([z.string(), z.number()]).nullable().describe("Listing a's value; null when it has none."),
      b: z.union([z.string(), z.number()]).nullable(),
      on_neither: z.boolean().describe('Both cells are empty: the fact is on neither listing.'),
    }),
  ),
  lists: z.array(
    obj({
      fact: z.enum(COMPARED_LISTS),
      rows: z.array(obj({ value: z.string(), a: z.boolean(), b: z.boolean() })),
      on_neither: z.boolean(),
    }),
  ),
});

export const launchWeekResponse = obj({
  week: calendarDate.describe('Monday of the week.'),
  starts_on: calendarDate,
  ends_on: calendarDate.describe('Sunday of the week.'),
  state: z.enum(['past', 'current', 'upcoming']),
  ranked_by: z.string().nullable().describe('null for an upcoming week (scheduled launches, by name).'),
  total: count,
  items: z.array(
    obj({
      rank: z.number().int().min(1).nullable().describe('null in an upcoming week.'),
      listing: listingSummaryResponse,
      votes_this_week: count,
    }),
  ),
});

export const listLaunchesResponse = obj({
  section: z.enum(LAUNCH_SECTIONS),
  ...pagedOf(
    obj({
      ...listingSummaryShape,
      trending_score: z.number().optional().describe('Section trending only: time-decayed votes.'),
    }),
  ).shape,
});

export const leaderboardResponse = obj({
  board: z.enum(LEADERBOARDS),
  week: calendarDate.optional().describe('community-weekly only: the Monday of the week ranked.'),
  paid_ranking: z.boolean().describe('true for the billboard: ordered by money contributed.'),
  notice: z.string().optional().describe('The billboard says it is a paid ranking.'),
  ranked_by: z.string(),
  ...pagedOf(
    obj({
      rank: z.number().int().min(1),
      listing: listingSummaryResponse,
      metric: obj({
        name: z.enum(['votes', 'contributed_usd_cents', 'domain_rating', 'revenue_usd_cents']),
        value: z.number(),
        as_of: calendarDate.optional(),
        change: z.number().nullable().optional(),
      }),
      paid: z.literal(true).optional().describe('Billboard items: a paid placement.'),
      label: z.string().optional(),
    }),
  ).shape,
});

const founderCompanyShape = {
  slug: z.string().describe('The listing slug.'),
  name: z.string(),
  role: z.string().nullable().describe("The founder's title in this company."),
  primary_founder: z.boolean(),
  status: z.enum(PUBLIC_LISTING_STATUSES),
  listing_url: absoluteUrl,
};

const founderLinks = obj({ page: absoluteUrl, self: absoluteUrl });

export const listFoundersResponse = pagedOf(
  obj({
    slug: z.string(),
    name: z.string(),
    title: z.string().nullable(),
    country: z.string().nullable(),
    companies: z.array(obj(founderCompanyShape)),
    links: founderLinks,
  }),
);

export const founderResponse = obj({
  slug: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  socials: socialLinks,
  companies: z.array(
    obj({
      ...founderCompanyShape,
      tagline: z.string().nullable(),
      logo_url: z.string().nullable(),
      url: z.string().nullable(),
    }),
  ),
  stories: z.array(obj({ listing_slug: z.string(), listing_name: z.string(), story: storySections })),
  links: founderLinks,
});

export const listAwardsResponse = pagedOf(
  obj({
    award: z.string().describe('Launch of the Week #1, #2 or #3.'),
    rank: z.number().int().min(1).max(3),
    week: calendarDate,
    week_ends_on: calendarDate,
    votes: count.describe('Community votes cast during the week.'),
    basis: z.string(),
    listing: obj({ slug: z.string(), name: z.string(), listing_url: absoluteUrl }),
  }),
);

const badgeStyleShape = { shape: z.enum(BADGE_SHAPES), mode: z.enum(BADGE_MODES), size: z.enum(BADGE_SIZES) };

const dimensions = { width: z.number().int().min(1), height: z.number().int().min(1) };

export const badgesResponse = obj({
  listing: z.string(),
  site: z.string(),
  style: obj(badgeStyleShape),
  available: obj({
    shapes: z.array(z.enum(BADGE_SHAPES)),
    modes: z.array(z.enum(BADGE_MODES)),
    sizes: z.array(z.enum(BADGE_SIZES)),
  }),
  badges: z.array(
    obj({
      type: z.enum(BADGE_TYPES),
      label: z.string(),
      award: obj({ rank: z.number().int(), week: calendarDate, votes: count }).optional(),
      ...dimensions,
      image_url: absoluteUrl.describe('SVG image in the requested style.'),
      embed_html: z.string().describe('HTML to paste into a page: the image linking to the listing.'),
      other_styles: z.array(obj({ ...badgeStyleShape, ...dimensions, image_url: absoluteUrl })),
    }),
  ),
});

export type ListingSummary = z.output<typeof listingSummaryResponse>;

export type PublicListing = z.output<typeof publicListingResponse>;

export type PublicListingStatus = (typeof PUBLIC_LISTING_STATUSES)[number];

export type FounderResponse = z.output<typeof founderResponse>;

// ——— Operations ———

export const listingsOperations = byOperationId(
  defineOperation({
    ...publicRead,
    operationId: 'search_listings',
    response: searchListingsResponse,
    path: '/listings',
    tag: 'Listings',
    summary: 'Search listings',
    description:
      'Typo-tolerant full-text search over name, tagline, description and keywords, with filters and sorts. Results are summaries; each item carries at least name, url and votes.',
    query: z.strictObject({
      q: z.string().max(200).optional(),
      category: slug.optional().describe('Category slug; includes subcategories.'),
      stage: slug.optional().describe('Stage slug, e.g. idea, mvp, launched, growing.'),
      country: countryCode.optional(),
      pricing_model: z.string().max(40).optional(),
      domain: z.string().max(253).optional(),
      status: z.enum(['live', 'upcoming']).default('live'),
      sort: z.enum(LISTING_SORTS).default('relevance'),
      ...paging,
    }),
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_listing',
    response: publicListingResponse,
    path: '/listings/{slug}',
    tag: 'Listings',
    params: slugParams,
    query: noQuery,
    notFound: true,
    summary: 'Get a listing',
    description:
      'The public profile of a listing: description, features, pricing, categories, founders, FAQs, socials, latest updates, community rating (genuine reviews only), Domain Rating with trend, links, and not_found_on_website. Paid-only sections (story, milestones, media) appear only when unlocked.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_alternatives',
    response: alternativesResponse,
    path: '/listings/{slug}/alternatives',
    tag: 'Listings',
    params: slugParams,
    query: noQuery,
    notFound: true,
    summary: 'Alternatives to a listing',
    description:
      'Owner-approved alternatives (approved=true) first, then other live listings in the same primary category.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'compare_listings',
    response: compareListingsResponse,
    path: '/compare',
    tag: 'Listings',
    notFound: true,
    query: z.strictObject({ a: slug, b: slug }),
    summary: 'Compare two listings',
    description: 'Puts the facts of two listings side by side. Empty cells mean the fact is on neither listing.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_launch_week',
    response: launchWeekResponse,
    path: '/launches/weeks/{week}',
    tag: 'Launches',
    notFound: true,
    params: z.strictObject({ week: weekRef.describe('this, next, last, or a date YYYY-MM-DD snapped to its Monday.') }),
    query: noQuery,
    summary: 'A launch week',
    description:
      'Weeks run Monday to Sunday (UTC). Live launches ranked by votes; future weeks list scheduled launches.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'list_launches',
    response: listLaunchesResponse,
    path: '/launches',
    tag: 'Launches',
    query: z.strictObject({ section: z.enum(LAUNCH_SECTIONS).default('this-week'), ...paging }),
    summary: 'List launches',
    description: 'Launches by section. Trending uses time-decayed votes.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_leaderboard',
    response: leaderboardResponse,
    refusals: { 400: ['week_not_applicable'] },
    path: '/leaderboards/{board}',
    tag: 'Launches',
    notFound: true,
    params: z.strictObject({
      board: z
        .string()
        .max(40)
        .describe(`One of: ${LEADERBOARDS.join(', ')}.`),
    }),
    query: z.strictObject({
      week: pastWeekRef.optional().describe('community-weekly only: this, last or a date.'),
      ...paging,
    }),
    summary: 'A leaderboard',
    description:
      'Rankings: community votes (weekly or all time), the billboard (a paid ranking by money contributed, always marked as paid), Domain Rating and revenue. Each item has rank, listing and metric.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'list_founders',
    response: listFoundersResponse,
    path: '/founders',
    tag: 'Founders',
    query: z.strictObject({ q: z.string().max(120).optional(), country: countryCode.optional(), ...paging }),
    summary: 'List founders',
    description: 'Founders, searchable by name and filtered by country.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_founder',
    response: founderResponse,
    path: '/founders/{slug}',
    tag: 'Founders',
    params: slugParams,
    query: noQuery,
    notFound: true,
    summary: 'Get a founder',
    description: 'Bio, socials, companies and published stories of a founder.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'list_awards',
    response: listAwardsResponse,
    path: '/awards',
    tag: 'Awards',
    query: z.strictObject({ listing: slug.optional(), ...paging }),
    summary: 'List awards',
    description: 'Launch of the Week #1, #2 and #3 awards, from community votes only; newest week first.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_badges',
    response: badgesResponse,
    path: '/listings/{slug}/badges',
    tag: 'Badges',
    params: slugParams,
    notFound: true,
    // Absent: the listing's site's badge style (its own, else the standard one: standard, auto, m).
    query: z.strictObject({
      shape: z.enum(BADGE_SHAPES).optional().describe("Default: the site's badge style (standard unless it set one)."),
      mode: z.enum(BADGE_MODES).optional().describe("Default: the site's badge style (auto unless it set one)."),
      size: z.enum(BADGE_SIZES).optional().describe("Default: the site's badge style (m unless it set one)."),
    }),
    summary: 'Badge embed codes',
    description:
      'HTML embed code and SVG image URLs for each badge the listing has earned. A listing on the free plan that waits for its badge is not public (404), except to its owner, recognised by the credentials sent: they get its "Listed on" badge to put on their site.',
  }),
);
