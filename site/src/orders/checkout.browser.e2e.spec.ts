/**
 * The checkout page in a real browser (Debian's chromium, playwright-core): the sandbox flow from the
 * link to "paid", cancelling, and with Stripe the form's redirect to Stripe Checkout, which the
 * page's Content-Security-Policy (form-action) must allow. Stripe's page itself is a stand-in served
 * by the browser's request interception: nothing leaves the machine (every request to another host
 * is aborted). Skipped, saying why, without chromium or stripe-mock.
 *
 * Issue 31, 3e and 3g: paying and cancelling on a host other than PUBLIC_BASE_URL's (the site opened
 * at 127.0.0.1 while it says localhost), and a signed-in founder's way from the order builder through
 * the checkout to the order page: the signed-in header on the checkout, and no API name (billing_country,
 * amount_cents, get_order, …) in the text of any of those pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { DEFAULT_PAYMENT_SETTINGS } from '@listings/shared/platform';
import {
  startStripeMock,
  stripeMockUnavailable,
  stripeEvent,
  stripeSignature,
  type StripeMock,
} from '@listings/shared/platform/testing';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts';
import {
  AXE_SOURCE,
  CHROMIUM,
  CHROMIUM_ARGS,
  eventually,
  newListing,
  seedShop,
  seriousViolations,
  skipWithoutChromium,
  startTestService,
  type TestService,
} from '@listings/gateway/testing';
import { newPerson } from '../kit/testing.ts';

const STRIPE_PAGE = 'https://checkout.stripe.com/';

/** A free loopback port, and the site's public address on it (links, redirects and CSRF origins are the browser's). */
async function atItsOwnAddress() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return { port, site: { name: 'Listings Directory', publicBaseUrl: `http://127.0.0.1:${port}` } };
}
const WEBHOOK_SECRET = 'whsec_browser_checkout';

/** API names (fields, operations, codes) that people must not read on the checkout and order pages. */
const API_NAMES = [
  'billing_country',
  'amount_cents',
  'get_order',
  'vat_number',
  'promo_code',
  'listing_id',
  'list_products',
  'list_categories',
  'list_my_orders',
  'quote_order',
  'create_checkout',
  'total_cents',
  'billboard_min',
  'awaiting_payment',
  'awaiting_team',
  'partially_refunded',
  'body.items',
];

/**
 * axe-core's serious violations on the page. axe is evaluated through the DevTools protocol, which the
 * page's CSP does not govern: this context keeps the CSP (no bypassCSP), since the tests above rely on it.
 */
async function axeFailures(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  return (await seriousViolations(page)).map((line) => `${new URL(page.url()).pathname}: ${line}`);
}

/** The API names in the page's main text: the listed ones, and any other snake_case word. */
async function apiWordsOn(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  const found = new Set(API_NAMES.filter((name) => text.includes(name)));
  for (const word of text.match(/\b[a-z0-9]+(?:_[a-z0-9]+)+\b/g) ?? []) found.add(word);
  return [...found].map((word) => `${word} on ${new URL(page.url()).pathname}`);
}

