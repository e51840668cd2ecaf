/**
 * Success bodies of the public directory's operations (site, listings, categories, launches,
 * leaderboards, founders, blog, awards, badges, interview questions, products). The query handlers
 * build their bodies typed by these schemas (`ResponseOf<'get_listing'>`), the OpenAPI document and
 * the MCP tools' outputSchema are generated from them, and the e2e suites validate every answer
 * against the document.
 */
import { z } from '../zod.ts';
import { DISCOUNT_REASONS, DISCOUNT_REASON_LABELS } from '../../../contracts/engagement/vote-counting.events.ts';
import {
  obj,
  absoluteUrl,
  calendarDate,
  cents,
  count,
  dateTime,
  faqItem,
  milestoneItem,
  pagedOf,
  socialLinks,
  storySections,
} from './common.ts';

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
export const BADGE_SHAPES = ['standard', 'outline', 'pill', 'banner', 'square'] as const;
export const BADGE_MODES = ['light', 'dark', 'auto'] as const;
export const BADGE_SIZES = ['s', 'm', 'l'] as const;
export const BADGE_TYPES = ['listed_on', 'launched_on', 'featured', 'verified', 'launch_of_the_week'] as const;
export const PAID_SECTION_NAMES = ['story', 'milestones', 'media'] as const;

/** A listing's status as the public sees it: `scheduled` is shown as `upcoming`. */
export const PUBLIC_LISTING_STATUSES = ['draft', 'awaiting_badge', 'upcoming', 'live'] as const;
/** A listing's status as its owner sees it. */
export const OWNED_LISTING_STATUSES = ['draft', 'awaiting_badge', 'scheduled', 'live'] as const;

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

export const listBlogPostsResponse = pagedOf(
  obj({
    slug: z.string(),
    title: z.string(),
    excerpt: z.string().describe('Plain-text start of the post.'),
    author: z.string(),
    published_at: dateTime,
    updated_at: dateTime,
  }),
);

export const blogPostResponse = obj({
  slug: z.string(),
  title: z.string(),
  body: z.string().describe('Markdown.'),
  body_format: z.literal('markdown'),
  faqs: z.array(faqItem),
  author: z.string(),
  published_at: dateTime,
  updated_at: dateTime.describe('Never before published_at.'),
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

export const interviewQuestionsResponse = obj({
  items: z.array(obj({ id: z.number().int().min(1), text: z.string() })),
  total: count,
});

export const productOption = obj({
  type: z.enum(['string', 'integer', 'boolean', 'enum']),
  description: z.string(),
  required: z.boolean(),
  values: z.array(z.string()).optional(),
});

export const listProductsResponse = obj({
  items: z.array(
    obj({
      code: z.string().describe('The product code an order item names.'),
      name: z.string(),
      description: z.string(),
      price_cents: cents.describe('Current price in USD cents, excluding VAT.'),
      currency: z.literal('USD'),
      needs_listing: z.boolean().describe('An order item of this product names a listing_id.'),
      week: z.enum(['none', 'optional', 'required']).describe('Whether an order item names a launch week.'),
      options: z.record(z.string(), productOption).describe('Options an order item may or must give.'),
      minimum_amount_cents: cents.optional().describe('billboard_min: the least amount_cents.'),
    }),
  ),
  total: count,
  currency: z.literal('USD'),
  prices_exclude_vat: z.literal(true),
  launch_weeks: z.array(calendarDate).describe('Mondays an order item may name as its week.'),
  free_queue: obj({ weeks_out: count, week: calendarDate.describe('Where a free listing is queued now.') }),
});

/** The public site's pages get_site_info points to, with what each shows. */
const SITE_PAGES = [
  ['home', "Today's and this week's launches, trending and upcoming, with a search box."],
  ['search', 'Search results ({text}: the words searched).'],
  ['listing', 'A listing page ({slug}: the listing slug).'],
  ['badges', "A listing's badges with their embed codes."],
  ['compare', 'Two listings side by side.'],
  ['launches', 'A launches section ({section}: today, this-week, upcoming, …).'],
  ['launch_week', 'One launch week ({week}: a Monday, YYYY-MM-DD).'],
  ['leaderboard', 'A leaderboard ({board}: one of the five boards).'],
  ['awards', 'Launch of the Week awards by week.'],
  ['categories', 'The category tree.'],
  ['category', 'A category page ({slug}: the category slug).'],
  ['founders', 'Founders.'],
  ['founder', 'A founder page ({slug}: the founder slug).'],
  ['blog', 'The blog index.'],
  ['blog_post', 'A blog post ({slug}: the post slug).'],
  ['sitemap', 'The sitemap of every public page.'],
  ['robots', 'robots.txt.'],
  ['launches_feed', 'Atom feed of launches.'],
  ['blog_feed', 'Atom feed of the blog.'],
] as const;

export const siteInfoResponse = obj({
  name: z.string(),
  purpose: z.string(),
  urls: obj({
    site: absoluteUrl,
    api: absoluteUrl,
    docs: absoluteUrl,
    openapi: absoluteUrl,
    mcp: absoluteUrl,
    oauth_authorization_server: absoluteUrl,
    oauth_protected_resource: absoluteUrl,
  }),
  mcp: obj({
    url: absoluteUrl,
    transport: z.literal('streamable-http'),
    protocol_versions: z.array(z.string()),
    tools: z.string(),
    authorization: obj({
      protected_resource_metadata: absoluteUrl,
      authorization_server_metadata: absoluteUrl,
      methods: z.array(z.string()),
    }),
  }),
  pages: obj(
    Object.fromEntries(
      SITE_PAGES.map(([page, what]) => [
        page,
        z.string().describe(`${what} An absolute URL; {name} parts are RFC 6570 template variables.`),
      ]),
    ) as Record<(typeof SITE_PAGES)[number][0], z.ZodString>,
  ).describe("The public site's pages, for linking people to them."),
  counts: obj({ live_listings: count, categories: count }),
  api_version: z.string(),
});

export interface CategoryNode {
  slug: string;
  name: string;
  parent: string | null;
  listing_count: number;
  direct_listing_count: number;
  subcategories: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = z
  .strictObject({
    slug: z.string().describe('The category slug (get_category, search_listings?category=).'),
    name: z.string().describe('The name drafts and update_draft use in fields.categories.'),
    parent: z.string().nullable().describe('Slug of the parent category.'),
    listing_count: count.describe('Live listings in this category and its subcategories.'),
    direct_listing_count: count.describe('Live listings in this category itself.'),
    get subcategories() {
      return z.array(categoryNode).describe('Its subcategories, each level by name.');
    },
  })
  .openapi('CategoryNode');

export const listCategoriesResponse = obj({
  items: z.array(categoryNode).describe('Top-level categories, each level by name.'),
  total: count.describe('Categories in the tree shown.'),
});

export const categoryResponse = obj({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  faqs: z.array(faqItem),
  parent: obj({ slug: z.string(), name: z.string() }).nullable(),
  subcategories: z.array(obj({ slug: z.string(), name: z.string(), listing_count: count })),
  listing_count: count,
  ...pagedOf(
    obj({
      slug: z.string(),
      name: z.string().nullable(),
      tagline: z.string().nullable(),
      url: z.string().nullable(),
      votes: count,
      primary_category: z.string().nullable(),
    }),
  ).shape,
});

export type ListingSummary = z.output<typeof listingSummaryResponse>;
export type PublicListing = z.output<typeof publicListingResponse>;
export type PublicListingStatus = (typeof PUBLIC_LISTING_STATUSES)[number];
export type FounderResponse = z.output<typeof founderResponse>;
