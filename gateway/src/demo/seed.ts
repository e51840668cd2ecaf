/**
 * Seeds the demo directory through the same commands the site team, founders and visitors use, so
 * everything it shows is events → projections, as in production. Time is simulated with a manual
 * clock so votes, launches and figures fall in past, current and future launch weeks.
 */
import {
  type BlobStore,
  type EventStore,
  ManualClock,
  type Clock,
  addDays,
  addWeeks,
  mondayOf,
} from '@listings/shared/kernel';
import { ingestImage, renditionRefs, type ImageManifest } from '@listings/shared/platform';
import { ListingCommands, slugify } from '@listings/command-service/listings';
import { EngagementCommands, ProfileActions, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { AccountCommands } from '@listings/command-service/accounts';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { PAID_SECTIONS, type ListingImage, type ListingProfile } from '@listings/shared/contracts/listings';
import {
  DEMO_BLOG_POSTS,
  DEMO_CATEGORIES,
  DEMO_FOUNDERS,
  DEMO_INTERVIEW_QUESTIONS,
  DEMO_PRICES,
  DEMO_PRICING,
  DEMO_PRODUCT_THEMES,
  DEMO_REVIEWERS,
  DEMO_STAGES,
  withArticle,
} from './demo-content.ts';
import { demoLogoPng } from './demo-logos.ts';
import { DEMO_SCREEN_LAYOUTS, demoScreenshotPng } from './demo-screenshots.ts';

const actor = { kind: 'system' as const, id: 'demo-seed' };
const CAUSE = 'demo-data';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The account of the demo's r-th reviewer (DEMO_REVIEWERS); none of them votes, so no count changes. */
const reviewerId = (r: number) => `demo-reviewer-${r}`;

/** A small deterministic generator (mulberry32), so every fresh start shows the same directory. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export interface SeedSummary {
  listings: number;
  votes: number;
  position: number;
}

export interface SeedOptions {
  /**
   * Where pictures are kept: given, every product gets a logo of its own (demo-logos.ts) through the
   * upload pipeline; without one (most tests) the listings show their initials.
   */
  blobs?: BlobStore;
}

