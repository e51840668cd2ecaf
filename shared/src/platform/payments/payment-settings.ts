/** Settings of orders and payments, from the environment (see README, Settings). */
export interface StripeSettings {
  /** sk_test_… or sk_live_… (a restricted key rk_… works when it may write Checkout Sessions and Refunds). */
  secretKey: string;
  /** whsec_…: the signing secret of the webhook endpoint (Dashboard or `stripe listen`). */
  webhookSecret: string;
  /** Another API address (stripe-mock in tests: http://127.0.0.1:12111); null: Stripe's own. */
  apiBase: string | null;
  /** How old a webhook's signature may be, in seconds (Stripe's default: 300). */
  webhookToleranceSeconds: number;
}

export interface PaymentSettings {
  /** The seller's country (two letters) for VAT: reverse charge applies to EU businesses elsewhere. */
  sellerCountry: string;
  /** Which provider takes the payments: the offline sandbox (default) or Stripe. */
  provider: 'sandbox' | 'stripe';
  /** Present when provider is stripe. */
  stripe: StripeSettings | null;
  /** HMAC secret of the sandbox provider's signed callbacks; unset: generated once and kept in the document store. */
  sandboxSecret: string | null;
  /** Wrong promo-code tries per account per window. */
  promoWrongTries: number;
  promoWindowSeconds: number;
  /** The VIES REST endpoint VAT numbers are checked with; null: format rules only (no VIES). */
  viesUrl: string | null;
  /** Longest a VIES check may take before it counts as "VIES unavailable". */
  viesTimeoutMs: number;
  /** How often pending orders past their checkout link's life are recorded as expired (0: only on demand). */
  expiryTickMs: number;
}

/** The European Commission's VIES REST service (checks one number per request). */
export const VIES_REST_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';

/** Defaults for code and tests that build settings by hand: offline (no VIES call, sandbox provider). */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  sellerCountry: 'IE',
  provider: 'sandbox',
  stripe: null,
  sandboxSecret: null,
  promoWrongTries: 10,
  promoWindowSeconds: 3600,
  viesUrl: null,
  viesTimeoutMs: 5000,
  expiryTickMs: 60_000,
};

const whole = (env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got ${JSON.stringify(raw)}`);
  return value;
};

const httpUrl = (name: string, raw: string): string => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) address, got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) address, got ${JSON.stringify(raw)}`);
  return url.toString().replace(/\/+$/, '');
};

function loadStripeSettings(env: NodeJS.ProcessEnv): StripeSettings {
  const secretKey = env.STRIPE_SECRET_KEY ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY (sk_test_… or sk_live_…)');
  if (!/^whsec_\w+$/.test(webhookSecret))
    throw new Error(
      'PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET (whsec_…, the webhook endpoint signing secret)',
    );
  const apiBase = env.STRIPE_API_BASE ? httpUrl('STRIPE_API_BASE', env.STRIPE_API_BASE) : null;
  if (apiBase && /_live_/.test(secretKey) && !apiBase.startsWith('https://'))
    throw new Error('STRIPE_API_BASE must be https with a live key');
  return {
    secretKey,
    webhookSecret,
    apiBase,
    webhookToleranceSeconds: whole(env, 'STRIPE_WEBHOOK_TOLERANCE_SECONDS', 300),
  };
}

export function loadPaymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const sellerCountry = (env.SELLER_COUNTRY || DEFAULT_PAYMENT_SETTINGS.sellerCountry).toUpperCase();
  if (!/^[A-Z]{2}$/.test(sellerCountry))
    throw new Error(`SELLER_COUNTRY must be a two-letter country code, got ${JSON.stringify(env.SELLER_COUNTRY)}`);
  const secret = env.PAYMENTS_SANDBOX_SECRET || null;
  if (secret !== null && secret.length < 32) throw new Error('PAYMENTS_SANDBOX_SECRET must be at least 32 characters');
  const provider = (env.PAYMENT_PROVIDER || 'sandbox').toLowerCase();
  if (provider !== 'sandbox' && provider !== 'stripe')
    throw new Error(`PAYMENT_PROVIDER must be sandbox or stripe, got ${JSON.stringify(env.PAYMENT_PROVIDER)}`);
  const vies = env.VIES_URL ?? '';
  return {
    sellerCountry,
    provider,
    stripe: provider === 'stripe' ? loadStripeSettings(env) : null,
    sandboxSecret: secret,
    promoWrongTries: whole(env, 'PROMO_WRONG_TRIES_PER_HOUR', DEFAULT_PAYMENT_SETTINGS.promoWrongTries),
    promoWindowSeconds: DEFAULT_PAYMENT_SETTINGS.promoWindowSeconds,
    // The real VIES unless turned off: offline it is simply "unavailable" (see vat.ts for what that means).
    viesUrl: vies.toLowerCase() === 'off' ? null : vies ? httpUrl('VIES_URL', vies) : VIES_REST_URL,
    viesTimeoutMs: whole(env, 'VIES_TIMEOUT_MS', DEFAULT_PAYMENT_SETTINGS.viesTimeoutMs),
    expiryTickMs: whole(env, 'ORDER_EXPIRY_TICK_MS', DEFAULT_PAYMENT_SETTINGS.expiryTickMs, 0),
  };
}
