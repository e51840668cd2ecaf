/**
 * Settings from the environment, read once at the composition root. Every setting has a default
 * that works on one machine with nothing else installed.
 */
import path from 'node:path';
import type { SiteSettings } from '../platform/site.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../api/operations/rate-limit.ts';
import { DEFAULT_CACHE_POLICY, type CachePolicy } from '../api/http/representation.ts';
import { DEFAULT_RESPONSE_CACHE, type ResponseCacheSettings } from '../api/http/response-cache.ts';
import type { MailSettings } from '../platform/mail/mailer.ts';
import { loadPaymentSettings, type PaymentSettings } from '../platform/payments/payment-settings.ts';

export interface ServiceConfig {
  host: string;
  port: number;
  dataDir: string;
  site: SiteSettings;
  rateLimits: RateLimitSettings;
  idempotencyTtlHours: number;
  /** How long a read waits for the projections to reach a writer's position token. */
  readYourWritesTimeoutMs: number;
  /** Seed the demo directory when the event log is empty at start (DEMO_DATA=off turns it off). */
  demoData: boolean;
  /** How often scheduled listings whose launch week has begun are taken live (0: only on demand). */
  launchSchedulerTickMs: number;
  /** Outgoing e-mail: SMTP when SMTP_URL is set, otherwise files in <DATA_DIR>/outbox. */
  mail: MailSettings;
  /** Caching of public reads: Cache-Control of their answers, and the bounds of the in-process cache. */
  httpCache: CachePolicy & ResponseCacheSettings;
  /** Orders and payments: seller country (VAT), sandbox provider secret, promo-code try limits. */
  payments: PaymentSettings;
  /** How often the search index is snapshotted to `<DATA_DIR>/search-index.snapshot` (0: no snapshots). */
  searchSnapshotIntervalSeconds: number;
}

const integer = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got ${JSON.stringify(raw)}`);
  return value;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const port = integer(env, 'PORT', 8080);
  return {
    host: env.HOST ?? '0.0.0.0',
    port,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    site: {
      name: env.SITE_NAME ?? 'Listings Directory',
      publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    },
    rateLimits: {
      perCredential: integer(env, 'RATE_LIMIT_PER_CREDENTIAL', DEFAULT_RATE_LIMITS.perCredential),
      perIp: integer(env, 'RATE_LIMIT_PER_IP', DEFAULT_RATE_LIMITS.perIp),
      windowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMITS.windowSeconds),
    },
    idempotencyTtlHours: integer(env, 'IDEMPOTENCY_TTL_HOURS', 24),
    readYourWritesTimeoutMs: integer(env, 'READ_YOUR_WRITES_TIMEOUT_MS', 2000),
    launchSchedulerTickMs: integer(env, 'LAUNCH_SCHEDULER_TICK_MS', 60_000),
    demoData: !['off', 'false', '0', 'no'].includes((env.DEMO_DATA ?? 'on').toLowerCase()),
    mail: {
      from: env.MAIL_FROM || `${env.SITE_NAME ?? 'Listings Directory'} <no-reply@localhost>`,
      smtpUrl: env.SMTP_URL || null,
    },
    httpCache: {
      maxAgeSeconds: integer(env, 'CACHE_MAX_AGE_SECONDS', DEFAULT_CACHE_POLICY.maxAgeSeconds),
      staleWhileRevalidateSeconds: integer(
        env,
        'CACHE_STALE_WHILE_REVALIDATE_SECONDS',
        DEFAULT_CACHE_POLICY.staleWhileRevalidateSeconds,
      ),
      maxEntries: integer(env, 'RESPONSE_CACHE_MAX_ENTRIES', DEFAULT_RESPONSE_CACHE.maxEntries),
      maxBytes: integer(env, 'RESPONSE_CACHE_MAX_BYTES', DEFAULT_RESPONSE_CACHE.maxBytes),
    },
    payments: loadPaymentSettings(env),
    searchSnapshotIntervalSeconds: integer(env, 'SEARCH_SNAPSHOT_INTERVAL_SECONDS', 60),
  };
}
