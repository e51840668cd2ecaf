/**
 * The demo's second site (issue 30): `npm start` with the demo data opens an "AI Tools" site of the
 * network on the same port, told apart by host name: the default site answers on `localhost` (the
 * host of the default PUBLIC_BASE_URL), the AI site on `127.0.0.1`. Its companies overlap the default
 * site's: the writing assistants are listed on both (the same websites), beside products listed only
 * there. It has its own category tree (the default site's, as its first change copies it, plus
 * shelves for agents, vector databases, prompts and evaluation), its own blog and its own badge style
 * (pill, dark) and its own interview question (its first change copies the default site's questions,
 * same numbers, then asks one of its own). Everything goes through the same commands as the site team's (SiteOpened, category
 * and blog changes of the site, listings created with their site, launches, votes), so it is events →
 * projections like the rest of the demo.
 *
 * Only when PUBLIC_BASE_URL's host is `localhost` and SITE_HOSTS does not name 127.0.0.1: any other
 * deployment's hosts are its own to choose (`npm run admin -- site open`).
 */
import { DomainError, type EventStore, ManualClock, type Clock, addWeeks, mondayOf } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import { ListingCommands, slugify } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { DEFAULT_SITE_KEY } from '@listings/shared/contracts/site-content';
import { DEMO_PRODUCT_THEMES, withArticle } from './demo-content.ts';
import { setDemoLogo, type SeedOptions } from './seed.ts';

