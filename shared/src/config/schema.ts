/**
 * Every setting of every process, in one zod schema: its variable, what it accepts, its default. A
 * process validates the whole environment once at start (`parseSettings`), so a wrong value stops it
 * with one line per variable naming it, what is allowed and what was given, never a stack trace from
 * deep inside a feature. The readers elsewhere (payments, fetcher, crawler, Kafka, stores) then only
 * ever see values this schema accepted. An empty value counts as unset (its default applies).
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS } from '../api/operations/rate-limit.ts';
import { DEFAULT_CACHE_POLICY } from '../api/http/representation.ts';
import { DEFAULT_RESPONSE_CACHE } from '../api/http/response-cache.ts';
import { DEFAULT_PAYMENT_SETTINGS } from '../platform/payments/payment-settings.ts';
import { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS } from '../platform/net/safe-fetcher.ts';

interface Setting<T> {
  /** What a valid value looks like, for the error message ("a whole number from 1 to 65535"). */
  allowed: string;
  schema: z.ZodType<T>;
}

const MAX = Number.MAX_SAFE_INTEGER;

const whole = (min: number, max = MAX): Setting<number> => ({
  allowed: max === MAX ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`,
  schema: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max)),
});

const oneOf = <T extends string>(...values: [T, ...T[]]): Setting<T> => ({
  allowed: `one of ${values.join(', ')}`,
  schema: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(values)),
});

const FLAG_WORDS = ['on', 'off', 'true', 'false', 'yes', 'no', '1', '0'] as const;
const flag: Setting<boolean> = {
  allowed: 'on or off (also true/false, yes/no, 1/0)',
  schema: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(FLAG_WORDS))
    .transform((value) => ['on', 'true', 'yes', '1'].includes(value)),
};

const text: Setting<string> = { allowed: 'any text', schema: z.string() };

const secret = (minLength: number): Setting<string> => ({
  allowed: `at least ${minLength} characters`,
  schema: z.string().min(minLength),
});

const url = (protocols: readonly string[], what = `an ${protocols.join(' or ')} address`): Setting<string> => ({
  allowed: what,
  schema: z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
    } catch {
      return false;
    }
  }),
});

const pattern = (regex: RegExp, allowed: string): Setting<string> => ({ allowed, schema: z.string().regex(regex) });

const HOST_PORT = /^[A-Za-z0-9.\-[\]:]+(:\d{1,5})?$/;
/** Comma-separated `host` or `host:port` entries (DNS servers, Kafka brokers). */
const hostList = (allowed: string): Setting<string[]> => ({
  allowed,
  schema: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(HOST_PORT))),
});

/** Comma-separated host names (no port, no scheme), kept in lower case. */
const siteHosts: Setting<string[]> = {
  allowed: 'comma-separated host names (no port)',
  schema: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/)).min(1)),
};

/** Which peers' X-Forwarded-For is believed: none (`false`), a hop count, or addresses, CIDR ranges and names. */
export type TrustProxySetting = false | number | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const proxyEntry = (entry: string): boolean => {
  if (PROXY_NAMES.has(entry) || isIP(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || !prefix || !/^\d{1,3}$/.test(prefix)) return false;
  const family = isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
};
/**
 * Express's `trust proxy` forms, minus `true` (believing every peer's header would let anyone rotate
 * X-Forwarded-For past the per-IP limits): `off`, a hop count, or a list (`loopback, 10.0.0.0/8`).
 */
const trustProxy: Setting<TrustProxySetting> = {
  allowed:
    'off, a hop count (1, 2 …), or comma-separated addresses, CIDR ranges and loopback / linklocal / uniquelocal',
  schema: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(
      z.union([
        z.enum(['off', 'false', 'none']).transform((): TrustProxySetting => false),
        z
          .string()
          .regex(/^[1-9]\d{0,2}$/)
          .transform((value): TrustProxySetting => Number(value)),
        z
          .string()
          .transform((value) =>
            value
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean),
          )
          .pipe(z.array(z.string().refine(proxyEntry)).min(1)),
      ]),
    ),
};

const setting = <T>(definition: Setting<T>, fallback: T | undefined, meaning: string) => ({
  ...definition,
  fallback,
  meaning,
});

/**
 * The settings. `fallback` undefined: unset by default (the feature decides what absence means, as
 * README's Settings table says).
 */
export const SETTINGS = {
  PORT: setting(whole(0, 65535), 8080, 'port the process listens on'),
  HOST: setting(text, '0.0.0.0', 'address the process listens on'),
  DATA_DIR: setting(text, 'data', 'event log and read models of the embedded mode'),
  PUBLIC_BASE_URL: setting(url(['http', 'https']), undefined, 'the address clients use'),
  SITE_NAME: setting(text, 'Listings Directory', 'name of the site'),
  SITE_KEY: setting(pattern(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - or _ (up to 40)'), 'main', 'key of this site'),
  SITE_HOSTS: setting(
    siteHosts,
    undefined,
    'host names the default site answers on; unset: any host while it is the only site (see docs/decisions/site-network.md)',
  ),
  RATE_LIMIT_PER_CREDENTIAL: setting(
    whole(1),
    DEFAULT_RATE_LIMITS.perCredential,
    'requests per window per API key or token',
  ),
  RATE_LIMIT_PER_IP: setting(whole(1), DEFAULT_RATE_LIMITS.perIp, 'requests per window per anonymous client IP'),
  RATE_LIMIT_WINDOW_SECONDS: setting(whole(1), DEFAULT_RATE_LIMITS.windowSeconds, 'rate-limit window'),
  TRUST_PROXY: setting(trustProxy, ['loopback'] as TrustProxySetting, 'proxies whose X-Forwarded-For is believed'),
  IDEMPOTENCY_TTL_HOURS: setting(whole(1), 24, 'how long an Idempotency-Key is remembered'),
  HOUSEKEEPING_TICK_MS: setting(
    whole(0),
    300_000,
    'how often expired sessions, OAuth records, idempotency entries and devices are purged (0: off)',
  ),
  HOUSEKEEPING_BATCH: setting(whole(1, 100_000), 1000, 'most records of each kind purged per housekeeping round'),
  HTTP_HEADERS_TIMEOUT_MS: setting(whole(100), 20_000, 'longest a client may take to send request headers'),
  HTTP_REQUEST_TIMEOUT_MS: setting(whole(100), 60_000, 'longest a client may take to send a whole request'),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: setting(whole(100), 65_000, 'how long an idle keep-alive connection is kept'),
  HTTP_MAX_CONNECTIONS: setting(whole(1), 10_000, 'most connections open at once'),
  READ_YOUR_WRITES_TIMEOUT_MS: setting(whole(0), 2000, 'longest a read waits for the projections'),
  SMTP_URL: setting(url(['smtp', 'smtps']), undefined, 'SMTP server for outgoing mail'),
  MAIL_FROM: setting(text, undefined, 'sender of outgoing mail'),
  LAUNCH_SCHEDULER_TICK_MS: setting(whole(0), 60_000, 'launch scheduler period (0: off)'),
  BADGE_RECHECK_TICK_MS: setting(whole(0), 600_000, 'badge re-check period (0: off)'),
  BADGE_GRACE_DAYS: setting(whole(0), 7, 'days a live free listing keeps a followed link after its badge is gone'),
  BADGE_KEEP_INTERVAL_HOURS: setting(whole(1), 24, 'hours between two re-checks of a live free listing’s badge'),
  FACTS_REREAD_INTERVAL_HOURS: setting(whole(1), 168, 'hours between two re-reads of a live listing’s quoted pages'),
  VOTE_NETWORK_KEY_DAYS: setting(whole(1), 30, 'days a month’s network-tag key is kept after the month'),
  WEEK_CLOSE_GRACE_SECONDS: setting(whole(0), 60, 'how long after Monday 00:00 UTC a launch week is closed'),
  DEMO_DATA: setting(flag, true, 'seed the demo directory on an empty log'),
  CACHE_MAX_AGE_SECONDS: setting(whole(0), DEFAULT_CACHE_POLICY.maxAgeSeconds, 'Cache-Control max-age of public reads'),
  CACHE_STALE_WHILE_REVALIDATE_SECONDS: setting(
    whole(0),
    DEFAULT_CACHE_POLICY.staleWhileRevalidateSeconds,
    'Cache-Control stale-while-revalidate',
  ),
  RESPONSE_CACHE_MAX_ENTRIES: setting(
    whole(0),
    DEFAULT_RESPONSE_CACHE.maxEntries,
    'entries of the response cache (0: off)',
  ),
  RESPONSE_CACHE_MAX_BYTES: setting(whole(0), DEFAULT_RESPONSE_CACHE.maxBytes, 'bytes of the response cache'),
  FETCH_ALLOW_PRIVATE_ADDRESSES: setting(flag, false, 'outbound fetches may reach private addresses'),
  FETCH_DNS_SERVERS: setting(hostList('comma-separated ip or ip:port'), [], 'DNS servers of outbound fetches'),
  FETCH_TIMEOUT_MS: setting(whole(1), DEFAULT_TIMEOUT_MS, 'longest outbound fetch'),
  FETCH_MAX_BYTES: setting(whole(1), DEFAULT_MAX_BYTES, 'most body bytes of an outbound fetch'),
  CRAWL_MAX_PAGES: setting(whole(0, 50), 8, 'pages the crawler reads besides the start page'),
  GEMINI_API_KEY: setting(text, undefined, 'drafts by Gemini when set'),
  GEMINI_MODEL: setting(text, undefined, 'the Gemini model'),
  GEMINI_BASE_URL: setting(url(['http', 'https']), undefined, 'another Gemini endpoint'),
  GEMINI_MAX_COST_USD: setting(
    pattern(/^(?:\d+(?:\.\d+)?|\.\d+)$/, 'a number of US dollars, e.g. 0.05'),
    undefined,
    'most one Gemini draft may cost (default 0.05)',
  ),
  SELLER_COUNTRY: setting(
    pattern(/^[A-Za-z]{2}$/, 'a two-letter country code'),
    DEFAULT_PAYMENT_SETTINGS.sellerCountry,
    "seller's country (VAT)",
  ),
  PAYMENTS_SANDBOX_SECRET: setting(secret(32), undefined, 'HMAC secret of the sandbox provider'),
  PAYMENT_PROVIDER: setting(oneOf('sandbox', 'stripe'), 'sandbox', 'payment provider'),
  STRIPE_SECRET_KEY: setting(
    pattern(/^(sk|rk)_(test|live)_\w+$/, 'a Stripe secret key (sk_test_…, sk_live_… or rk_…)'),
    undefined,
    'Stripe secret key',
  ),
  STRIPE_WEBHOOK_SECRET: setting(
    pattern(/^whsec_\w+$/, 'a webhook signing secret (whsec_…)'),
    undefined,
    'webhook secret',
  ),
  STRIPE_API_BASE: setting(url(['http', 'https']), undefined, 'another Stripe API address'),
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: setting(whole(1), 300, 'how old a webhook signature may be'),
  VIES_URL: setting(
    { allowed: 'an http or https address, or off', schema: z.union([z.literal('off'), url(['http', 'https']).schema]) },
    undefined,
    'VIES REST service',
  ),
  VIES_TIMEOUT_MS: setting(whole(1), DEFAULT_PAYMENT_SETTINGS.viesTimeoutMs, 'longest VIES check'),
  ORDER_EXPIRY_TICK_MS: setting(whole(0), DEFAULT_PAYMENT_SETTINGS.expiryTickMs, 'order expiry period (0: off)'),
  PROMO_WRONG_TRIES_PER_HOUR: setting(
    whole(1),
    DEFAULT_PAYMENT_SETTINGS.promoWrongTries,
    'unusable promo codes one account may try per hour',
  ),
  CLAIM_DNS_SERVERS: setting(hostList('comma-separated ip or ip:port'), [], 'DNS servers of verify_claim'),
  CLAIM_TOKEN_SECRET: setting(secret(32), undefined, 'key of the e-mail claim tokens'),
  SEARCH_SNAPSHOT_INTERVAL_SECONDS: setting(whole(0), 60, 'search index snapshot period (0: off)'),
  ADMIN_ACTOR: setting(text, undefined, 'actor recorded by the admin CLI'),
  // Distributed mode.
  EVENT_STORE: setting(oneOf('sqlite', 'esdb', 'postgres'), 'sqlite', 'event store'),
  ESDB_URL: setting(url(['esdb', 'esdb+discover', 'kurrentdb', 'kurrentdb+discover']), undefined, 'EventStoreDB'),
  DOCUMENT_STORE: setting(oneOf('mingo', 'mongo', 'postgres'), 'mingo', 'document store'),
  MONGO_URL: setting(url(['mongodb', 'mongodb+srv']), undefined, 'MongoDB'),
  MONGO_DB: setting(pattern(/^[^/\\. "$]{1,63}$/, 'a MongoDB database name'), 'listings', 'MongoDB database'),
  POSTGRES_URL: setting(
    url(['postgres', 'postgresql']),
    'postgres://127.0.0.1:5432/listings',
    'PostgreSQL (event store and/or read models)',
  ),
  EVENT_BUS: setting(oneOf('inprocess', 'kafka'), 'inprocess', 'event bus'),
  KAFKA_BROKERS: setting(hostList('comma-separated host:port'), ['127.0.0.1:9092'], 'Kafka brokers'),
  KAFKA_CLIENT_ID: setting(text, 'listings', 'Kafka client id'),
  KAFKA_TOPIC: setting(pattern(/^[A-Za-z0-9._-]{1,249}$/, 'a Kafka topic name'), 'listings.events', 'event topic'),
  KAFKA_PARTITIONS: setting(whole(1, 1000), 6, 'partitions of the event topic'),
  KAFKA_PROJECTORS_GROUP: setting(text, 'projectors', 'consumer group of the projectors'),
  KAFKA_REACTORS_GROUP: setting(text, 'reactors', 'consumer group of the reactors'),
  COMMAND_SERVICE_URL: setting(url(['http', 'https']), 'http://127.0.0.1:8081', 'command service (gateway)'),
  QUERY_SERVICE_URL: setting(url(['http', 'https']), 'http://127.0.0.1:8082', 'query service (gateway)'),
  CACHE_INVALIDATION_POLL_MS: setting(whole(10), 250, "how often the query service checks the projectors' progress"),
  ALLOW_LOCAL_STORES_WITH_KAFKA: setting(flag, false, 'tests only: roles on Kafka may share local store files'),
  READY_MAX_LAG_SECONDS: setting(whole(0), 30, 'oldest unapplied event /ready accepts on the read side'),
  // Operations.
  METRICS_TOKEN: setting(secret(16), undefined, 'bearer token /metrics requires when set'),
  OTEL_EXPORTER_OTLP_ENDPOINT: setting(url(['http', 'https']), undefined, 'OTLP/HTTP collector: traces on'),
  OTEL_SERVICE_NAME: setting(text, undefined, 'service name on the traces'),
  SHUTDOWN_TIMEOUT_MS: setting(whole(0), 10_000, 'longest wait for in-flight requests on SIGTERM'),
} as const;

type Definitions = typeof SETTINGS;
export type SettingName = keyof Definitions;
/** The parsed settings: each variable's value, or its default, or undefined when unset without one. */
export type Settings = {
  [N in SettingName]: Definitions[N]['fallback'] extends undefined
    ? z.output<Definitions[N]['schema']> | undefined
    : z.output<Definitions[N]['schema']>;
};

/** One zod object over the environment: empty counts as unset, unset takes the default. */
export const settingsSchema = z
  .object(
    Object.fromEntries(
      Object.entries(SETTINGS).map(([name, definition]) => [
        name,
        z.preprocess((raw) => (raw === '' ? undefined : raw), (definition.schema as z.ZodType).optional()),
      ]),
    ) as unknown as { [N in SettingName]: z.ZodOptional<Definitions[N]['schema']> },
  )
  .superRefine((settings, context) => {
    const problem = (name: SettingName, text: string) =>
      context.addIssue({ code: 'custom', path: [name], message: text, params: { problem: text } });
    // An https address is a deployment on the internet: its metrics (routes, rates, errors) need the token.
    if (/^\s*https:/i.test(settings.PUBLIC_BASE_URL ?? '') && !settings.METRICS_TOKEN)
      problem(
        'METRICS_TOKEN',
        'is required when PUBLIC_BASE_URL is https (a deployment): set 16+ characters, and scrape /metrics with Authorization: Bearer <token>',
      );
    if (settings.PAYMENT_PROVIDER === 'stripe') {
      if (!settings.STRIPE_SECRET_KEY)
        problem('STRIPE_SECRET_KEY', 'is required with PAYMENT_PROVIDER=stripe (sk_test_…, sk_live_… or rk_…)');
      if (!settings.STRIPE_WEBHOOK_SECRET)
        problem(
          'STRIPE_WEBHOOK_SECRET',
          'is required with PAYMENT_PROVIDER=stripe (whsec_…, the webhook signing secret)',
        );
      if (settings.STRIPE_API_BASE?.startsWith('http:') && /_live_/.test(settings.STRIPE_SECRET_KEY ?? ''))
        problem('STRIPE_API_BASE', 'must be https with a live Stripe key');
    }
  });

/** A wrong setting: `message` names every wrong variable, one per line. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly problems: readonly { variable: string; problem: string }[];

  constructor(problems: { variable: string; problem: string }[]) {
    super(
      `Invalid configuration (${problems.length === 1 ? 'one setting' : `${problems.length} settings`}):\n` +
        problems.map(({ variable, problem }) => `  ${variable} ${problem}`).join('\n'),
    );
    this.problems = problems;
  }
}

/** Validates the environment against the schema; throws a ConfigError naming every wrong variable. */
export function parseSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const seen = new Set<string>();
    const problems: { variable: string; problem: string }[] = [];
    for (const issue of result.error.issues) {
      const variable = String(issue.path[0]) as SettingName;
      if (seen.has(variable)) continue;
      seen.add(variable);
      // Rules across settings carry their own wording; a value that fails its own rule gets "must be …, got …".
      const across = (issue as { params?: { problem?: string } }).params?.problem;
      problems.push({
        variable,
        problem: across ?? `must be ${SETTINGS[variable].allowed}, got ${JSON.stringify(env[variable])}`,
      });
    }
    throw new ConfigError(problems);
  }
  const parsed = result.data as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(SETTINGS).map(([name, definition]) => [name, parsed[name] ?? definition.fallback]),
  ) as Settings;
}
