import { expect } from 'chai';
import { loadPaymentSettings, VIES_REST_URL } from './payment-settings.ts';

describe('payment settings', () => {
  it('default: the sandbox, VIES at the Commission, expiry every minute', () => {
    expect(loadPaymentSettings({})).to.deep.include({
      provider: 'sandbox',
      stripe: null,
      sellerCountry: 'IE',
      viesUrl: VIES_REST_URL,
      viesTimeoutMs: 5000,
      expiryTickMs: 60_000,
    });
  });

  it('Stripe needs a secret key and a webhook secret; STRIPE_API_BASE points it elsewhere (stripe-mock)', () => {
    expect(() => loadPaymentSettings({ PAYMENT_PROVIDER: 'stripe' })).to.throw(/STRIPE_SECRET_KEY/);
    expect(() => loadPaymentSettings({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).to.throw(
      /STRIPE_WEBHOOK_SECRET/,
    );
    const settings = loadPaymentSettings({
      PAYMENT_PROVIDER: 'Stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
      STRIPE_WEBHOOK_TOLERANCE_SECONDS: '120',
    });
    expect(settings.provider).to.equal('stripe');
    expect(settings.stripe).to.deep.equal({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: 'http://127.0.0.1:12111',
      webhookToleranceSeconds: 120,
    });
    expect(() =>
      loadPaymentSettings({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }),
    ).to.throw(/https with a live key/);
    expect(() =>
      loadPaymentSettings({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_WEBHOOK_TOLERANCE_SECONDS: '0',
      }),
    ).to.throw(/STRIPE_WEBHOOK_TOLERANCE_SECONDS/);
    expect(() => loadPaymentSettings({ PAYMENT_PROVIDER: 'paypal' })).to.throw(/sandbox or stripe/);
  });

  it('VIES_URL=off checks VAT numbers by format only; another address is used as given', () => {
    expect(loadPaymentSettings({ VIES_URL: 'off' }).viesUrl).to.equal(null);
    expect(loadPaymentSettings({ VIES_URL: 'http://127.0.0.1:9/check-vat-number' }).viesUrl).to.equal(
      'http://127.0.0.1:9/check-vat-number',
    );
    expect(() => loadPaymentSettings({ VIES_URL: 'ftp://x' })).to.throw(/VIES_URL/);
    expect(loadPaymentSettings({ ORDER_EXPIRY_TICK_MS: '0' }).expiryTickMs).to.equal(0);
  });
});
