/**
 * A generated directory for the search benchmark: N listings as the events the commands would record
 * (ListingCreated, going live or scheduled, votes on past days, views, follows), deterministic for a
 * seed. Names are camelCase compounds and invented brand words (a long tail of rare terms, as real
 * product names are); taglines and descriptions draw from a few hundred product words with a skewed
 * frequency. The words of the typo examples (link, invoice, harbor) occur in it.
 *
 * Generating 100k listings through the commands takes minutes, so the benchmark (scripts/bench/
 * search.ts) and the tests build the events here; the index is still fed them as the service feeds it.
 */
import type { RecordedEvent } from '@listings/shared/kernel';

const HEADS =
  `Pipe Ship Build Green End Schema Hook Quota Row Table Query Shard Up Trace Log Page Ink Note Paper Clear Task
Done Sprint Check Harbor Link Invoice Nimbus Quartz Lumen Vertex Cobalt Meadow Pixel Orbit Summit Drift Falcon Juniper
Kestrel Marble Nova Pioneer Ripple Sable Tundra Cloud Data Form Mail Chat Pay Ledger Budget Team Hire Code Test Deploy
Secure Vault Key Sign Doc Sheet Slide Design Color Font Brand Story Video Audio Pod Cast Learn Quiz Health Fit Meal
Trip Map Route Fleet Stock Shop Cart Order Ticket Event Book Desk Calendar Time Focus Habit Mind Idea Growth Lead Deal
Signal Beacon Anchor Bridge Canvas Prism Echo Pulse Spark Atlas`.split(/\s+/);
const TAILS =
  `line lane wise ly board stream light pond safe well bloom loft mint hero hub kit flow base stack forge desk
ify io works lab craft box sync bot pilot scope grid nest port dock yard wave deck mate zen ai`.split(/\s+/);
const SYLLABLES =
  `ka lo mi nu ra ve zo ti pa qu xe bri dro fla gri klo ple sna tro vu wen yor zal cam dex fin gol hap jix
mor nex pol rin sul tav umb vor wix yel`.split(/\s+/);
const ADJECTIVES = `fast simple secure open modern smart reliable private lightweight collaborative automated visual
friendly powerful flexible scalable affordable instant realtime offline`.split(/\s+/);
const NOUNS = `invoice invoices invoicing link links dashboard analytics pipeline pipelines deployment database backups
notes tasks projects calendar scheduling meetings email newsletter forms surveys payments subscriptions billing
accounting expenses receipts contracts signatures documents spreadsheets reports metrics monitoring alerts logs
tracing uptime status pages api apis webhooks integrations automation workflows chatbot support tickets helpdesk
knowledge wiki onboarding hiring recruiting payroll inventory orders shipping harbor marketplace store checkout
design prototypes mockups icons fonts colors palettes images video podcasts audio transcription translation
learning courses quizzes flashcards fitness meals recipes travel maps routes fleet bookings events tickets crm leads
sales pipeline deals outreach seo keywords backlinks content blog social scheduling ads campaigns feedback roadmap
changelog releases testing bugs errors security passwords secrets compliance audits privacy consent storage files
sharing sync search bookmarks reading highlights habits focus timers goals budgets investing portfolio crypto
wallets tax estimates quotes proposals clients freelancers agencies teams remote chat video calls whiteboard`.split(
  /\s+/,
);
const AUDIENCES = `small teams freelancers founders developers designers marketers agencies startups students
creators shops nonprofits remote teams recruiters accountants writers`.split(/\s+/);
const VERBS = `track manage automate share build ship plan send collect organise monitor analyse publish schedule
sign store find review launch grow`.split(/\s+/);
const STAGES = ['idea', 'mvp', 'launched', 'growing'];
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'NL', 'ES', 'IT', 'CA', 'AU', 'IN', 'BR', 'SE', 'PL', 'IE', 'JP'];
const PRICING = ['Free', 'Freemium', 'Paid', 'Open source'];
/** Subcategories of the demo directory (gateway/src/demo/demo-content.ts). */
const CATEGORIES = [
  'ci-cd',
  'apis',
  'databases',
  'monitoring',
  'notes',
  'task-management',
  'seo',
  'email-marketing',
  'ui-kits',
  'writing-assistants',
  'invoicing',
];

/** Deterministic pseudo-random numbers (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Corpus {
  events: RecordedEvent[];
  /** Slugs in creation order. */
  slugs: string[];
  /** Queries for the benchmark: real words, prefixes, typos (swapped, missing, extra letters), two words. */
  queries: string[];
}

const hash = (word: string) => [...word].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
const capital = (word: string) => word[0].toUpperCase() + word.slice(1);

