/**
 * Measures a drafter on the corpus: each site is served on 127.0.0.1 (robots.txt included), read by
 * the real crawler and drafted, and every scored field is compared with the facts written by hand.
 * Per field: a proposed value (or list item) that a reader would accept counts as right, any other
 * as wrong; an expected value (or `must` item) not proposed counts as missed. Precision = right /
 * (right + wrong); recall = right / (right + missed). Values that only disallowed pages state must
 * appear nowhere in the draft, and those pages must never be requested.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSafeFetcher } from '@listings/shared/platform';
import type { CrawlResult, DraftProposal, Drafter } from '../../drafting.ports.ts';
import { createSiteCrawler } from '../../crawling/site-crawler.ts';
import { EvidenceChecker } from '../evidence.ts';
import { CORPUS_CATEGORIES, type CorpusSite, type ExpectedFacts, type ListFacts, type Scalar } from './corpus-site.ts';

export const SCORED_FIELDS = [
  'name',
  'pricing_model',
  'founded_year',
  'contact_email',
  'city',
  'country',
  'stage',
  'logo_url',
  'demo_video_url',
  'categories',
  'tags',
  'keywords',
  'usps',
  'features',
  'founders',
  'socials',
  'faqs',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface Counts {
  right: number;
  wrong: number;
  missed: number;
}

export interface SiteResult {
  site: CorpusSite;
  base: string;
  crawl: CrawlResult;
  proposal: DraftProposal;
  /** Paths the site was asked for. */
  requests: string[];
  ms: number;
  counts: Record<ScoredField, Counts>;
  /** Human-readable mistakes: "city: proposed X, expected Y". */
  mistakes: string[];
  /** Values of `never` found in the draft. */
  leaked: string[];
  /** Values of `forbidden` found in the kept values of the draft. */
  forbidden: string[];
  /** Kept values' quotes that are not verbatim on the page they cite. */
  quoteViolations: string[];
}

export async function serveSite(
  site: CorpusSite,
): Promise<{ base: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(path);
    if (path === '/robots.txt') {
      res.writeHead(site.robots ? 200 : 404, { 'content-type': 'text/plain' });
      res.end(site.robots ?? 'not found');
      return;
    }
    const body = site.pages[path];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? '<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const norm = (text: string) =>
  text
    .normalize('NFKC')
    // Invisible joiners ("👩‍💻" written with or without U+200D) are not a different value.
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/[./]+$/, '');

const zero = (): Counts => ({ right: 0, wrong: 0, missed: 0 });

function scoreScalar(
  counts: Counts,
  mistakes: string[],
  field: string,
  proposed: unknown,
  expected: Scalar,
  base: string,
) {
  const accepted = (expected === null ? [] : Array.isArray(expected) ? expected : [expected]).map((value) =>
    norm(value.replace('{base}', base)),
  );
  const value = typeof proposed === 'string' && proposed.trim() ? proposed : null;
  if (value !== null && accepted.includes(norm(value))) counts.right++;
  else {
    if (value !== null) {
      counts.wrong++;
      mistakes.push(`${field}: proposed ${JSON.stringify(value)}, expected ${JSON.stringify(expected)}`);
    }
    if (accepted.length) {
      counts.missed++;
      if (value === null) mistakes.push(`${field}: missed ${JSON.stringify(expected)}`);
    }
  }
}

/** The spec's caps on a draft's lists: categories, tags, features, usps, keywords 20 items each; FAQs 10. */
const LIST_CAP = 20;
const FAQ_CAP = 10;

function scoreList(
  counts: Counts,
  mistakes: string[],
  field: string,
  proposed: string[],
  expected: ListFacts,
  base: string,
  limit: number,
) {
  const must = expected.must.map((item) => norm(item.replace('{base}', base)));
  const allowed = new Set([...must, ...(expected.may ?? []).map((item) => norm(item.replace('{base}', base)))]);
  const seen = new Set<string>();
  for (const item of proposed) {
    const key = norm(item);
    if (seen.has(key)) continue;
    seen.add(key);
    if (allowed.has(key)) counts.right++;
    else {
      counts.wrong++;
      mistakes.push(`${field}: proposed ${JSON.stringify(item)}`);
    }
  }
  // A list holds at most `limit` items (the spec's cap): a page stating more can be drafted only that
  // far, so the items past the cap that a full draft had to leave out are not counted as missed.
  const unseen = must.filter((item) => !seen.has(item));
  const reachable = Math.max(0, Math.min(must.length, limit) - (must.length - unseen.length));
  for (const [i, item] of unseen.entries()) {
    if (i < reachable) counts.missed++;
    mistakes.push(
      `${field}: missed ${JSON.stringify(item)}${i < reachable ? '' : " (past the list's cap: not counted)"}`,
    );
  }
}

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

