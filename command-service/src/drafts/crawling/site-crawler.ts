/**
 * SiteCrawler over the SSRF-safe fetcher: robots.txt first (obeyed as the service's user agent,
 * including on redirect targets and with its crawl-delay, bounded), then the start page, then a
 * bounded number of same-site pages that carry facts (about, pricing, features, FAQ, contact, team).
 */
import robotsParser from 'robots-parser';
import { createSafeFetcher, FetchError, safeFetcherSettingsFromEnv, type SafeFetcher } from '@listings/shared/platform';
import { CrawlError, type CrawledPage, type CrawlResult, type PageKind, type SiteCrawler } from '../drafting.ports.ts';
import { parsePage, type PageLink } from './page-text.ts';

export interface SiteCrawlerSettings {
  fetcher: SafeFetcher;
  /** The product token robots.txt groups are matched against (default `ListingsDirectoryBot`). */
  robotsAgent?: string;
  /** Pages read besides the start page (default 8). */
  maxPages?: number;
  /** Upper bound of a robots.txt crawl-delay between two requests (default 2000 ms). */
  maxCrawlDelayMs?: number;
  /** How to wait for the crawl-delay; tests pass a recorder that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  maxBytesPerPage?: number;
  timeoutMsPerPage?: number;
}

type Robots = ReturnType<typeof robotsParser>;

/** Path and link words of each kind of page, in English and the languages most sites here also use. */
const KIND_WORDS: [Exclude<PageKind, 'home' | 'other'>, RegExp][] = [
  ['pricing', /\b(pricing|prices?|plans?|price-list|tarifs?|preise|precios|precos|prezzi|prijzen)\b/],
  [
    'about',
    /\b(about|about-us|company|our-story|story|who-we-are|mission|history|ueber-uns|uber-uns|über-uns|a-propos|qui-sommes-nous|sobre|sobre-nosotros|quienes-somos|chi-siamo|over-ons)\b/,
  ],
  ['features', /\b(features?|product|how-it-works|tour|solutions?|capabilities|funktionen|fonctionnalites)\b/],
  ['faq', /\b(faqs?|frequently-asked-questions|frequently asked questions|questions|help|haeufige-fragen)\b/],
  ['team', /\b(team|our-team|people|founders?|leadership|management|equipe|équipe|equipo)\b/],
  [
    'contact',
    /\b(contact|contact-us|get-in-touch|support|kontakt|impressum|imprint|contacto|contatti|legal-notice|mentions-legales)\b/,
  ],
];
const KIND_PRIORITY: PageKind[] = ['about', 'pricing', 'features', 'faq', 'team', 'contact'];
const SKIPPED_EXTENSIONS =
  /\.(pdf|png|jpe?g|gif|webp|svg|ico|zip|gz|tgz|mp4|mov|webm|mp3|wav|css|js|json|xml|rss|txt|csv|xlsx?|docx?|pptx?|dmg|exe)$/i;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** The kind of page a link leads to, from its path and its text. */
export function classifyLink(url: string, text: string): PageKind {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname).toLowerCase();
  } catch {
    return 'other';
  }
  if (path === '/' || path === '') return 'home';
  const label = text.toLowerCase();
  for (const [kind, pattern] of KIND_WORDS) {
    if (pattern.test(path.replace(/[_/.]/g, ' ').replace(/ +/g, ' ')) || pattern.test(path)) return kind;
  }
  for (const [kind, pattern] of KIND_WORDS) if (pattern.test(label)) return kind;
  return 'other';
}

const siteKey = (hostname: string) => hostname.toLowerCase().replace(/^www\./, '');

