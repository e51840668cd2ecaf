/**
 * SSRF-safe HTTP GET on got, for everything the service fetches from addresses users give it
 * (crawler, claims, badge checks, OAuth client metadata).
 *
 * Every hop (the first request and each redirect) is checked before any connection is made:
 * http(s) only, no credentials in the URL, the host resolved with the configured resolver and every
 * address checked against the address policy (only public addresses unless the development setting
 * or an explicit allow-list says otherwise). The connection is then pinned to the checked address
 * (got's `dnsLookup`), so a DNS answer that changes between check and connect (rebinding) is never
 * used. Redirects are followed here, not by got, and bounded. Bodies are read as a stream and
 * reading stops past `maxBytes` (decompressed bytes, so a compressed bomb is bounded too).
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import got, { type Headers } from 'got';
import { addressInList, classifyAddress, type AddressClass } from './address-policy.ts';

export interface FetchOptions {
  /** Most body bytes read (after decompression). Default from the fetcher settings (2 MiB). */
  maxBytes?: number;
  /** Whole exchange, redirects included. Default from the fetcher settings (10 s). */
  timeoutMs?: number;
  /** The Accept header. Default `*\/*`. */
  accept?: string;
  /** When the body passes maxBytes: `error` (default) throws `too_large`; `truncate` keeps the first maxBytes. */
  onOversize?: 'error' | 'truncate';
  /**
   * A conditional request (RFC 9110): the validators of the copy read last time, sent as
   * If-None-Match / If-Modified-Since. An unchanged page answers 304 with no body.
   */
  conditional?: { etag?: string | null; lastModified?: string | null };
  /**
   * Asked before each redirect is followed (after the safety checks pass); answering false stops
   * with a `redirect_refused` error. The crawler uses it to obey robots.txt on redirect targets.
   */
  allowRedirect?: (nextUrl: string) => boolean | Promise<boolean>;
}

export interface FetchResponse {
  /** The URL answered, after redirects. */
  finalUrl: string;
  status: number;
  headers: Headers;
  body: string;
  /** The body as received (decompressed, at most maxBytes): for what is not text, such as a picture. */
  bytes: Buffer;
  /** The media type without parameters, lower case ("text/html"), or null. */
  contentType: string | null;
  /** True when the body was cut at maxBytes (only with onOversize "truncate"). */
  truncated: boolean;
}

export interface SafeFetcher {
  get(url: string, options?: FetchOptions): Promise<FetchResponse>;
}

export type FetchErrorCode =
  | 'invalid_url'
  | 'unsafe_url'
  | 'unsafe_address'
  | 'dns_failed'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'redirect_refused'
  | 'outbound_refused';

export class FetchError extends Error {
  override readonly name = 'FetchError';
  readonly code: FetchErrorCode;
  readonly url: string;

  constructor(code: FetchErrorCode, message: string, url: string) {
    super(message);
    this.code = code;
    this.url = url;
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to its addresses. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/**
 * Node's resolver. Without servers: the system resolver (`dns.lookup`, which reads /etc/hosts).
 * With servers (e.g. ["1.1.1.1", "8.8.8.8:53"]): queries them directly for A and AAAA records.
 */
export function nodeResolver(servers?: readonly string[]): HostResolver {
  if (!servers || servers.length === 0) {
    return async (hostname) => {
      const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
      return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
    };
  }
  const resolver = new dns.promises.Resolver();
  resolver.setServers([...servers]);
  return async (hostname) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
    const found: ResolvedAddress[] = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
    ];
    if (found.length === 0) {
      const reason = v4.status === 'rejected' ? v4.reason : v6.status === 'rejected' ? v6.reason : undefined;
      throw reason instanceof Error ? reason : new Error(`no addresses for ${hostname}`);
    }
    return found;
  };
}

export interface SafeFetcherSettings {
  /** Sent on every request, e.g. `ListingsDirectoryBot/1.0 (+https://example.com/bot)`. */
  userAgent: string;
  /**
   * Refuse every address, before any DNS lookup or connection (FETCH_REFUSE_ALL): a deployment that
   * must not reach outside this machine, e.g. the target of a fuzzer. Fetches fail at once with
   * `outbound_refused`, and what called them reports it.
   */
  refuseAll?: boolean;
  /** Development and tests only: allow private, loopback, link-local … destinations. */
  allowPrivateAddresses?: boolean;
  /** Addresses or CIDR ranges allowed although not public (tests: ["127.0.0.1"]). Narrower than the above. */
  allowedAddresses?: readonly string[];
  /** Tests only: PEM certificates trusted for https instead of the system store (a self-signed test server). */
  certificateAuthorities?: readonly string[];
  resolver?: HostResolver;
  /** Redirects followed at most (default 5). */
  maxRedirects?: number;
  defaultMaxBytes?: number;
  defaultTimeoutMs?: number;
}