export function scoreSite(site: CorpusSite, proposal: DraftProposal, base: string) {
  const expected: ExpectedFacts = site.expected;
  const counts = Object.fromEntries(SCORED_FIELDS.map((field) => [field, zero()])) as Record<ScoredField, Counts>;
  const mistakes: string[] = [];
  for (const field of SCORED_FIELDS) {
    const c = counts[field];
    switch (field) {
      case 'categories':
      case 'tags':
      case 'keywords':
      case 'usps':
      case 'features':
        scoreList(
          c,
          mistakes,
          field,
          listOf(proposal.fields[field]?.value),
          expected[field] ?? { must: [] },
          base,
          LIST_CAP,
        );
        break;
      case 'founders': {
        const wanted = expected.founders ?? [];
        const items = proposal.founders.map((founder) => founder.value).filter((value) => value !== null);
        for (const item of items) {
          const match = wanted.find((founder) => norm(founder.name) === norm(item.name));
          const titleOk = !match?.title
            ? !item.title
            : item.title !== undefined && norm(item.title) === norm(match.title);
          if (match && titleOk) c.right++;
          else {
            c.wrong++;
            mistakes.push(`founders: proposed ${JSON.stringify(item)}`);
          }
        }
        for (const founder of wanted)
          if (!items.some((item) => norm(item.name) === norm(founder.name))) {
            c.missed++;
            mistakes.push(`founders: missed ${founder.name}`);
          } else {
            const item = items.find((candidate) => norm(candidate.name) === norm(founder.name))!;
            const titleOk = !founder.title
              ? !item.title
              : item.title !== undefined && norm(item.title) === norm(founder.title);
            if (!titleOk) c.missed++;
          }
        break;
      }
      case 'socials': {
        const wanted = expected.socials ?? {};
        // A platform may list several links the site states as its own (a Discord server and the Matrix
        // room bridged to it): a draft holds one per platform, and any of them is right.
        const accepts = (platform: string, url: string) =>
          [wanted[platform] ?? []].flat().some((item) => norm(item) === norm(url));
        for (const [platform, entry] of Object.entries(proposal.company_socials)) {
          if (entry.value === null) continue;
          if (accepts(platform, entry.value)) c.right++;
          else {
            c.wrong++;
            mistakes.push(`socials: proposed ${platform} ${entry.value}`);
          }
        }
        for (const [platform, url] of Object.entries(wanted))
          if (!accepts(platform, proposal.company_socials[platform]?.value ?? '')) {
            c.missed++;
            mistakes.push(`socials: missed ${platform} ${[url].flat().join(' or ')}`);
          }
        break;
      }
      case 'faqs':
        scoreList(
          c,
          mistakes,
          field,
          proposal.faqs.map((faq) => faq.value?.question ?? ''),
          { must: expected.faqs ?? [] },
          base,
          FAQ_CAP,
        );
        break;
      default:
        scoreScalar(c, mistakes, field, proposal.fields[field]?.value, expected[field] ?? null, base);
    }
  }
  const { rejected: _rejected, ...kept } = proposal;
  const text = JSON.stringify(kept);
  // "city=Tallinn": that field must not hold it (a bio may still say where a founder lives).
  const inField = (field: string, value: string) => {
    // "founders=Jane Doe": a founder's name (founders are a list of people, not a field's value).
    if (field === 'founders') return proposal.founders.some((founder) => founder.value?.name === value);
    const held = proposal.fields[field as keyof DraftProposal['fields']]?.value;
    return Array.isArray(held) ? held.includes(value) : held === value;
  };
  const found = (values: readonly string[] | undefined) =>
    (values ?? []).filter((value) => {
      const scoped = /^([a-z_]+)=(.+)$/.exec(value);
      if (scoped) return inField(scoped[1]!, scoped[2]!);
      return /^[A-Z]{2}$/.test(value) ? proposal.fields.country?.value === value : text.includes(value);
    });
  return { counts, mistakes, leaked: found(site.never), forbidden: found(site.forbidden) };
}

/** Every quote of every kept value that is not verbatim on the page it cites (the verifier's first rule). */
export function quoteViolations(proposal: DraftProposal, crawl: Pick<CrawlResult, 'pages'>): string[] {
  const checker = new EvidenceChecker(crawl);
  const entries: { label: string; value: unknown; evidence: { quote: string; url: string }[] }[] = [
    ...Object.entries(proposal.fields).map(([field, entry]) => ({ label: field, ...entry! })),
    ...proposal.faqs.map((entry) => ({ label: 'faqs', ...entry })),
    ...proposal.founders.map((entry) => ({ label: 'founders', ...entry })),
    ...Object.entries(proposal.company_socials).map(([platform, entry]) => ({
      label: `socials.${platform}`,
      ...entry,
    })),
    ...Object.entries(proposal.founder_socials).map(([platform, entry]) => ({
      label: `founder.${platform}`,
      ...entry,
    })),
    ...Object.entries(proposal.story).map(([section, entry]) => ({ label: `story.${section}`, ...entry })),
  ];
  return entries
    .filter((entry) => entry.value !== null)
    .flatMap((entry) =>
      entry.evidence
        .filter((item) => !checker.holds(item))
        .map((item) => `${entry.label}: ${JSON.stringify(item.quote)}`),
    );
}