export function createSiteCrawler(settings: SiteCrawlerSettings): SiteCrawler {
  const agent = settings.robotsAgent ?? 'ListingsDirectoryBot';
  const maxPages = settings.maxPages ?? 8;
  const maxDelay = settings.maxCrawlDelayMs ?? 2000;
  const sleep = settings.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const fetchOptions = {
    maxBytes: settings.maxBytesPerPage ?? 2 * 1024 * 1024,
    timeoutMs: settings.timeoutMsPerPage ?? 10_000,
  };

  return {
    async crawl(startUrl) {
      const robotsByOrigin = new Map<string, Robots>();
      /** Why an origin's robots.txt could not be fetched at all (no answer): the site itself is then unreachable. */
      const robotsUnreachable = new Map<string, FetchError>();
      const lastRequestAt = new Map<string, number>();

      const politely = async <T>(origin: string, robots: Robots | undefined, request: () => Promise<T>): Promise<T> => {
        const delaySeconds = robots?.getCrawlDelay(agent);
        const last = lastRequestAt.get(origin);
        if (delaySeconds && delaySeconds > 0 && last !== undefined) {
          const wait = Math.min(delaySeconds * 1000, maxDelay) - (Date.now() - last);
          if (wait > 0) await sleep(wait);
        }
        try {
          return await request();
        } finally {
          lastRequestAt.set(origin, Date.now());
        }
      };

      /** robots.txt of an origin: 2xx parsed, 4xx allows everything, 5xx or no answer disallows everything (RFC 9309). */
      const robotsFor = async (url: string): Promise<Robots> => {
        const origin = new URL(url).origin;
        const known = robotsByOrigin.get(origin);
        if (known) return known;
        const robotsUrl = `${origin}/robots.txt`;
        let robots: Robots;
        try {
          const answer = await politely(origin, undefined, () =>
            settings.fetcher.get(robotsUrl, {
              accept: 'text/plain',
              maxBytes: 500 * 1024,
              timeoutMs: fetchOptions.timeoutMs,
              onOversize: 'truncate',
            }),
          );
          if (answer.status >= 200 && answer.status < 300) robots = robotsParser(robotsUrl, answer.body);
          else if (answer.status >= 400 && answer.status < 500) robots = robotsParser(robotsUrl, '');
          else robots = robotsParser(robotsUrl, 'User-agent: *\nDisallow: /');
        } catch (error) {
          if (
            error instanceof FetchError &&
            ['unsafe_url', 'unsafe_address', 'invalid_url', 'outbound_refused'].includes(error.code)
          )
            throw error;
          // No answer at all: RFC 9309 says crawl nothing; the site is reported as unreachable, not as disallowing.
          if (error instanceof FetchError) robotsUnreachable.set(origin, error);
          robots = robotsParser(robotsUrl, 'User-agent: *\nDisallow: /');
        }
        robotsByOrigin.set(origin, robots);
        return robots;
      };
      const allowed = async (url: string) => (await robotsFor(url)).isAllowed(url, agent) !== false;

      const fetchPage = async (url: string) => {
        const robots = await robotsFor(url);
        return politely(new URL(url).origin, robots, () =>
          settings.fetcher.get(url, {
            ...fetchOptions,
            accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
            onOversize: 'truncate',
            allowRedirect: (next) => allowed(next),
          }),
        );
      };

      // The start page.
      let start: URL;
      try {
        start = new URL(startUrl);
      } catch {
        throw new CrawlError('unreachable', `not a URL: ${startUrl}`);
      }
      // robots.txt is read from the origin, which drops a URL's user and password: a start URL with credentials
      // (never fetched) is refused as such here, before robots.txt of whatever host follows the `@` is asked.
      if (start.username || start.password)
        throw new CrawlError('unsafe_address', `URLs with credentials are not fetched: ${start.host}`);
      let first;
      try {
        if (!(await allowed(start.href))) {
          const unreachable = robotsUnreachable.get(start.origin);
          if (unreachable) throw unreachable;
          throw new CrawlError('robots_disallowed', `robots.txt of ${start.origin} disallows ${start.href}`);
        }
        first = await fetchPage(start.href);
      } catch (error) {
        throw toCrawlError(error, start.href);
      }
      if (first.status >= 400) throw new CrawlError('unreachable', `${start.href} answered ${first.status}`);
      if (!first.contentType || !HTML_TYPES.has(first.contentType)) {
        throw new CrawlError(
          'not_html',
          `${first.finalUrl} is ${first.contentType ?? 'of no declared type'}, not HTML`,
        );
      }

      const site = siteKey(new URL(first.finalUrl).hostname);
      const pages: CrawledPage[] = [];
      const skipped: CrawlResult['skipped'] = [];
      const seen = new Set<string>([normalise(start.href), normalise(first.finalUrl)]);
      const candidates: { url: string; kind: PageKind; order: number }[] = [];
      let order = 0;

      const addPage = (url: string, kind: PageKind, html: string) => {
        const parsed = parsePage(html, url);
        pages.push({ url, kind, title: parsed.title, text: parsed.text, html, metaText: parsed.metaText });
        collect(parsed.links);
      };
      const collect = (links: PageLink[]) => {
        for (const link of links) {
          let url: URL;
          try {
            url = new URL(link.url);
          } catch {
            continue;
          }
          if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
          if (siteKey(url.hostname) !== site) continue;
          if (SKIPPED_EXTENSIONS.test(url.pathname)) continue;
          const key = normalise(url.href);
          if (seen.has(key)) continue;
          const kind = classifyLink(url.href, link.text);
          if (kind === 'other' || kind === 'home') continue;
          seen.add(key);
          candidates.push({ url: url.href, kind, order: order++ });
        }
      };
      addPage(first.finalUrl, 'home', first.body);

      let read = 0;
      while (candidates.length > 0) {
        // Pages of a kind not read yet first, then in the order found.
        const kindsRead = new Set(pages.map((page) => page.kind));
        candidates.sort(
          (a, b) =>
            Number(kindsRead.has(a.kind)) - Number(kindsRead.has(b.kind)) ||
            KIND_PRIORITY.indexOf(a.kind) - KIND_PRIORITY.indexOf(b.kind) ||
            a.order - b.order,
        );
        const next = candidates.shift()!;
        try {
          if (!(await allowed(next.url))) {
            skipped.push({ url: next.url, reason: 'robots' });
            continue;
          }
          if (read >= maxPages) {
            skipped.push({ url: next.url, reason: 'limit' });
            continue;
          }
          read++;
          const answer = await fetchPage(next.url);
          if (answer.status >= 400) {
            skipped.push({ url: next.url, reason: 'error' });
            continue;
          }
          if (!answer.contentType || !HTML_TYPES.has(answer.contentType)) {
            skipped.push({ url: next.url, reason: 'not_html' });
            continue;
          }
          const finalKey = normalise(answer.finalUrl);
          if (finalKey !== normalise(next.url) && pages.some((page) => normalise(page.url) === finalKey)) continue;
          seen.add(finalKey);
          addPage(answer.finalUrl, next.kind, answer.body);
        } catch (error) {
          const reason =
            error instanceof FetchError && (error.code === 'unsafe_address' || error.code === 'unsafe_url')
              ? 'unsafe_address'
              : error instanceof FetchError && error.code === 'redirect_refused'
                ? 'robots'
                : 'error';
          skipped.push({ url: next.url, reason });
        }
      }
      return { startUrl, finalUrl: first.finalUrl, pages, skipped };
    },
  };
}

