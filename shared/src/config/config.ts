/**
 * Settings from the environment, read once at the composition root. Every setting has a default
 * that works on one machine with nothing else installed. The whole environment is validated first
 * against the one schema (schema.ts): a wrong value throws a ConfigError naming the variable.
 */
import path from 'node:path';
import type { SiteSettings } from '../platform/site.ts';
import type { RateLimitSettings } from '../api/operations/rate-limit.ts';
import type { CachePolicy } from '../api/http/representation.ts';
import type { ResponseCacheSettings } from '../api/http/response-cache.ts';
import type { MailSettings } from '../platform/mail/mailer.ts';
import { loadPaymentSettings, type PaymentSettings } from '../platform/payments/payment-settings.ts';
import { ConfigError, parseSettings, type TrustProxySetting } from './schema.ts';

/** What the HTTP server grants a connection (HTTP_* settings; gateway/src/server-limits.ts applies them). */
export interface HttpServerSettings {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
}

export interface ServiceConfig {
  host: string;
  port: number;
  dataDir: string;
  site: SiteSettings;
  rateLimits: RateLimitSettings;
  /**
   * Which peers' X-Forwarded-For names the client (TRUST_PROXY): the per-IP limits, sign-in throttles and
   * view counts key on the address this gives. Default loopback; `false` believes no header.
   */
  trustProxy: TrustProxySetting;
  idempotencyTtlHours: number;
  /** Slow and greedy clients: header, request and keep-alive timeouts, and the connection cap. */
  http: HttpServerSettings;
  /** The purge of expired records (sessions, OAuth records, Idempotency-Keys, known devices): period and batch. */
  housekeeping: { tickMs: number; batch: number };
  /** How long a read waits for the projections to reach a writer's position token. */
  readYourWritesTimeoutMs: number;
  /** Seed the demo directory when the event log is empty at start (DEMO_DATA=off turns it off). */
  demoData: boolean;
  /** How often scheduled listings whose launch week has begun are taken live (0: only on demand). */
  launchSchedulerTickMs: number;
  /** Votes and launch weeks: how long a month's network-tag key is kept, and when a week is closed. */
  engagement: { voteNetworkKeyDays: number; weekCloseGraceSeconds: number };
  /** Outgoing e-mail: SMTP when SMTP_URL is set, otherwise files in <DATA_DIR>/outbox. */
  mail: MailSettings;
  /** Caching of public reads: Cache-Control of their answers, and the bounds of the in-process cache. */
  httpCache: CachePolicy & ResponseCacheSettings;
  /** Orders and payments: seller country (VAT), sandbox provider secret, promo-code try limits. */
  payments: PaymentSettings;
  /** How often the search index is snapshotted to `<DATA_DIR>/search-index.snapshot` (0: no snapshots). */
  searchSnapshotIntervalSeconds: number;
  /** Metrics (/metrics, bearer METRICS_TOKEN when set) and traces (OTLP when an endpoint is set). */
  observability: { metricsToken: string | null; otlpEndpoint: string | null; serviceName: string | null };
  /** Longest wait for in-flight requests after SIGTERM/SIGINT before their connections are closed. */
  shutdownTimeoutMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const settings = parseSettings(env);
  const port = settings.PORT;
  return {
    host: settings.HOST,
    port,
    dataDir: path.resolve(settings.DATA_DIR),
    site: {
      name: settings.SITE_NAME,
      publicBaseUrl: (settings.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
      key: settings.SITE_KEY.toLowerCase(),
      hosts: settings.SITE_HOSTS ?? [],
    },
    rateLimits: {
      perCredential: settings.RATE_LIMIT_PER_CREDENTIAL,
      perIp: settings.RATE_LIMIT_PER_IP,
      windowSeconds: settings.RATE_LIMIT_WINDOW_SECONDS,
    },
    trustProxy: settings.TRUST_PROXY,
    idempotencyTtlHours: settings.IDEMPOTENCY_TTL_HOURS,
    http: {
      headersTimeoutMs: settings.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: settings.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: settings.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: settings.HTTP_MAX_CONNECTIONS,
    },
    housekeeping: { tickMs: settings.HOUSEKEEPING_TICK_MS, batch: settings.HOUSEKEEPING_BATCH },
    readYourWritesTimeoutMs: settings.READ_YOUR_WRITES_TIMEOUT_MS,
    launchSchedulerTickMs: settings.LAUNCH_SCHEDULER_TICK_MS,
    engagement: {
      voteNetworkKeyDays: settings.VOTE_NETWORK_KEY_DAYS,
      weekCloseGraceSeconds: settings.WEEK_CLOSE_GRACE_SECONDS,
    },
    demoData: settings.DEMO_DATA,
    mail: {
      from: settings.MAIL_FROM ?? `${settings.SITE_NAME} <no-reply@localhost>`,
      smtpUrl: settings.SMTP_URL ?? null,
    },
    httpCache: {
      maxAgeSeconds: settings.CACHE_MAX_AGE_SECONDS,
      staleWhileRevalidateSeconds: settings.CACHE_STALE_WHILE_REVALIDATE_SECONDS,
      maxEntries: settings.RESPONSE_CACHE_MAX_ENTRIES,
      maxBytes: settings.RESPONSE_CACHE_MAX_BYTES,
    },
    payments: loadPaymentSettings(env),
    searchSnapshotIntervalSeconds: settings.SEARCH_SNAPSHOT_INTERVAL_SECONDS,
    observability: {
      metricsToken: settings.METRICS_TOKEN ?? null,
      otlpEndpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
      serviceName: settings.OTEL_SERVICE_NAME ?? null,
    },
    shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
  };
}

/**
 * For entry points: the configuration, or (on a wrong setting) the message naming the variable on
 * stderr and exit code 2, without a stack trace.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}
