/**
 * The one settings schema: defaults when unset, every wrong variable named with what it allows and
 * what it got, rules across settings (Stripe), and every setting documented in docs/settings.md (the README
 * names the common ones and points there).
 */
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, SETTINGS, parseSettings } from './schema.ts';
import { loadConfig } from './config.ts';

const problemsOf = (env: NodeJS.ProcessEnv): ConfigError => {
  try {
    parseSettings(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('settings schema', () => {
  it('gives every default when nothing is set, and treats an empty value as unset', () => {
    const settings = parseSettings({ PORT: '', DEMO_DATA: '' });
    expect(settings.PORT).to.equal(8080);
    expect(settings.DEMO_DATA).to.equal(true);
    expect(settings.KAFKA_BROKERS).to.deep.equal(['127.0.0.1:9092']);
    expect(settings.METRICS_TOKEN).to.equal(undefined);
    expect(loadConfig({}).shutdownTimeoutMs).to.equal(10_000);
  });

  it('converts what it accepts', () => {
    const settings = parseSettings({
      PORT: '9000',
      DEMO_DATA: 'OFF',
      FETCH_ALLOW_PRIVATE_ADDRESSES: 'true',
      KAFKA_BROKERS: 'a:9092, b:9092',
      PAYMENT_PROVIDER: 'Sandbox',
      VIES_URL: 'off',
    });
    expect(settings).to.deep.include({
      PORT: 9000,
      DEMO_DATA: false,
      FETCH_ALLOW_PRIVATE_ADDRESSES: true,
      PAYMENT_PROVIDER: 'sandbox',
      VIES_URL: 'off',
    });
    expect(settings.KAFKA_BROKERS).to.deep.equal(['a:9092', 'b:9092']);
  });

  it('names each wrong variable, what it allows and what it got, in one message', () => {
    const error = problemsOf({ PORT: 'eighty', EVENT_STORE: 'cassandra', CRAWL_MAX_PAGES: '51', DEMO_DATA: 'maybe' });
    expect(error.problems.map((p) => p.variable)).to.have.members([
      'PORT',
      'EVENT_STORE',
      'CRAWL_MAX_PAGES',
      'DEMO_DATA',
    ]);
    expect(error.message).to.include('PORT must be a whole number from 0 to 65535, got "eighty"');
    expect(error.message).to.include('EVENT_STORE must be one of sqlite, esdb, postgres, got "cassandra"');
    expect(error.message).to.include('CRAWL_MAX_PAGES must be a whole number from 0 to 50, got "51"');
    expect(error.message).to.include('DEMO_DATA must be on or off');
  });

  it('refuses malformed addresses, short secrets and negative numbers', () => {
    const error = problemsOf({
      PUBLIC_BASE_URL: 'listings.example',
      METRICS_TOKEN: 'short',
      RATE_LIMIT_PER_IP: '-1',
      MONGO_URL: 'http://mongo:27017',
    });
    expect(error.problems.map((p) => p.variable)).to.have.members([
      'PUBLIC_BASE_URL',
      'METRICS_TOKEN',
      'RATE_LIMIT_PER_IP',
      'MONGO_URL',
    ]);
    expect(error.message).to.include('METRICS_TOKEN must be at least 16 characters');
  });

  it('requires the Stripe keys when the provider is Stripe', () => {
    const error = problemsOf({ PAYMENT_PROVIDER: 'stripe' });
    expect(error.problems.map((p) => p.variable)).to.have.members(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(error.message).to.include('STRIPE_SECRET_KEY is required with PAYMENT_PROVIDER=stripe');
    expect(() =>
      parseSettings({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).to.not.throw();
  });

  it('requires METRICS_TOKEN when PUBLIC_BASE_URL is https (a deployment), not on plain http', () => {
    for (const PUBLIC_BASE_URL of ['https://directory.example', 'HTTPS://directory.example/']) {
      const error = problemsOf({ PUBLIC_BASE_URL, METRICS_TOKEN: '' });
      expect(error.problems.map((p) => p.variable)).to.deep.equal(['METRICS_TOKEN']);
      expect(error.message).to.include('METRICS_TOKEN is required when PUBLIC_BASE_URL is https');
    }
    const token = 'a-long-enough-metrics-token';
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://directory.example', METRICS_TOKEN: token }).observability).to.include(
      {
        metricsToken: token,
      },
    );
    expect(loadConfig({ PUBLIC_BASE_URL: 'http://localhost:8080' }).observability.metricsToken).to.equal(null);
    expect(loadConfig({}).observability.metricsToken).to.equal(null);
  });

  it('has every setting documented in docs/settings.md', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    const page = fs.readFileSync(path.join(root, 'docs', 'settings.md'), 'utf8');
    const undocumented = Object.keys(SETTINGS).filter((name) => !page.includes(`\`${name}\``));
    expect(undocumented).to.deep.equal([]);
  });
});