const normalise = (url: string) => {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href.replace(/\/$/, '');
};

function toCrawlError(error: unknown, url: string): CrawlError {
  if (error instanceof CrawlError) return error;
  if (error instanceof FetchError) {
    switch (error.code) {
      case 'unsafe_url':
      case 'unsafe_address':
        return new CrawlError('unsafe_address', error.message);
      case 'timeout':
        return new CrawlError('timeout', error.message);
      case 'dns_failed':
        return new CrawlError('dns_failed', error.message);
      case 'outbound_refused':
        return new CrawlError('outbound_refused', error.message);
      case 'too_large':
        return new CrawlError('too_large', error.message);
      case 'too_many_redirects':
        return new CrawlError('too_many_redirects', error.message);
      case 'redirect_refused':
        return new CrawlError('robots_disallowed', `robots.txt disallows where ${url} redirects (${error.url})`);
      default:
        return new CrawlError('unreachable', error.message);
    }
  }
  return new CrawlError('unreachable', `${url}: ${(error as Error).message}`);
}

/**
 * The crawler the service uses, from the environment: the SSRF-safe fetcher's settings
 * (FETCH_ALLOW_PRIVATE_ADDRESSES, FETCH_DNS_SERVERS, FETCH_TIMEOUT_MS, FETCH_MAX_BYTES), the user
 * agent from PUBLIC_BASE_URL, and CRAWL_MAX_PAGES (default 8).
 */
export function createSiteCrawlerFromEnv(env: NodeJS.ProcessEnv, publicBaseUrl: string): SiteCrawler {
  const settings = safeFetcherSettingsFromEnv(env, publicBaseUrl);
  const maxPages = env.CRAWL_MAX_PAGES ? Number(env.CRAWL_MAX_PAGES) : 8;
  if (!Number.isInteger(maxPages) || maxPages < 0 || maxPages > 50)
    throw new Error(`CRAWL_MAX_PAGES must be a whole number from 0 to 50, got ${JSON.stringify(env.CRAWL_MAX_PAGES)}`);
  return createSiteCrawler({
    fetcher: createSafeFetcher(settings),
    maxPages,
    maxBytesPerPage: settings.defaultMaxBytes,
    timeoutMsPerPage: settings.defaultTimeoutMs,
  });
}