/** Serves, crawls and drafts every site (one at a time), then scores the drafts. */
export async function evaluateCorpus(drafter: Drafter, sites: readonly CorpusSite[]): Promise<SiteResult[]> {
  const results: SiteResult[] = [];
  for (const site of sites) {
    const served = await serveSite(site);
    try {
      const crawler = createSiteCrawler({
        // Loopback allowed by an explicit allow-list, as only tests and this evaluation do.
        fetcher: createSafeFetcher({
          userAgent: 'ListingsDirectoryBot/1.0 (+http://localhost/bot)',
          allowedAddresses: ['127.0.0.1'],
        }),
        sleep: async () => {},
      });
      const started = performance.now();
      const crawl = await crawler.crawl(`${served.base}/`);
      const proposal = await drafter.draft(crawl, { categories: CORPUS_CATEGORIES });
      const ms = performance.now() - started;
      results.push({
        site,
        base: served.base,
        crawl,
        proposal,
        requests: [...served.requests],
        ms,
        ...scoreSite(site, proposal, served.base),
        quoteViolations: quoteViolations(proposal, crawl),
      });
    } finally {
      await served.close();
    }
  }
  return results;
}

export interface Rates extends Counts {
  precision: number;
  recall: number;
}
const rates = (c: Counts): Rates => ({
  ...c,
  precision: c.right + c.wrong === 0 ? 1 : c.right / (c.right + c.wrong),
  recall: c.right + c.missed === 0 ? 1 : c.right / (c.right + c.missed),
});

export function summarise(results: readonly SiteResult[]): { fields: Record<ScoredField, Rates>; overall: Rates } {
  const total = zero();
  const fields = {} as Record<ScoredField, Rates>;
  for (const field of SCORED_FIELDS) {
    const sum = zero();
    for (const result of results) {
      sum.right += result.counts[field].right;
      sum.wrong += result.counts[field].wrong;
      sum.missed += result.counts[field].missed;
    }
    fields[field] = rates(sum);
    total.right += sum.right;
    total.wrong += sum.wrong;
    total.missed += sum.missed;
  }
  return { fields, overall: rates(total) };
}

const pct = (value: number) => value.toFixed(3);

/**
 * The slowest site's time, or a word saying there is none: a group not filled yet (a round's empty, registered
 * group) has no sites, and the largest of no times is no time ("-Infinity ms" before).
 */
export function slowest(results: readonly SiteResult[]): string {
  if (results.length === 0) return 'none (no sites in this group)';
  return `${Math.max(...results.map((result) => result.ms)).toFixed(0)} ms`;
}

/** The table `npm run eval:drafts` prints. */
export function formatReport(label: string, results: readonly SiteResult[]): string {
  const { fields, overall } = summarise(results);
  const rows = [
    `${label}: ${results.length} sites`,
    `${'field'.padEnd(16)} ${'precision'.padStart(9)} ${'recall'.padStart(7)}  right wrong missed`,
    ...SCORED_FIELDS.map(
      (field) =>
        `${field.padEnd(16)} ${pct(fields[field].precision).padStart(9)} ${pct(fields[field].recall).padStart(7)}  ${String(fields[field].right).padStart(5)} ${String(fields[field].wrong).padStart(5)} ${String(fields[field].missed).padStart(6)}`,
    ),
    `${'all fields'.padEnd(16)} ${pct(overall.precision).padStart(9)} ${pct(overall.recall).padStart(7)}  ${String(overall.right).padStart(5)} ${String(overall.wrong).padStart(5)} ${String(overall.missed).padStart(6)}`,
    `slowest site: ${slowest(results)} (crawl + draft); leaks from disallowed pages: ${results.reduce((sum, result) => sum + result.leaked.length, 0)}; forbidden facts: ${results.reduce((sum, result) => sum + result.forbidden.length, 0)}; quote violations: ${results.reduce((sum, result) => sum + result.quoteViolations.length, 0)}`,
  ];
  return rows.join('\n');
}

/** One line per class of site (CorpusSite.classes): precision, recall, forbidden facts, quote violations. */
export function formatClassReport(label: string, results: readonly SiteResult[]): string {
  const classes = [...new Set(results.flatMap((result) => result.site.classes ?? ['general']))].sort();
  const rows = [
    `${label}, per class`,
    `${'class'.padEnd(14)} ${'sites'.padStart(5)} ${'precision'.padStart(9)} ${'recall'.padStart(7)} ${'forbidden'.padStart(9)} ${'quotes'.padStart(6)}`,
  ];
  for (const name of classes) {
    const members = results.filter((result) => (result.site.classes ?? ['general']).includes(name));
    const { overall } = summarise(members);
    const forbidden = members.reduce((sum, result) => sum + result.forbidden.length, 0);
    const quotes = members.reduce((sum, result) => sum + result.quoteViolations.length, 0);
    rows.push(
      `${name.padEnd(14)} ${String(members.length).padStart(5)} ${pct(overall.precision).padStart(9)} ${pct(overall.recall).padStart(7)} ${String(forbidden).padStart(9)} ${String(quotes).padStart(6)}`,
    );
  }
  return rows.join('\n');
}
