/**
 * Fetching a picture off a company's site through the same SSRF-safe fetcher as drafting, with the
 * crawler's manners: robots.txt of the picture's origin first (RFC 9309: 4xx allows everything, 5xx
 * or no answer disallows), asked again for every redirect target (and the fetcher re-checks each
 * redirect's address), a byte cap that is the image pipeline's (past it: refused, never truncated)
 * and a timeout. What comes back is bytes only: its type is told by them later, never by the
 * Content-Type header or the name.
 */
import robotsParser from 'robots-parser';
import { DEFAULT_INGEST_LIMITS, FetchError, type SafeFetcher } from '@listings/shared/platform';

/** Why a picture could not be fetched: a FetchError code, `robots_disallowed`, or `http_<status>`. */
export class ImageFetchFailed extends Error {
  override readonly name = 'ImageFetchFailed';
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface ImageFetcher {
  /** The bytes at `url` (after redirects), or ImageFetchFailed. */
  fetchImage(url: string): Promise<{ finalUrl: string; bytes: Buffer }>;
}

export interface ImageFetcherSettings {
  fetcher: SafeFetcher;
  /** The product token robots.txt groups are matched against (default `ListingsDirectoryBot`, the crawler's). */
  robotsAgent?: string;
  /** Default: the image pipeline's input cap (5 MB). */
  maxBytes?: number;
  timeoutMs?: number;
}

export function createImageFetcher(settings: ImageFetcherSettings): ImageFetcher {
  const agent = settings.robotsAgent ?? 'ListingsDirectoryBot';
  const maxBytes = settings.maxBytes ?? DEFAULT_INGEST_LIMITS.maxBytes;
  const timeoutMs = settings.timeoutMs ?? 10_000;

  const allowed = async (url: string, robotsByOrigin: Map<string, ReturnType<typeof robotsParser>>) => {
    const origin = new URL(url).origin;
    let robots = robotsByOrigin.get(origin);
    if (!robots) {
      const robotsUrl = `${origin}/robots.txt`;
      let rules: string;
      try {
        const answer = await settings.fetcher.get(robotsUrl, {
          accept: 'text/plain',
          maxBytes: 500 * 1024,
          timeoutMs,
          onOversize: 'truncate',
        });
        rules =
          answer.status >= 200 && answer.status < 300
            ? answer.body
            : answer.status >= 400 && answer.status < 500
              ? ''
              : 'User-agent: *\nDisallow: /';
      } catch (error) {
        // An address refused is refused as such; no answer at all disallows (RFC 9309).
        if (
          error instanceof FetchError &&
          ['unsafe_url', 'unsafe_address', 'invalid_url', 'outbound_refused'].includes(error.code)
        )
          throw new ImageFetchFailed(error.code, error.message);
        rules = 'User-agent: *\nDisallow: /';
      }
      robots = robotsParser(robotsUrl, rules);
      robotsByOrigin.set(origin, robots);
    }
    return robots.isAllowed(url, agent) !== false;
  };

  return {
    async fetchImage(url) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw new ImageFetchFailed('invalid_url', `not a URL: ${url}`);
      }
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        throw new ImageFetchFailed('unsafe_url', `only http and https pictures are fetched: ${parsed.protocol}`);
      if (parsed.username || parsed.password)
        throw new ImageFetchFailed('unsafe_url', 'URLs with credentials are not fetched');
      const robots = new Map<string, ReturnType<typeof robotsParser>>();
      if (!(await allowed(parsed.href, robots)))
        throw new ImageFetchFailed('robots_disallowed', `robots.txt of ${parsed.origin} disallows ${parsed.href}`);
      let answer;
      try {
        answer = await settings.fetcher.get(parsed.href, {
          accept: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.1',
          maxBytes,
          timeoutMs,
          onOversize: 'error',
          allowRedirect: (next) => allowed(next, robots),
        });
      } catch (error) {
        if (error instanceof ImageFetchFailed) throw error;
        if (error instanceof FetchError)
          throw new ImageFetchFailed(
            error.code === 'redirect_refused' ? 'robots_disallowed' : error.code,
            error.message,
          );
        throw new ImageFetchFailed('unreachable', (error as Error).message);
      }
      if (answer.status < 200 || answer.status >= 300)
        throw new ImageFetchFailed(`http_${answer.status}`, `${answer.finalUrl} answered ${answer.status}`);
      return { finalUrl: answer.finalUrl, bytes: answer.bytes };
    },
  };
}