export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_REDIRECTS = 5;

export const serviceUserAgent = (publicBaseUrl: string) =>
  `ListingsDirectoryBot/1.0 (+${publicBaseUrl.replace(/\/+$/, '')}/bot)`;

/** FETCH_REFUSE_ALL=true: every outbound fetch (and DNS lookup of a user-given name) is refused. */
export const outboundRefused = (env: NodeJS.ProcessEnv): boolean => env.FETCH_REFUSE_ALL === 'true';

/** Settings from the environment: FETCH_REFUSE_ALL, FETCH_ALLOW_PRIVATE_ADDRESSES, FETCH_DNS_SERVERS, FETCH_TIMEOUT_MS, FETCH_MAX_BYTES. */
export function safeFetcherSettingsFromEnv(env: NodeJS.ProcessEnv, publicBaseUrl: string): SafeFetcherSettings {
  const positive = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0)
      throw new Error(`${name} must be a positive whole number, got ${JSON.stringify(raw)}`);
    return value;
  };
  const servers = (env.FETCH_DNS_SERVERS ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  return {
    userAgent: serviceUserAgent(publicBaseUrl),
    refuseAll: outboundRefused(env),
    allowPrivateAddresses: env.FETCH_ALLOW_PRIVATE_ADDRESSES === 'true',
    resolver: nodeResolver(servers),
    defaultTimeoutMs: positive('FETCH_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
    defaultMaxBytes: positive('FETCH_MAX_BYTES', DEFAULT_MAX_BYTES),
  };
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * `localhost`, `localhost.` and every name under them are loopback (RFC 6761 §6.3) whatever a resolver
 * says or fails to say: they are never asked of DNS, and the address policy judges them as 127.0.0.1 and ::1.
 * Asking DNS instead made `LOCALHOST.` fail as a lookup error (and a crawl as robots_disallowed) rather
 * than as what it is, an unsafe address.
 */
export const isLocalhostName = (hostname: string): boolean => /(^|\.)localhost\.?$/i.test(hostname);
const LOCALHOST_ADDRESSES: readonly ResolvedAddress[] = [
  { address: '127.0.0.1', family: 4 },
  { address: '::1', family: 6 },
];

export function createSafeFetcher(settings: SafeFetcherSettings): SafeFetcher {
  const resolver = settings.resolver ?? nodeResolver();
  const maxRedirects = settings.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const allowed = (address: string): { ok: boolean; cls: AddressClass } => {
    const cls = classifyAddress(address);
    if (cls === 'public') return { ok: true, cls };
    if (cls === 'invalid') return { ok: false, cls };
    if (settings.allowPrivateAddresses) return { ok: true, cls };
    return { ok: addressInList(address, settings.allowedAddresses ?? []), cls };
  };

  /** Checks a URL and picks the address to connect to; throws before any connection. */
  async function vet(raw: string): Promise<{ url: URL; address: ResolvedAddress }> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new FetchError('invalid_url', `not a URL: ${raw}`, raw);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new FetchError('unsafe_url', `only http and https URLs are fetched (${url.protocol})`, raw);
    }
    if (url.username || url.password) throw new FetchError('unsafe_url', 'URLs with credentials are not fetched', raw);
    if (settings.refuseAll)
      throw new FetchError(
        'outbound_refused',
        `this deployment fetches nothing outside (FETCH_REFUSE_ALL): ${url.host}`,
        raw,
      );
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    let candidates: ResolvedAddress[];
    if (net.isIP(host)) {
      candidates = [{ address: host, family: net.isIP(host) === 6 ? 6 : 4 }];
    } else if (isLocalhostName(host)) {
      candidates = [...LOCALHOST_ADDRESSES];
    } else {
      try {
        candidates = await resolver(host);
      } catch (error) {
        throw new FetchError('dns_failed', `cannot resolve ${host}: ${(error as Error).message}`, raw);
      }
      if (candidates.length === 0) throw new FetchError('dns_failed', `no addresses for ${host}`, raw);
    }
    const verdicts = candidates.map((candidate) => ({ candidate, ...allowed(candidate.address) }));
    const usable = verdicts.find((verdict) => verdict.ok);
    if (!usable) {
      const classes = [...new Set(verdicts.map((verdict) => verdict.cls))].join(', ');
      throw new FetchError('unsafe_address', `${host} resolves to a non-public address (${classes})`, raw);
    }
    return { url, address: usable.candidate };
  }

  async function fetchOnce(
    url: URL,
    address: ResolvedAddress,
    options: Required<Pick<FetchOptions, 'maxBytes' | 'accept' | 'onOversize'>> & Pick<FetchOptions, 'conditional'>,
    deadline: number,
  ): Promise<{ status: number; headers: Headers; bytes: Buffer; truncated: boolean }> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new FetchError('timeout', 'timed out', url.href);
    // The connection goes to the checked address whatever the resolver would answer now.
    const pinnedLookup: net.LookupFunction = (_hostname, lookupOptions, callback) => {
      if (lookupOptions?.all) {
        (callback as unknown as (err: null, addresses: dns.LookupAddress[]) => void)(null, [address]);
      } else {
        callback(null, address.address, address.family);
      }
    };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), remaining);
    const stream = got.stream(url, {
      method: 'GET',
      dnsLookup: pinnedLookup,
      followRedirect: false,
      throwHttpErrors: false,
      retry: { limit: 0 },
      decompress: true,
      signal: controller.signal,
      agent: {
        http: new http.Agent({ keepAlive: false }),
        https: new https.Agent({
          keepAlive: false,
          ...(settings.certificateAuthorities ? { ca: [...settings.certificateAuthorities] } : {}),
        }),
      },
      headers: {
        'user-agent': settings.userAgent,
        accept: options.accept,
        'accept-encoding': 'gzip, deflate, br',
        ...(options.conditional?.etag ? { 'if-none-match': options.conditional.etag } : {}),
        ...(options.conditional?.lastModified ? { 'if-modified-since': options.conditional.lastModified } : {}),
      },
    });
    try {
      return await new Promise((resolve, reject) => {
        let status = 0;
        let headers: Headers = {};
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        const finish = (truncated: boolean) => {
          if (done) return;
          done = true;
          resolve({ status, headers, bytes: Buffer.concat(chunks), truncated });
        };
        const fail = (error: FetchError) => {
          if (done) return;
          done = true;
          stream.destroy();
          reject(error);
        };
        stream.on('response', (response: http.IncomingMessage) => {
          status = response.statusCode ?? 0;
          headers = response.headers;
          if (REDIRECT_STATUSES.has(status)) {
            finish(false);
            stream.destroy();
            return;
          }
          const declared = Number(response.headers['content-length']);
          const encoded = response.headers['content-encoding'];
          if (!encoded && Number.isFinite(declared) && declared > options.maxBytes && options.onOversize === 'error') {
            fail(new FetchError('too_large', `body of ${declared} bytes exceeds ${options.maxBytes}`, url.href));
          }
        });
        stream.on('data', (chunk: Buffer) => {
          if (done) return;
          const room = options.maxBytes - size;
          if (chunk.length > room) {
            if (options.onOversize === 'truncate') {
              chunks.push(chunk.subarray(0, room));
              size += room;
              finish(true);
              stream.destroy();
            } else {
              fail(new FetchError('too_large', `body exceeds ${options.maxBytes} bytes`, url.href));
            }
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        stream.on('end', () => finish(false));
        stream.on('error', (error: Error & { code?: string }) => {
          if (controller.signal.aborted || error.code === 'ETIMEDOUT' || error.name === 'AbortError') {
            fail(new FetchError('timeout', `timed out after ${remaining} ms`, url.href));
          } else {
            fail(new FetchError('unreachable', `${url.host}: ${error.message}`, url.href));
          }
        });
      });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async get(startUrl, options = {}) {
      const settled = {
        maxBytes: options.maxBytes ?? settings.defaultMaxBytes ?? DEFAULT_MAX_BYTES,
        accept: options.accept ?? '*/*',
        onOversize: options.onOversize ?? 'error',
        conditional: options.conditional,
      } as const;
      const deadline = Date.now() + (options.timeoutMs ?? settings.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS);
      let current = startUrl;
      for (let hop = 0; ; hop++) {
        const { url, address } = await vet(current);
        const answer = await fetchOnce(url, address, settled, deadline);
        const location = answer.headers.location;
        if (REDIRECT_STATUSES.has(answer.status) && typeof location === 'string' && location !== '') {
          if (hop >= maxRedirects)
            throw new FetchError('too_many_redirects', `more than ${maxRedirects} redirects`, startUrl);
          let next: string;
          try {
            next = new URL(location, url).href;
          } catch {
            throw new FetchError('invalid_url', `bad redirect location ${location}`, url.href);
          }
          // Checked again (scheme, credentials, address) by vet() at the top of the loop.
          if (options.allowRedirect && !(await options.allowRedirect(next))) {
            throw new FetchError('redirect_refused', `redirect to ${next} refused`, next);
          }
          current = next;
          continue;
        }
        const contentTypeHeader = answer.headers['content-type'];
        const contentType =
          typeof contentTypeHeader === 'string' ? contentTypeHeader.split(';')[0]!.trim().toLowerCase() || null : null;
        return {
          finalUrl: url.href,
          status: answer.status,
          headers: answer.headers,
          body: decode(answer.bytes, typeof contentTypeHeader === 'string' ? contentTypeHeader : undefined),
          bytes: answer.bytes,
          contentType,
          truncated: answer.truncated,
        };
      }
    },
  };
}

function decode(bytes: Buffer, contentType: string | undefined): string {
  const charset = /charset=["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
