/**
 * Site content in the catalog: what the site team publishes (site information, the category tree,
 * the blog, the founder interview questions, the buyable products), each operation with its answer.
 */
import { z } from './zod.ts';
import { byOperationId, defineOperation } from './operation.ts';
import { publicRead, noQuery, pagingQuery, slugParams } from './presets.ts';
import { paging } from './fields.ts';
import { obj, absoluteUrl, calendarDate, cents, count, dateTime, faqItem, pagedOf } from './responses/common.ts';

// ——— Responses ———

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
  key: z.string().describe("This site's key in the network: what apply_to names it by."),
  name: z.string(),
  purpose: z.string(),
  network: z
    .array(
      obj({
        key: z.string().describe('The site key, as apply_to names it.'),
        name: z.string().describe("The site's name."),
        base_url: absoluteUrl.describe("The site's public base URL."),
      }),
    )
    .describe('Every site of the network, this one included (the keys apply_to accepts besides `all`).'),
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

// ——— Operations ———

export const siteContentOperations = byOperationId(
  defineOperation({
    ...publicRead,
    operationId: 'get_site_info',
    response: siteInfoResponse,
    path: '/site',
    tag: 'Site',
    query: noQuery,
    summary: 'Site information',
    description:
      "Returns the site's key, name and purpose, the network of sites it belongs to (key, name and base URL of each), public URLs, counts of live listings and categories, and where the docs, the OpenAPI file and the MCP server are.",
  }),
  defineOperation({
    ...publicRead,
    operationId: 'list_categories',
    response: listCategoriesResponse,
    path: '/categories',
    tag: 'Categories',
    query: z.strictObject({ include_empty: z.boolean().default(true) }),
    summary: 'Category tree',
    description: 'The full category tree with live listing counts.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_category',
    response: categoryResponse,
    path: '/categories/{slug}',
    tag: 'Categories',
    params: slugParams,
    query: pagingQuery,
    notFound: true,
    summary: 'Get a category',
    description: 'Description, FAQs, parent, subcategories, and live listings most voted first.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'list_blog_posts',
    response: listBlogPostsResponse,
    path: '/blog',
    tag: 'Blog',
    query: z.strictObject({ q: z.string().max(200).optional(), ...paging }),
    summary: 'List blog posts',
    description: 'Blog posts, newest first.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_blog_post',
    response: blogPostResponse,
    path: '/blog/{slug}',
    tag: 'Blog',
    params: slugParams,
    query: noQuery,
    notFound: true,
    summary: 'Get a blog post',
    description: 'The full Markdown text and FAQs of a blog post.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'list_interview_questions',
    response: interviewQuestionsResponse,
    path: '/interview-questions',
    tag: 'Founders',
    query: noQuery,
    summary: 'Interview questions',
    description: 'The founder interview questions, answered with answer_interview.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'list_products',
    response: listProductsResponse,
    path: '/products',
    tag: 'Orders',
    query: noQuery,
    summary: 'Buyable products',
    description:
      'All buyable products with the current price in USD cents (excluding VAT), the needs_listing flag, options and available launch weeks. Prices are set by the site admin: never hardcode them.',
  }),
);
