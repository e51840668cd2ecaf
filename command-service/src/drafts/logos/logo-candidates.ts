/**
 * Where a listing's logo may be, in the order tried, each with its evidence: the draft's `logo_url`
 * (with the field's quotes), then what the pages read say of the site's icons — apple-touch-icon
 * (usually 180 px), the other icons largest first (an SVG icon counts as largest) — and last the
 * og:image (often a wide banner, so a last resort). An icon's or og:image's evidence is the line
 * the page's meta text has for it (`icon: <url>`, `meta og:image: <url>`), which is verbatim in the
 * SiteRead the draft keeps, like the drafter's quotes.
 */
import * as cheerio from 'cheerio';
import type { DraftState } from '@listings/shared/contracts/drafts';
import type { LogoSource } from '@listings/shared/contracts/listings';
import type { CrawlResult } from '../drafting.ports.ts';

export interface LogoCandidate {
  source: Exclude<LogoSource, 'upload'>;
  url: string;
  evidence: { quote: string; url: string }[];
}

/** At most this many candidates are fetched for one listing. */
export const MAX_LOGO_CANDIDATES = 5;

const absolute = (href: string | undefined, base: string): string | null => {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** The largest side an icon's `sizes` declares (`any`, as SVG icons say, is largest). */
const declaredSize = (sizes: string | undefined, href: string): number => {
  if (/\.svg(?:[?#]|$)/i.test(href) || /\bany\b/i.test(sizes ?? '')) return 10_000;
  const sides = [...(sizes ?? '').matchAll(/(\d+)x(\d+)/gi)].map((m) => Math.max(Number(m[1]), Number(m[2])));
  return sides.length ? Math.max(...sides) : 0;
};

export function logoCandidates(draft: Pick<DraftState, 'fields'>, site: CrawlResult | null): LogoCandidate[] {
  const found: LogoCandidate[] = [];
  const add = (candidate: LogoCandidate) => {
    if (!found.some((c) => c.url === candidate.url)) found.push(candidate);
  };
  const logoUrl = draft.fields.logo_url;
  if (typeof logoUrl.value === 'string' && /^https?:\/\//i.test(logoUrl.value))
    add({ source: 'logo_url', url: logoUrl.value, evidence: logoUrl.evidence });

  // The home page first (where icons are declared), then the others in the order read.
  const pages = [...(site?.pages ?? [])].sort((a, b) => Number(b.kind === 'home') - Number(a.kind === 'home'));
  const icons: (LogoCandidate & { rank: number })[] = [];
  const images: LogoCandidate[] = [];
  for (const page of pages) {
    const $ = cheerio.load(page.html ?? '');
    $('link[rel][href]').each((_, element) => {
      const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
      const url = absolute($(element).attr('href'), page.url);
      if (!url || !rel.some((r) => r.includes('icon')) || rel.includes('mask-icon')) return;
      const apple = rel.some((r) => r.startsWith('apple-touch-icon'));
      const size = declaredSize($(element).attr('sizes'), url);
      icons.push({
        source: apple ? 'apple_touch_icon' : 'icon',
        url,
        evidence: [{ quote: `icon: ${url}`, url: page.url }],
        rank: (apple ? 1_000_000 : 0) + size,
      });
    });
    $('meta[property="og:image" i], meta[name="og:image" i]').each((_, element) => {
      const url = absolute($(element).attr('content'), page.url);
      if (url) images.push({ source: 'og_image', url, evidence: [{ quote: `meta og:image: ${url}`, url: page.url }] });
    });
  }
  icons.sort((a, b) => b.rank - a.rank);
  for (const { rank: _rank, ...icon } of icons) add(icon);
  for (const image of images) add(image);
  return found.slice(0, MAX_LOGO_CANDIDATES);
}