describe('checkout page in a browser (chromium)', function () {
  this.timeout(90_000);
  let context: BrowserContext;
  let page: Page;
  let userDataDir: string;
  const stripeVisits: string[] = [];

  before(async function () {
    skipWithoutChromium(this);
    const { chromium } = await import('playwright-core');
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-checkout-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    // Loopback only; Stripe's page is a stand-in answered here.
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === '127.0.0.1') return route.continue();
      if (route.request().url().startsWith(STRIPE_PAGE)) {
        stripeVisits.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Stripe Checkout</title><h1>Stripe Checkout (stand-in)</h1>',
        });
      }
      return route.abort();
    });
    page = context.pages()[0] ?? (await context.newPage());
  });

  after(async () => {
    await context?.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  const fillBilling = async (country: string) => {
    await page.getByLabel('Name (person or company)').fill('Harbor Ltd');
    await page.getByLabel('Address').fill('1 Quay St');
    await page.getByLabel('City').fill('Dublin');
    await page.getByLabel('Country (two letters, e.g. IE, DE, US)').fill(country);
  };

  describe('with the sandbox provider', () => {
    let t: TestService;
    let shop: Awaited<ReturnType<typeof seedShop>>;
    before(async function () {
      if (!context) this.skip();
      t = await startTestService(await atItsOwnAddress());
      shop = await seedShop(t);
    });
    after(async () => t?.close());

    it('pays from the link: billing details, the sandbox step, back to the order, paid', async () => {
      const checkout = await t.call('POST', '/orders/checkout', {
        key: shop.owner.key,
        body: { items: [{ product: 'featured', listing_id: shop.listingId }], billing_country: 'IE' },
      });
      await page.goto(checkout.body.checkout_url);
      await fillBilling('IE');
      await page.getByLabel('PayPal').check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(/\/sandbox-pay\?/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal('Sandbox payment');
      await page.getByRole('button', { name: 'Pay (sandbox)' }).click();
      await page.waitForURL(/result=paid/);
      expect(await page.getByText('Payment received. Thank you.').count()).to.equal(1);
      const order = await eventually(
        () => t.call('GET', `/orders/${checkout.body.number}`, { key: shop.owner.key }),
        (r) => r.body?.status === 'paid',
      );
      expect(order.body.payment).to.include({ status: 'captured', method: 'paypal' });
    });

    it('cancels from the page before paying', async () => {
      const checkout = await t.call('POST', '/orders/checkout', {
        key: shop.owner.key,
        body: { items: [{ product: 'ai_review', listing_id: shop.listingId }] },
      });
      await page.goto(checkout.body.checkout_url);
      await page.getByRole('button', { name: 'Cancel this order' }).click();
      await page.waitForURL(/result=cancelled/);
      expect(await page.getByText('The order was cancelled. Nothing was charged.').count()).to.equal(1);
      expect(await page.getByRole('button', { name: 'Continue to payment' }).count()).to.equal(0);
    });
  });

  describe('on a host other than PUBLIC_BASE_URL’s (issue 31, 3e)', () => {
    let t: TestService;
    let shop: Awaited<ReturnType<typeof seedShop>>;
    /** Where the browser opens the site: 127.0.0.1, while PUBLIC_BASE_URL says localhost. */
    let opened: string;
    before(async function () {
      if (!context) this.skip();
      const { port } = await atItsOwnAddress();
      t = await startTestService({
        port,
        site: { name: 'Listings Directory', publicBaseUrl: `http://localhost:${port}` },
      });
      opened = `http://127.0.0.1:${port}`;
      shop = await seedShop(t);
    });
    after(async () => t?.close());

    /** The checkout link (canonical: localhost) as opened on the other host. */
    const onOtherHost = (link: string) => {
      const url = new URL(link);
      expect(url.hostname).to.equal('localhost');
      return `${opened}${url.pathname}${url.search}`;
    };

    it('pays in the sandbox on 127.0.0.1: every step stays on that host, and the order becomes paid', async () => {
      const checkout = await t.call('POST', '/orders/checkout', {
        key: shop.owner.key,
        body: { items: [{ product: 'featured', listing_id: shop.listingId }], billing_country: 'IE' },
      });
      await page.goto(onOtherHost(checkout.body.checkout_url));
      await fillBilling('IE');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      // Before the fix the redirect went to localhost, which the page's form-action 'self' blocked: no step.
      await page.waitForURL(/\/sandbox-pay\?/, { timeout: 10_000 });
      expect(new URL(page.url()).origin).to.equal(opened);
      await page.getByRole('button', { name: 'Pay (sandbox)' }).click();
      await page.waitForURL(/result=paid/, { timeout: 10_000 });
      expect(new URL(page.url()).origin).to.equal(opened);
      expect(await page.getByText('Payment received. Thank you.').count()).to.equal(1);
      const order = await eventually(
        () => t.call('GET', `/orders/${checkout.body.number}`, { key: shop.owner.key }),
        (r) => r.body?.status === 'paid',
      );
      expect(order.body.status).to.equal('paid');
      expect(order.body.payment).to.include({ status: 'captured', method: 'card' });
    });

    it('cancels on 127.0.0.1 and lands on the order there', async () => {
      const checkout = await t.call('POST', '/orders/checkout', {
        key: shop.owner.key,
        body: { items: [{ product: 'ai_review', listing_id: shop.listingId }] },
      });
      await page.goto(onOtherHost(checkout.body.checkout_url));
      await page.getByRole('button', { name: 'Cancel this order' }).click();
      await page.waitForURL(/result=cancelled/, { timeout: 10_000 });
      expect(new URL(page.url()).origin).to.equal(opened);
      expect(await page.getByText('The order was cancelled. Nothing was charged.').count()).to.equal(1);
    });
  });

  describe('signed in: the order builder, the checkout and the order page in plain words (issue 31, 3g)', () => {
    let t: TestService;
    let person: ReturnType<typeof newPerson>;
    let listingId: number;
    before(async function () {
      if (!context) this.skip();
      t = await startTestService(await atItsOwnAddress());
      await seedShop(t);
      person = { ...newPerson(), name: 'Plain Words Founder' };
      // Signs up and in through the pages, as a person does (the browser keeps the session cookie).
      await context.clearCookies();
      await page.goto(`${t.baseUrl}/signup`);
      await page.getByLabel('Name').fill(person.name);
      await page.getByLabel('E-mail address').fill(person.email);
      await page.getByLabel('Password').fill(person.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('status').waitFor(); // the sign-in form, to sign in with the new password
      await page.getByLabel('Password').fill(person.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
      const account = await t.service.documents.collection(ACCOUNTS_COLLECTION).findOne({ email: person.email });
      ({ listingId } = await newListing(t, account!._id as string, 'Plain Words'));
    });
    after(async () => {
      await context?.clearCookies();
      await t?.close();
    });

    it('says a refused amount in dollars, shows the signed-in header on the checkout, and no API name on the way to paid', async () => {
      const failures: string[] = [];
      await page.goto(`${t.baseUrl}/me/listings/${listingId}/order`);
      // Billboard without an amount: the API refuses body.items.0.amount_cents ("needs amount_cents").
      await page.getByLabel('Add Billboard').check();
      await page.getByRole('button', { name: 'Preview the price' }).click();
      await page.getByText('Give an amount in USD of at least $10.00.').waitFor({ timeout: 10_000 });
      failures.push(...(await apiWordsOn(page)));

      // Featured instead, no billing country yet (the VAT note says it is worked out on the checkout).
      await page.getByLabel('Add Billboard').uncheck();
      await page.getByLabel('Add Featured').check();
      await page.getByRole('button', { name: 'Preview the price' }).click();
      await page.locator('#quote').waitFor();
      failures.push(...(await apiWordsOn(page)));
      await page.getByRole('button', { name: 'Continue to checkout' }).click();
      await page.waitForURL(/\/checkout\/ORD-/);
      const number = new URL(page.url()).pathname.split('/')[2];

      // The checkout shows who is signed in, as every other page does.
      const account = page.getByRole('navigation', { name: 'Account' });
      expect(await account.getByText(`Signed in as ${person.name}`).count()).to.equal(1);
      await account.locator('details.you > summary').click(); // the account menu holds sign-out
      expect(await account.getByRole('button', { name: 'Sign out' }).count()).to.equal(1);
      expect(await account.getByRole('link', { name: 'Sign in' }).count()).to.equal(0);
      failures.push(...(await apiWordsOn(page)));
      failures.push(...(await axeFailures(page)));

      await fillBilling('IE');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(/\/sandbox-pay\?/);
      expect(await account.getByText(`Signed in as ${person.name}`).count()).to.equal(1);
      failures.push(...(await apiWordsOn(page)));
      await page.getByRole('button', { name: 'Pay (sandbox)' }).click();
      await page.waitForURL(/result=paid/);
      expect(await page.getByText('Thank you: this order is paid.', { exact: false }).count()).to.equal(1);
      expect(await account.getByText(`Signed in as ${person.name}`).count()).to.equal(1);
      failures.push(...(await apiWordsOn(page)));
      failures.push(...(await axeFailures(page)));

      await page.getByRole('link', { name: "your order's page" }).click();
      await page.waitForURL(`**/me/orders/${number}`);
      await eventually(
        async () => {
          await page.reload();
          return page.locator('#order-status').textContent();
        },
        (status) => status === 'Paid',
      );
      failures.push(...(await apiWordsOn(page)));
      await page.goto(`${t.baseUrl}/me/orders`);
      failures.push(...(await apiWordsOn(page)));
      expect(failures).to.deep.equal([]);
    });
  });

  describe('with Stripe (stripe-mock)', () => {
    let mock: StripeMock;
    let t: TestService;
    let shop: Awaited<ReturnType<typeof seedShop>>;
    before(async function () {
      if (!context) this.skip();
      const reason = stripeMockUnavailable();
      if (reason) {
        console.log(`    [skipped] Stripe checkout in a browser: ${reason}`);
        this.skip();
      }
      mock = await startStripeMock();
      t = await startTestService({
        ...(await atItsOwnAddress()),
        payments: {
          ...DEFAULT_PAYMENT_SETTINGS,
          provider: 'stripe',
          stripe: {
            secretKey: 'sk_test_browser',
            webhookSecret: WEBHOOK_SECRET,
            apiBase: mock.apiBase,
            webhookToleranceSeconds: 300,
          },
        },
      });
      shop = await seedShop(t);
    });
    after(async () => {
      await t?.close();
      await mock?.stop();
    });

    it("the form leads to Stripe's page (allowed by the page's CSP); back from Stripe, the page turns paid once the webhook is in", async () => {
      const own = await newListing(t, shop.owner.accountId, 'Browser Launch');
      const checkout = await t.call('POST', '/orders/checkout', {
        key: shop.owner.key,
        body: { items: [{ product: 'launch', listing_id: own.listingId }], billing_country: 'US' },
      });
      const number = checkout.body.number as string;
      await page.goto(checkout.body.checkout_url);
      expect(await page.getByRole('radio').count()).to.equal(0); // Stripe's page offers the methods
      await fillBilling('US');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL((url) => url.href.startsWith(STRIPE_PAGE));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal('Stripe Checkout (stand-in)');
      expect(stripeVisits).to.have.length(1);

      // Stripe sends the person back before its webhook arrives.
      await page.goto(`${checkout.body.checkout_url}&result=returned`);
      expect(await page.getByText('waiting for Stripe to confirm the payment', { exact: false }).count()).to.equal(1);
      const opened = (await t.service.events.readStream(`order-${number}`)).find(
        (e) => e.type === 'PaymentSessionOpened',
      )!.data as { paymentId: string };
      const payload = stripeEvent(`evt_browser_${number}`, 'checkout.session.completed', {
        id: 'cs_browser',
        object: 'checkout.session',
        metadata: { order_number: number, payment_id: opened.paymentId },
        payment_status: 'paid',
        amount_total: 4900,
        currency: 'usd',
        payment_intent: 'pi_browser',
      });
      const delivered = await fetch(`${t.baseUrl}/checkout/callbacks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, WEBHOOK_SECRET) },
        body: payload,
      });
      expect(delivered.status).to.equal(200);
      await eventually(
        async () => {
          await page.reload();
          return page.getByText('Thank you: this order is paid.', { exact: false }).count();
        },
        (n) => n === 1,
      );
      expect(await page.getByText('Thank you: this order is paid.', { exact: false }).count()).to.equal(1);
    });
  });
});