const actor = { kind: 'system' as const, id: 'demo-seed' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CAUSE = 'demo-data';
export const DEMO_SECOND_SITE_HOST = '127.0.0.1';

/** Products only the AI site lists. */
export const AI_ONLY = [
  {
    name: 'PromptPilot',
    tagline: 'Prompts versioned, tested and shipped',
    noun: 'prompt manager',
    category: 'prompt-tools',
  },
  {
    name: 'VectorNest',
    tagline: 'A vector database you never have to tune',
    noun: 'vector database',
    category: 'vector-databases',
  },
  { name: 'AgentForge', tagline: 'Agents that call your APIs safely', noun: 'agent platform', category: 'agents' },
  {
    name: 'Evalbench',
    tagline: 'Know when your model got worse',
    noun: 'evaluation suite',
    category: 'model-evaluation',
  },
];

/** The AI site's own shelves, under its AI category (its tree starts as a copy of the default site's). */
export const DEMO_AI_CATEGORIES = [
  { slug: 'ai', name: 'AI', description: 'Products built on machine learning.' },
  {
    slug: 'agents',
    name: 'Agents',
    parent: 'ai',
    description: 'Software that acts on its own, calling tools and APIs.',
  },
  {
    slug: 'vector-databases',
    name: 'Vector Databases',
    parent: 'ai',
    description: 'Storage and search for embeddings.',
  },
  { slug: 'prompt-tools', name: 'Prompt Tools', parent: 'ai', description: 'Writing, versioning and testing prompts.' },
  {
    slug: 'model-evaluation',
    name: 'Model Evaluation',
    parent: 'ai',
    description: 'Knowing whether a model got better or worse.',
  },
];

/** The AI site's own blog. */
export const DEMO_AI_BLOG_POST = {
  slug: 'welcome-to-ai-tools',
  title: 'Welcome to AI Tools',
  body: '# Welcome to AI Tools\n\nA directory of **AI products** only: agents, vector databases, prompt tools and the rest. Submit yours with its website: the profile is drafted from it, with quotes.',
  author: 'The AI Tools team',
};

/** The AI site's own interview question, after the default site's it starts from. */
export const DEMO_AI_INTERVIEW_QUESTION = 'Which models does your product run on, and why those?';

/** The AI site's badge style: its badges are pills in dark mode unless the embedding page asks otherwise. */
export const DEMO_AI_BADGE_STYLE = { shape: 'pill', mode: 'dark', size: 'm' };

export interface SecondSiteSummary {
  site: string;
  baseUrl: string;
  listings: number;
  votes: number;
  position: number;
}

/** Where the second site would answer, or null when this deployment does not get one. */
export function demoSecondSiteUrl(site: SiteSettings): string | null {
  const base = new URL(site.publicBaseUrl);
  if (base.hostname !== 'localhost' || (site.hosts ?? []).includes(DEMO_SECOND_SITE_HOST)) return null;
  base.hostname = DEMO_SECOND_SITE_HOST;
  return base.origin;
}

export async function seedDemoSecondSite(
  events: EventStore,
  realClock: Clock,
  site: SiteSettings,
  options: SeedOptions = {},
): Promise<SecondSiteSummary | null> {
  const baseUrl = demoSecondSiteUrl(site);
  if (!baseUrl) return null;
  const key = (site.key ?? DEFAULT_SITE_KEY) === 'ai' ? 'ai-tools' : 'ai';
  const now = realClock.now();
  const clock = new ManualClock(now);
  const content = new SiteContentCommands(events, clock);
  const listings = new ListingCommands(events, clock);
  const engagement = new EngagementCommands(events, clock);
  let position = (
    await content.site(
      {
        type: 'OpenSite',
        key,
        defaultKey: site.key ?? DEFAULT_SITE_KEY,
        name: 'AI Tools',
        purpose: 'A directory of AI products: writing assistants, agents, models and the tools around them.',
        hosts: [DEMO_SECOND_SITE_HOST],
        baseUrl,
        badgeStyle: DEMO_AI_BADGE_STYLE,
      },
      actor,
      CAUSE,
    )
  ).position;
  // Its own tree: the first change copies the default site's (when the demo seeded one), then its shelves.
  for (const category of DEMO_AI_CATEGORIES) {
    const own = await content
      .category({ type: 'CreateCategory', ...category, parent: category.parent ?? null }, actor, CAUSE, key)
      .catch((error: unknown) => {
        // The default site's tree has it already (copied): kept as it is.
        if (error instanceof DomainError && error.code === 'category_exists') return { position: 0 };
        throw error;
      });
    position = Math.max(position, own.position);
  }
  position = Math.max(
    position,
    (await content.blogPost({ type: 'PublishBlogPost', ...DEMO_AI_BLOG_POST, site: key }, actor, CAUSE)).position,
  );
  position = Math.max(
    position,
    (
      await content.interviewQuestion(
        { type: 'AddInterviewQuestion', text: DEMO_AI_INTERVIEW_QUESTION },
        actor,
        CAUSE,
        key,
      )
    ).position,
  );
  const shared = DEMO_PRODUCT_THEMES['writing-assistants']!;
  const products = [
    // The same companies as on the default site (the same websites), listed here too.
    ...shared.names.map((name) => ({ name, tagline: shared.tagline, noun: shared.noun, category: 'ai' })),
    ...AI_ONLY,
  ];
  const thisWeek = mondayOf(now);
  let votes = 0;
  for (const [index, product] of products.entries()) {
    const domain = `${slugify(product.name).replace(/-/g, '')}.example`;
    // Live on a weekday of its launch week, never after now, as the default site's demo (issue 31): all
    // going live at the moment of seeding, last week's launches were "launched today" but not "this week".
    const week = addWeeks(thisWeek, index % 2 === 0 ? 0 : -1);
    const liveAt = Math.min(Date.parse(`${week}T09:00:00Z`) + (index % 5) * DAY, now.getTime());
    clock.set(new Date(liveAt - 14 * DAY));
    const { listingId } = await listings.create(
      {
        profile: {
          name: product.name,
          url: `https://${domain}`,
          tagline: product.tagline,
          short_description: `${product.name} is ${withArticle(product.noun)} for teams shipping with AI.`,
          description: `${product.name} is ${withArticle(product.noun)}. ${product.tagline}.`,
          categories: [product.category],
          keywords: [product.noun, 'ai'],
          pricing_model: 'Freemium',
          country: 'US',
        },
        ownerId: null,
        site: key,
      },
      actor,
      CAUSE,
    );
    // The same drawn logo as the same company's listing on the default site (same name, same picture).
    if (options.blobs) await setDemoLogo(listings, listingId, product.name, options.blobs);
    clock.set(new Date(liveAt));
    position = (await listings.execute(listingId, { type: 'GoLive', week, plan: 'free' }, actor, CAUSE)).position;
    // A few votes each, by people of this site (their votes count only here, where the listing lives).
    for (let v = 0; v < 3 + ((index * 5) % 11); v++) {
      clock.set(new Date(Math.min(liveAt + (v + 1) * HOUR, now.getTime())));
      position = (
        await engagement.execute(
          { type: 'Vote', listingId, voterId: `ai-person-${index}-${v}`, ...SIMULATED_PERSON },
          actor,
          CAUSE,
        )
      ).position;
      votes++;
    }
  }
  clock.set(now);
  return { site: key, baseUrl, listings: products.length, votes, position };
}
