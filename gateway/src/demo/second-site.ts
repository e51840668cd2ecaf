/**
 * The demo's second site (issue 30): `npm start` with the demo data opens an "AI Tools" site of the
 * network on the same port, told apart by host name: the default site answers on `localhost` (the
 * host of the default PUBLIC_BASE_URL), the AI site on `127.0.0.1`. Its companies overlap the default
 * site's: the writing assistants are listed on both (the same websites), beside products listed only
 * there. Everything goes through the same commands as the site team's (SiteOpened, listings created
 * with their site, launches, votes), so it is events → projections like the rest of the demo.
 *
 * Only when PUBLIC_BASE_URL's host is `localhost` and SITE_HOSTS does not name 127.0.0.1: any other
 * deployment's hosts are its own to choose (`npm run admin -- site open`).
 */
import { type EventStore, ManualClock, type Clock, addWeeks, mondayOf } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import { ListingCommands, slugify } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { DEFAULT_SITE_KEY } from '@listings/shared/contracts/site-content';
import { DEMO_PRODUCT_THEMES } from './demo-content.ts';

const actor = { kind: 'system' as const, id: 'demo-seed' };
const CAUSE = 'demo-data';
export const DEMO_SECOND_SITE_HOST = '127.0.0.1';

/** Products only the AI site lists. */
const AI_ONLY = [
  { name: 'PromptPilot', tagline: 'Prompts versioned, tested and shipped', noun: 'prompt manager' },
  { name: 'VectorNest', tagline: 'A vector database you never have to tune', noun: 'vector database' },
  { name: 'AgentForge', tagline: 'Agents that call your APIs safely', noun: 'agent platform' },
  { name: 'Evalbench', tagline: 'Know when your model got worse', noun: 'evaluation suite' },
];

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
      },
      actor,
      CAUSE,
    )
  ).position;
  const shared = DEMO_PRODUCT_THEMES['writing-assistants']!;
  const products = [
    // The same companies as on the default site (the same websites), listed here too.
    ...shared.names.map((name) => ({ name, tagline: shared.tagline, noun: shared.noun })),
    ...AI_ONLY,
  ];
  const thisWeek = mondayOf(now);
  let votes = 0;
  for (const [index, product] of products.entries()) {
    const domain = `${slugify(product.name).replace(/-/g, '')}.example`;
    const { listingId } = await listings.create(
      {
        profile: {
          name: product.name,
          url: `https://${domain}`,
          tagline: product.tagline,
          short_description: `${product.name} is a ${product.noun} for teams shipping with AI.`,
          description: `${product.name} is a ${product.noun}. ${product.tagline}.`,
          categories: ['ai'],
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
    const week = addWeeks(thisWeek, index % 2 === 0 ? 0 : -1);
    position = (await listings.execute(listingId, { type: 'GoLive', week, plan: 'free' }, actor, CAUSE)).position;
    // A few votes each, by people of this site (their votes count only here, where the listing lives).
    for (let v = 0; v < 3 + ((index * 5) % 11); v++) {
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
  return { site: key, baseUrl, listings: products.length, votes, position };
}
