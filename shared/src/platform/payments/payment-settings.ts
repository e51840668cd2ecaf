/** Settings of orders and payments, from the environment (see README, Settings). */
export interface PaymentSettings {
  /** The seller's country (two letters) for VAT: reverse charge applies to EU businesses elsewhere. */
  sellerCountry: string;
  /** HMAC secret of the sandbox provider's signed callbacks; unset: generated once and kept in the document store. */
  sandboxSecret: string | null;
  /** Wrong promo-code tries per account per window. */
  promoWrongTries: number;
  promoWindowSeconds: number;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  sellerCountry: 'IE',
  sandboxSecret: null,
  promoWrongTries: 10,
  promoWindowSeconds: 3600,
};

const whole = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0, got ${JSON.stringify(raw)}`);
  return value;
};

export function loadPaymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const sellerCountry = (env.SELLER_COUNTRY || DEFAULT_PAYMENT_SETTINGS.sellerCountry).toUpperCase();
  if (!/^[A-Z]{2}$/.test(sellerCountry))
    throw new Error(`SELLER_COUNTRY must be a two-letter country code, got ${JSON.stringify(env.SELLER_COUNTRY)}`);
  const secret = env.PAYMENTS_SANDBOX_SECRET || null;
  if (secret !== null && secret.length < 32) throw new Error('PAYMENTS_SANDBOX_SECRET must be at least 32 characters');
  return {
    sellerCountry,
    sandboxSecret: secret,
    promoWrongTries: whole(env, 'PROMO_WRONG_TRIES_PER_HOUR', DEFAULT_PAYMENT_SETTINGS.promoWrongTries),
    promoWindowSeconds: DEFAULT_PAYMENT_SETTINGS.promoWindowSeconds,
  };
}