export async function seedDemoData(
  events: EventStore,
  realClock: Clock,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const now = realClock.now();
  const clock = new ManualClock(now);
  const rand = random(20261122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const content = new SiteContentCommands(events, clock);
  const listings = new ListingCommands(events, clock);
  const engagement = new EngagementCommands(events, clock);
  let position = 0;
  const track = (result: { position: number }) => (position = Math.max(position, result.position));
  const at = (time: number) => clock.set(new Date(Math.min(time, now.getTime())));

  at(now.getTime() - 120 * DAY);
  for (const category of DEMO_CATEGORIES) {
    track(
      await content.category(
        {
          type: 'CreateCategory',
          slug: category.slug,
          name: category.name,
          description: category.description,
          parent: category.parent ?? null,
        },
        actor,
        CAUSE,
      ),
    );
  }
  for (const text of DEMO_INTERVIEW_QUESTIONS)
    track(await content.interviewQuestion({ type: 'AddInterviewQuestion', text }, actor, CAUSE));
  for (const [code, priceCents] of Object.entries(DEMO_PRICES))
    track(await content.product({ type: 'SetProductPrice', code, priceCents }, actor, CAUSE));
  track(await content.setting({ type: 'SetFreeQueueWeeks', weeks: 4 }, actor, CAUSE));
  // The reviewers are members with a name and a public profile, so their reviews are signed and link to them.
  const accounts = new AccountCommands(events, clock);
  const profiles = new ProfileActions({ events, clock });
  for (const [r, reviewer] of DEMO_REVIEWERS.entries()) {
    const accountId = reviewerId(r);
    track(
      await accounts.register(
        { accountId, name: reviewer.name, email: `${reviewer.handle}@reviewers.example.org` },
        actor,
        CAUSE,
      ),
    );
    track(
      await profiles.save(
        accountId,
        { handle: reviewer.handle, headline: reviewer.headline, links: [], showVotes: false },
        CAUSE,
      ),
    );
  }
  for (const [i, post] of DEMO_BLOG_POSTS.entries()) {
    const publishedAt = new Date(now.getTime() - (DEMO_BLOG_POSTS.length - i) * 9 * DAY).toISOString();
    // Published when it says it was, so it is never "updated" before it was published.
    at(Date.parse(publishedAt));
    track(
      await content.blogPost(
        { type: 'PublishBlogPost', ...post, author: 'The Listings Directory team', publishedAt },
        actor,
        CAUSE,
      ),
    );
  }

  const thisWeek = mondayOf(now);
  let index = 0;
  let votes = 0;
  const created: { listingId: number; slug: string; category: string }[] = [];
  for (const [category, theme] of Object.entries(DEMO_PRODUCT_THEMES)) {
    for (const name of theme.names) {
      const weekOffset = (index % 12) - 8; // 8 weeks back … 3 weeks ahead
      const week = addWeeks(thisWeek, weekOffset);
      const paid = index % 4 === 0;
      const founders = [
        DEMO_FOUNDERS[index % DEMO_FOUNDERS.length],
        ...(index % 3 === 0 ? [DEMO_FOUNDERS[(index + 5) % DEMO_FOUNDERS.length]] : []),
      ];
      const [, country, city] = founders[0];
      const domain = `${slugify(name).replace(/-/g, '')}.example`;
      const stage = pick(DEMO_STAGES);
      const pricingModel = pick(DEMO_PRICING);
      const pricingSummary = `From $${5 + Math.floor(rand() * 45)} per month; free trial available.`;
      const foundedYear = 2016 + Math.floor(rand() * 10);
      const profile: ListingProfile = {
        name,
        url: `https://${domain}`,
        tagline: theme.tagline,
        short_description: `${name} is ${withArticle(theme.noun)} for teams who want results without the overhead.`,
        description: `${name} is ${withArticle(theme.noun)} built by a small team in ${city}. ${theme.tagline}. It offers ${theme.features.slice(0, 3).join(', ').toLowerCase()} and more.`,
        stage,
        pricing_model: pricingModel,
        pricing_summary: pricingSummary,
        country,
        city,
        // Every fifth site does not state its founding year: blank on purpose, and listed as such below.
        founded_year: index % 5 === 0 ? null : foundedYear,
        features: theme.features,
        usps: [`Set up in minutes`, `Built for ${theme.noun} power users`],
        keywords: [theme.noun, category.replace(/-/g, ' ')],
        categories: paid ? [category, 'ai'] : [category],
        contact_email: `hello@${domain}`,
        logo_url: `https://${domain}/logo.png`,
        socials: { website: `https://${domain}`, x: `https://x.com/${slugify(name).replace(/-/g, '')}` },
        faqs: [{ question: `Is there a free plan?`, answer: `${name} has a free trial; see the pricing page.` }],
        founders: founders.map(([founder, fcountry, fcity], n) => ({
          slug: slugify(founder),
          name: founder,
          title: n === 0 ? 'CEO & co-founder' : 'CTO & co-founder',
          // One bio per person, whichever of their companies shows it (the founder page shows the same).
          bio: `${founder.split(' ')[0]} builds software for small teams from ${fcity}.`,
          country: fcountry,
        })),
        not_found_on_website: index % 5 === 0 ? ['founded_year'] : [],
        story: paid
          ? {
              story: `We started ${name} after years of fighting with ${theme.noun}s that did too much.`,
              whats_next: 'More integrations and a public API.',
            }
          : undefined,
      };
      at(new Date(`${week}T08:00:00Z`).getTime() - 14 * DAY);
      const { listingId, slug } = await listings.create({ profile, ownerId: null }, actor, CAUSE);
      created.push({ listingId, slug, category });
      if (options.blobs) {
        track(await setDemoLogo(listings, listingId, name, options.blobs));
        // A paid launch unlocks the paid sections (as an order's fulfilment does): its gallery shows two screens.
        if (paid) track(await addDemoGallery(listings, listingId, name, index, options.blobs));
      }
      const plan = paid ? 'paid' : 'free';
      if (weekOffset > 0) {
        track(await listings.execute(listingId, { type: 'ScheduleLaunch', week, plan }, actor, CAUSE));
      } else {
        const liveAt = new Date(`${week}T00:00:00Z`).getTime() + (index % 5) * DAY + 9 * HOUR;
        at(liveAt);
        track(await listings.execute(listingId, { type: 'GoLive', week, plan }, actor, CAUSE));
        const voters = 4 + Math.floor(rand() * 60);
        const voted = new Set<string>();
        for (let v = 0; v < voters; v++) {
          // Most votes arrive in the launch week, some later.
          const offset = rand() < 0.75 ? rand() * 6 * DAY : (6 + rand() * 20) * DAY;
          const voterId = `person-${Math.floor(rand() * 5000)}`;
          // One vote per person: a second one would be refused.
          if (liveAt + offset > now.getTime() || voted.has(voterId)) continue;
          voted.add(voterId);
          at(liveAt + offset);
          track(await engagement.execute({ type: 'Vote', listingId, voterId, ...SIMULATED_PERSON }, actor, CAUSE));
          votes++;
        }
        for (let v = 0, views = 10 + Math.floor(rand() * 50); v < views; v++)
          track(await engagement.execute({ type: 'View', listingId, viewerId: `visitor-${v}` }, actor, CAUSE));
        for (let f = 0, follows = Math.floor(rand() * 12); f < follows; f++)
          track(
            await engagement.execute(
              { type: 'Follow', listingId, followerId: `person-${f * 7}`, ...SIMULATED_PERSON },
              actor,
              CAUSE,
            ),
          );
        for (let r = 0, reviews = Math.floor(rand() * 4); r < reviews; r++) {
          track(
            await engagement.execute(
              {
                type: 'Review',
                listingId,
                reviewId: `${slug}-review-${r}`,
                authorId: reviewerId(r),
                rating: 3 + Math.floor(rand() * 3),
                text: 'Does what it says.',
                ...SIMULATED_PERSON,
              },
              actor,
              CAUSE,
            ),
          );
          // Some reviews are found bought by the site team: they stop counting.
          if (r === 2)
            track(
              await engagement.execute(
                { type: 'FlagReview', listingId, reviewId: `${slug}-review-${r}`, reason: 'bought (demo)' },
                actor,
                CAUSE,
              ),
            );
        }
        if (index % 9 === 1)
          track(
            await engagement.execute(
              {
                type: 'ContributeToBillboard',
                listingId,
                amountCents: 5000 + Math.floor(rand() * 95000),
                orderNumber: `demo-${index}`,
              },
              actor,
              CAUSE,
            ),
          );
        if (index % 7 === 0) track(await listings.execute(listingId, { type: 'Feature', until: null }, actor, CAUSE));
        if (index % 6 === 0)
          track(
            await listings.execute(
              listingId,
              { type: 'Verify', ownerId: `demo-owner-${index}`, method: 'dns' },
              actor,
              CAUSE,
            ),
          );
        if (index % 2 === 0) {
          for (let m = 3; m >= 1; m--) {
            const date = addDays(thisWeek, -30 * m);
            track(
              await content.figure(
                { type: 'RecordDomainRating', listing: slug, date, value: 20 + ((index * 7) % 50) + (3 - m) * 2 },
                actor,
                CAUSE,
              ),
            );
          }
        }
        if (index % 4 === 1)
          track(
            await content.figure(
              {
                type: 'RecordRevenue',
                listing: slug,
                date: addDays(thisWeek, -7),
                amountCents: 100_000 * (1 + (index % 13)),
              },
              actor,
              CAUSE,
            ),
          );
      }
      index++;
    }
  }
  // Owners approve a few alternatives in their category.
  for (let i = 0; i + 1 < created.length; i += 8) {
    if (created[i].category === created[i + 1].category) {
      track(
        await listings.execute(
          created[i].listingId,
          { type: 'ApproveAlternative', alternativeSlug: created[i + 1].slug },
          actor,
          CAUSE,
        ),
      );
    }
  }
  return { listings: created.length, votes, position };
}

/** A paid listing's sections unlocked and two drawn screens in its gallery, taken in as uploads are. */
async function addDemoGallery(
  listings: ListingCommands,
  listingId: number,
  name: string,
  index: number,
  blobs: BlobStore,
): Promise<{ position: number }> {
  let result = await listings.execute(
    listingId,
    { type: 'UnlockSections', sections: [...PAID_SECTIONS] },
    actor,
    CAUSE,
  );
  for (const shot of [0, 1]) {
    const layout = DEMO_SCREEN_LAYOUTS[(index + shot) % DEMO_SCREEN_LAYOUTS.length]!;
    const manifest = await ingestImage(await demoScreenshotPng(name, layout), blobs, undefined, 'screenshot');
    result = await listings.execute(
      listingId,
      { type: 'AddScreenshot', image: listingImageOf(manifest) },
      actor,
      CAUSE,
    );
  }
  return result;
}

/** What SetLogo / AddScreenshot record of a picture taken in: its renditions and its input, uploaded. */
const listingImageOf = (manifest: ImageManifest): ListingImage => ({
  renditions: renditionRefs(manifest),
  original: manifest.original,
  source: 'upload',
  evidence: [],
});

/** The product's drawn logo, taken in as a maker's upload is and recorded with SetLogo. */
export async function setDemoLogo(
  listings: ListingCommands,
  listingId: number,
  name: string,
  blobs: BlobStore,
): Promise<{ position: number }> {
  const logo = listingImageOf(await ingestImage(await demoLogoPng(name), blobs));
  return listings.execute(listingId, { type: 'SetLogo', logo }, actor, CAUSE);
}