/** N listings as recorded events, positions 1, 2, 3 …; `now` is the day the votes lead up to. */
export function generateCorpus(listings: number, seed = 42, now = new Date('2026-11-25T12:00:00Z')): Corpus {
  const rand = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  // Word frequencies follow Zipf's law (the k-th most common word k times rarer than the first) over
  // the product nouns in a fixed shuffled order, so which words are common is arbitrary, as in life.
  const nouns = [...NOUNS].sort((a, b) => hash(a) - hash(b));
  const harmonic = nouns.reduce((sum, _, k) => sum + 1 / (k + 1), 0);
  const cumulative: number[] = [];
  nouns.reduce((sum, _, k) => (cumulative[k] = sum + 1 / (k + 1) / harmonic), 0);
  const skewed = (_items: readonly string[]) => {
    const u = rand();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return nouns[lo];
  };
  const events: RecordedEvent[] = [];
  const slugs: string[] = [];
  const used = new Set<string>();
  const push = (streamId: string, type: string, data: unknown, at: Date) =>
    events.push({
      id: `bench-${events.length + 1}`,
      streamId,
      revision: 0,
      position: events.length + 1,
      recordedAt: at.toISOString(),
      type,
      data,
      metadata: { actor: { kind: 'system', id: 'bench' }, at: at.toISOString(), cause: 'bench' },
    });
  const start = now.getTime() - 120 * 86_400_000;
  for (let i = 0; i < listings; i++) {
    const listingId = i + 1;
    const invented = capital(Array.from({ length: 2 + Math.floor(rand() * 2) }, () => pick(SYLLABLES)).join(''));
    const brand =
      rand() < 0.5 ? `${pick(HEADS)}${pick(TAILS)}` : rand() < 0.5 ? `${pick(HEADS)}${capital(pick(TAILS))}` : invented;
    const name = rand() < 0.4 ? `${brand} ${capital(skewed(NOUNS))}` : brand;
    let slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    if (used.has(slug)) slug = `${slug}-${listingId}`;
    used.add(slug);
    slugs.push(slug);
    const noun = skewed(NOUNS);
    const tagline = `${capital(pick(ADJECTIVES))} ${noun} for ${pick(AUDIENCES)}`;
    const sentences = Array.from(
      { length: 2 + Math.floor(rand() * 3) },
      () =>
        `${capital(pick(VERBS))} your ${skewed(NOUNS)} and ${skewed(NOUNS)} with ${pick(ADJECTIVES)} ${skewed(NOUNS)} for ${pick(AUDIENCES)}.`,
    );
    const created = new Date(start + (i / listings) * 100 * 86_400_000);
    push(
      `listing-${listingId}`,
      'ListingCreated',
      {
        listingId,
        slug,
        ownerId: null,
        profile: {
          name,
          url: `https://${slug}.example`,
          tagline,
          description: `${name} helps you ${pick(VERBS)} ${noun}. ${sentences.join(' ')}`,
          keywords: [noun, skewed(NOUNS)],
          categories: [pick(CATEGORIES)],
          stage: pick(STAGES),
          country: pick(COUNTRIES),
          pricing_model: pick(PRICING),
        },
      },
      created,
    );
    const fate = rand();
    const week = '2026-11-16';
    if (fate < 0.9) push(`listing-${listingId}`, 'ListingWentLive', { listingId, week, plan: 'free' }, created);
    else if (fate < 0.95)
      push(`listing-${listingId}`, 'ListingScheduled', { listingId, week: '2026-12-07', plan: 'free' }, created);
    const votes = Math.floor(rand() * 7);
    for (let v = 0; v < votes; v++)
      push(
        `engagement-${listingId}`,
        'VoteCast',
        { listingId, voterId: `voter-${v}` },
        new Date(now.getTime() - Math.floor(rand() * 40) * 86_400_000),
      );
    for (let v = Math.floor(rand() * 3); v > 0; v--)
      push(`engagement-${listingId}`, 'ListingViewed', { listingId, viewerId: `viewer-${v}` }, created);
    if (rand() < 0.3)
      push(`engagement-${listingId}`, 'ListingFollowed', { listingId, followerId: 'follower-1' }, created);
  }
  const queries = [
    'lnik', // swapped letters: link
    'invioce', // swapped: invoice
    'harbr', // missing letter: harbor
    'invoice',
    'dashbord',
    'analytcs',
    'pipeline',
    'pipe',
    'shedule',
    'secure payments',
    'email newsletter',
    'crm',
    'monitorng alerts',
    'bookmarks',
    'fast invoicing',
    'podcats',
    'remote teams',
    'qu',
    'kalomi',
    'ledgerly',
  ];
  return { events, slugs, queries };
}
