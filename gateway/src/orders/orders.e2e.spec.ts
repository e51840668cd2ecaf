/**
 * Orders end to end on a real listening service: quote (nothing saved) → create_checkout →
 * checkout_url → the page → sandbox payment → paid → fulfilment in get_order and in the listing;
 * cancelling on the page, expiry, refunds by the site team and what they undo; the same checkout
 * with Stripe against stripe-mock (session, signed webhooks, replay, refund, cancel); VAT numbers
 * checked with a fake VIES.
 */
import { expect } from 'chai';
import { ListingCommands } from '@listings/command-service/listings';
import { OrderCommands } from '@listings/command-service/orders';
import { orderExpiryJob } from '@listings/command-service/orders';
import { dueOrderExpiries } from '@listings/query-service/orders';
import {
  SANDBOX_SIGNATURE_HEADER,
  SandboxPaymentProvider,
  paymentSecret,
  DEFAULT_PAYMENT_SETTINGS,
} from '@listings/shared/platform';
import { addWeeks, mondayOf } from '@listings/shared/kernel';
import { startTestService, type TestService } from '../testing/test-service.ts';
import {
  startStripeMock,
  stripeMockUnavailable,
  startRecordingProxy,
  stripeEvent,
  stripeSignature,
  startFakeVies,
  type StripeMock,
  type RecordingProxy,
  type FakeVies,
} from '@listings/shared/platform/testing';
import { ViesRestChecker } from '@listings/shared/platform';
import { ManualClock, silentLogger, systemClock, jsonLogger } from '@listings/shared/kernel';
import { PageClient, csrfIn } from '@listings/site/testing';
import { admin, eventually, hiddenFields, listingDoc, newListing, seedShop } from './testing.ts';

describe('orders (e2e): quote, checkout, checkout page, sandbox payment, fulfilment', function () {
  this.timeout(60_000);
  let t: TestService;
  let owner: { key: string; accountId: string };
  let other: { key: string; accountId: string };
  let listingId: number;
  let slug: string;
  let freeListingId: number;
  const week = addWeeks(mondayOf(new Date()), 2);

  before(async () => {
    t = await startTestService({ payments: { ...DEFAULT_PAYMENT_SETTINGS, promoWrongTries: 3 } });
    ({ owner, other, listingId, slug, freeListingId } = await seedShop(t));
  });

  after(async () => {
    await t?.close();
  });

  it('quote_order prices the items with VAT and saves nothing', async () => {
    const quote = await t.call('POST', '/orders/quote', {
      key: owner.key,
      body: {
        items: [
          { product: 'launch', listing_id: listingId },
          { product: 'featured', listing_id: listingId },
        ],
        billing_country: 'DE',
        promo_code: 'Launch10',
      },
    });
    expect(quote.status, JSON.stringify(quote.body)).to.equal(200);
    expect(quote.body.totals).to.include({
      subtotal_cents: 7800,
      discount_cents: 780,
      net_cents: 7020,
      vat_rate_percent: 19,
      vat_cents: 1334,
      total_cents: 8354,
      currency: 'USD',
    });
    expect(quote.body.promo).to.include({ code: 'Launch10', discount_cents: 780 });
    expect(quote.body.saved).to.equal(false);
    const list = await t.call('GET', '/orders', { key: owner.key });
    expect(list.body.total).to.equal(0);
  });

  it('refuses an unknown product naming the item, and an unusable promo code with its reason', async () => {
    const unknown = await t.call('POST', '/orders/quote', {
      key: owner.key,
      body: { items: [{ product: 'launch', listing_id: listingId }, { product: 'nope' }] },
    });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.errors[0].field).to.equal('body.items.1.product');
    const expired = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'featured', listing_id: listingId }], promo_code: 'OLD' },
    });
    expect(expired.status).to.equal(400);
    expect(expired.body).to.include({ code: 'promo_code_invalid', reason: 'expired' });
    const list = await t.call('GET', '/orders', { key: owner.key });
    expect(list.body.total).to.equal(0);
  });

  it('create_checkout → checkout_url → sandbox payment → paid → fulfilment in get_order, the listing and the billboard', async () => {
    const body = {
      items: [
        { product: 'launch', listing_id: listingId },
        { product: 'billboard_min', listing_id: listingId, amount_cents: 2500 },
        { product: 'extra_categories', listing_id: listingId, categories: ['ai', 'design'] },
        { product: 'ai_review', listing_id: listingId },
      ],
      billing_country: 'IE',
    };
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body,
      headers: { 'idempotency-key': 'order-1' },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).to.equal(201);
    expect(checkout.body.number).to.match(/^ORD-\d{4}-\d{6}$/);
    expect(checkout.body.status).to.equal('pending');
    expect(checkout.body.totals).to.include({ subtotal_cents: 4900 + 2500 + 1500 + 900, vat_rate_percent: 23 });
    const url = new URL(checkout.body.checkout_url);
    expect(url.pathname).to.equal(`/checkout/${checkout.body.number}`);
    expect(url.searchParams.get('t')).to.match(/^[A-Za-z0-9_-]{43}$/);

    // Idempotency-Key replay: the same order and link.
    const replay = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body,
      headers: { 'idempotency-key': 'order-1' },
    });
    expect(replay.status).to.equal(201);
    expect(replay.body.number).to.equal(checkout.body.number);
    expect(replay.body.checkout_url).to.equal(checkout.body.checkout_url);

    // The page, opened by the link alone (no sign-in).
    const browser = new PageClient(t.baseUrl);
    const pagePath = `${url.pathname}${url.search}`;
    const page = await browser.get(pagePath);
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.match(/text\/html/);
    expect(page.headers.get('content-security-policy')).to.include("default-src 'none'");
    expect(page.text).to.include(checkout.body.number).and.include('Continue to payment').and.include('PayPal');
    expect(page.text).to.not.match(/card number/i);

    // Without the token and not signed in: not found. A wrong CSRF token: refused.
    expect((await new PageClient(t.baseUrl).get(url.pathname)).status).to.equal(404);
    const refused = await browser.post(`${url.pathname}/pay`, {
      csrf: 'x'.repeat(43),
      t: url.searchParams.get('t')!,
      name: 'A',
      address: 'B',
      city: 'C',
      country: 'IE',
      method: 'card',
    });
    expect(refused.status).to.equal(403);

    // Billing details → the sandbox provider's step.
    const pay = await browser.post(`${url.pathname}/pay`, {
      csrf: csrfIn(page.text),
      t: url.searchParams.get('t')!,
      name: 'Harbor Ltd',
      address: '1 Quay St',
      city: 'Dublin',
      postal_code: 'D01',
      country: 'IE',
      vat_number: '',
      method: 'card',
    });
    expect(pay.status, pay.text).to.equal(303);
    // A path: the browser stays on the host it came on (its form-action 'self' blocks another origin).
    expect(pay.location).to.match(/^\/checkout\/ORD-[^/]+\/sandbox-pay\?/);
    const step = new URL(pay.location!, t.baseUrl);
    expect(step.pathname).to.equal(`/checkout/${checkout.body.number}/sandbox-pay`);
    const sandboxPage = await browser.get(`${step.pathname}${step.search}`);
    expect(sandboxPage.status).to.equal(200);
    expect(sandboxPage.text).to.include('Pay (sandbox)').and.include('Decline');
    expect(sandboxPage.text).to.not.match(/name="(card|cvc|number)"/);

    // An altered amount is refused.
    const altered = new URL(step);
    altered.searchParams.set('a', '1');
    expect((await browser.get(`${altered.pathname}${altered.search}`)).status).to.equal(400);

    const paid = await browser.post(step.pathname, hiddenFields(sandboxPage.text, 'pay'));
    expect(paid.status, paid.text).to.equal(303);
    expect(paid.location)
      .to.include('result=paid')
      .and.match(/^\/checkout\/ORD-[^/?]+\?/);

    const order = await eventually(
      () => t.call('GET', `/orders/${checkout.body.number}`, { key: owner.key }),
      (r) =>
        r.status === 200 &&
        r.body.status === 'paid' &&
        r.body.lines.every((l: any) => !['pending', 'awaiting_payment'].includes(l.fulfilment.status)),
    );
    expect(order.body.status).to.equal('paid');
    expect(order.body.payment).to.include({ status: 'captured', method: 'card' });
    const byProduct = Object.fromEntries(order.body.lines.map((l: any) => [l.product, l.fulfilment.status]));
    expect(byProduct).to.deep.equal({
      launch: 'fulfilled',
      billboard_min: 'fulfilled',
      extra_categories: 'fulfilled',
      ai_review: 'awaiting_team',
    });
    expect(order.body.checkout_url).to.equal(undefined);

    const listing = await eventually(
      () => t.call('GET', `/listings/${slug}`),
      (r) => r.status === 200,
    );
    expect(listing.status).to.equal(200);
    const doc = await t.service.documents.collection('listings').findOne({ listing_id: listingId });
    expect(doc).to.include({ status: 'live', plan: 'paid', billboard_cents: 2500 });
    expect(doc!.categories).to.deep.equal(['tools', 'ai', 'design']);
    expect(doc!.unlocked).to.include.members(['story', 'milestones', 'media']);
    const board = await t.call('GET', '/leaderboards/billboard');
    expect(board.body.items.map((i: any) => i.listing.slug ?? i.listing.name)).to.satisfy(
      (names: string[]) => names.includes(slug) || names.includes('Harbor Notes'),
    );

    // The page now shows the order as paid.
    const after = await browser.get(pagePath);
    expect(after.text).to.include('this order is paid');
  });

  /** The person's side of a checkout: open the link, give billing details, pay on the sandbox's page. */
  const payInSandbox = async (checkoutUrl: string) => {
    const url = new URL(checkoutUrl);
    const browser = new PageClient(t.baseUrl);
    const page = await browser.get(`${url.pathname}${url.search}`);
    const pay = await browser.post(`${url.pathname}/pay`, {
      csrf: csrfIn(page.text),
      t: url.searchParams.get('t')!,
      name: 'Q',
      address: '1 Main St',
      city: 'Austin',
      country: 'US',
      method: 'paypal',
    });
    const step = new URL(pay.location!, t.baseUrl);
    const sandboxPage = await browser.get(`${step.pathname}${step.search}`);
    await browser.post(step.pathname, hiddenFields(sandboxPage.text, 'pay'));
  };

  it('relaunch of a live listing keeps it live and moves its launch week once paid', async () => {
    const live = await t.service.documents.collection('listings').findOne({ listing_id: listingId });
    expect(live).to.include({ status: 'live' });
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'relaunch', listing_id: listingId, week }], billing_country: 'US' },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).to.equal(201);
    await payInSandbox(checkout.body.checkout_url);
    const order = await eventually(
      () => t.call('GET', `/orders/${checkout.body.number}`, { key: owner.key }),
      (r) => r.body?.lines?.[0]?.fulfilment?.status !== undefined && r.body.lines[0].fulfilment.status !== 'pending',
    );
    expect(order.body.lines[0].fulfilment.status, JSON.stringify(order.body.lines[0])).to.equal('fulfilled');
    const doc = await eventually(
      () => t.service.documents.collection('listings').findOne({ listing_id: listingId }),
      (d) => d?.launch_week === week,
    );
    expect(doc).to.include({ status: 'live', plan: 'paid', launch_week: week });
    const upcoming = await t.call('GET', `/launches/weeks/${week}`);
    expect(upcoming.body.items.map((i: any) => i.listing.slug)).to.include(slug);
  });

  it('skip_queue moves a queued free listing to the chosen week once paid', async () => {
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'skip_queue', listing_id: freeListingId, week }], billing_country: 'US' },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).to.equal(201);
    expect(checkout.body.totals).to.include({ vat_cents: 0, total_cents: 1900 });
    expect(checkout.body.totals.vat.treatment).to.equal('outside_scope');
    await payInSandbox(checkout.body.checkout_url);
    const order = await eventually(
      () => t.call('GET', `/orders/${checkout.body.number}`, { key: owner.key }),
      (r) => r.body?.lines?.[0]?.fulfilment?.status === 'fulfilled',
    );
    expect(order.body.lines[0].fulfilment.status).to.equal('fulfilled');
    const doc = await eventually(
      () => t.service.documents.collection('listings').findOne({ listing_id: freeListingId }),
      (d) => d?.launch_week === week,
    );
    expect(doc).to.include({ status: 'scheduled', plan: 'free', launch_week: week });
  });

  it('a declined payment leaves the order pending, payable again', async () => {
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'featured', listing_id: listingId }] },
    });
    const url = new URL(checkout.body.checkout_url);
    const browser = new PageClient(t.baseUrl);
    const page = await browser.get(`${url.pathname}${url.search}`);
    const pay = await browser.post(`${url.pathname}/pay`, {
      csrf: csrfIn(page.text),
      t: url.searchParams.get('t')!,
      name: 'Z',
      address: 'Hauptstr. 1',
      city: 'Berlin',
      country: 'DE',
      vat_number: 'DE123456789',
      method: 'crypto',
    });
    expect(pay.status, pay.text).to.equal(303);
    const step = new URL(pay.location!, t.baseUrl);
    const sandboxPage = await browser.get(`${step.pathname}${step.search}`);
    const declined = await browser.post(step.pathname, hiddenFields(sandboxPage.text, 'decline'));
    expect(declined.location).to.include('result=declined');
    const order = await eventually(
      () => t.call('GET', `/orders/${checkout.body.number}`, { key: owner.key }),
      (r) => r.body?.payment?.status === 'declined',
    );
    expect(order.body.status).to.equal('pending');
    expect(order.body.payment.status).to.equal('declined');
    // Priced again at payment with the billing details: a German business → reverse charge.
    expect(order.body.totals.vat.treatment).to.equal('reverse_charge');
    expect(order.body.totals.vat_cents).to.equal(0);
    expect(order.body.lines[0].fulfilment.status).to.equal('awaiting_payment');
    expect(order.body.checkout_url).to.match(/\/checkout\/ORD-/);
  });

  it('get_order and list_my_orders hand out a checkout_url that opens the page without a session, and say until when', async () => {
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'featured', listing_id: listingId }] },
    });
    expect(checkout.status).to.equal(201);
    const order = await eventually(
      () => t.call('GET', `/orders/${checkout.body.number}`, { key: owner.key }),
      (r) => r.status === 200,
    );
    expect(order.body.checkout_url).to.equal(checkout.body.checkout_url);
    expect(new URL(order.body.checkout_url).searchParams.get('t')).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(order.body.checkout_url_expires_at).to.equal(checkout.body.checkout_url_expires_at);
    expect(Date.parse(order.body.checkout_url_expires_at)).to.be.greaterThan(Date.parse(order.body.created_at));
    const listed = (await t.call('GET', '/orders?per_page=100', { key: owner.key })).body.items.find(
      (o: any) => o.number === checkout.body.number,
    );
    expect(listed.checkout_url).to.equal(checkout.body.checkout_url);
    // No cookies, no credentials: the link alone opens the order's page.
    const page = await fetch(order.body.checkout_url.replace(new URL(order.body.checkout_url).origin, t.baseUrl));
    expect(page.status).to.equal(200);
    expect(await page.text()).to.include(checkout.body.number);
    // A link with another token does not.
    const forged = new URL(order.body.checkout_url);
    forged.searchParams.set('t', 'A'.repeat(43));
    expect((await fetch(`${t.baseUrl}${forged.pathname}${forged.search}`)).status).to.equal(404);
  });

  it('another account gets 404 for the order, on the API and on the page (signed-in owner aside)', async () => {
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'featured', listing_id: listingId }] },
    });
    expect((await t.call('GET', `/orders/${checkout.body.number}`, { key: other.key })).status).to.equal(404);
    expect((await t.call('GET', '/orders/ORD-2020-999999', { key: owner.key })).status).to.equal(404);
    const otherList = await t.call('GET', '/orders', { key: other.key });
    expect(otherList.body.total).to.equal(0);
    const mine = await eventually(
      () => t.call('GET', '/orders', { key: owner.key }),
      (r) => r.body.items[0]?.number === checkout.body.number,
    );
    expect(mine.body.items[0].number).to.equal(checkout.body.number);
    // Another account's listing cannot be ordered for.
    const foreign = await t.call('POST', '/orders/quote', {
      key: other.key,
      body: { items: [{ product: 'featured', listing_id: listingId }] },
    });
    expect(foreign.status).to.equal(400);
    expect(foreign.body.errors[0]).to.include({ field: 'body.items.0.listing_id', code: 'listing_not_found' });
  });

  it('a listing without a primary category cannot be launched: quote and checkout refuse it with the reason', async () => {
    const bare = await new ListingCommands(t.service.events, t.service.clock).create(
      { profile: { name: 'Bare Launch', url: 'https://bare-launch.example' }, ownerId: owner.accountId },
      admin,
      'test',
    );
    await t.service.projections.waitForPosition(bare.position, 5000);
    for (const path of ['/orders/quote', '/orders/checkout']) {
      const refused = await t.call('POST', path, {
        key: owner.key,
        body: { items: [{ product: 'launch', listing_id: bare.listingId }] },
      });
      expect(refused.status, path).to.equal(400);
      expect(refused.body.code).to.equal('primary_category_required');
      expect(refused.body.errors[0]).to.include({ field: 'body.items.0.listing_id' });
    }
  });

  it('payment callbacks with a bad signature are refused', async () => {
    const body = JSON.stringify({
      provider: 'sandbox',
      orderNumber: 'ORD-2026-000001',
      paymentId: 'pay_x',
      status: 'captured',
      amountCents: 1,
      currency: 'USD',
    });
    const response = await fetch(`${t.baseUrl}/checkout/callbacks/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      body,
    });
    expect(response.status).to.equal(400);
  });

  it('a genuine signed callback posted to /checkout/callbacks/sandbox is recorded (webhook path)', async () => {
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'ai_review', listing_id: listingId }], billing_country: 'US' },
    });
    const url = new URL(checkout.body.checkout_url);
    const browser = new PageClient(t.baseUrl);
    const page = await browser.get(`${url.pathname}${url.search}`);
    const pay = await browser.post(`${url.pathname}/pay`, {
      csrf: csrfIn(page.text),
      t: url.searchParams.get('t')!,
      name: 'W',
      address: '1 Main St',
      city: 'Austin',
      country: 'US',
      method: 'google_pay',
    });
    const step = new URL(pay.location!, t.baseUrl);
    // The same secret the service uses (generated once into the document store).
    const sandbox = new SandboxPaymentProvider(
      paymentSecret(null, t.service.documents),
      t.service.config.site.publicBaseUrl,
      t.service.clock,
    );
    const read = await sandbox.readStep(checkout.body.number, Object.fromEntries(step.searchParams));
    expect(read).to.not.equal(null);
    const callback = await sandbox.callbackFor(read!, 'pay');
    const response = await fetch(`${t.baseUrl}/checkout/callbacks/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...callback.headers },
      body: callback.body,
    });
    expect(response.status).to.equal(200);
    const replayed = await fetch(`${t.baseUrl}/checkout/callbacks/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...callback.headers },
      body: callback.body,
    });
    expect(replayed.status).to.equal(200); // a redelivered callback changes nothing
    const order = await eventually(
      () => t.call('GET', `/orders/${checkout.body.number}`, { key: owner.key }),
      (r) => r.body?.lines?.[0]?.fulfilment?.status === 'awaiting_team',
    );
    expect(order.body).to.include({ status: 'paid' });
    expect(order.body.lines[0].fulfilment.status).to.equal('awaiting_team');
  });

  it('wrong promo-code tries are limited per account: 429 with Retry-After', async () => {
    const account = await t.createKey(['account:read', 'orders:write']);
    const own = await new ListingCommands(t.service.events, t.service.clock).create(
      { profile: { name: 'Guesser', url: 'https://guess.example', categories: ['tools'] }, ownerId: account.accountId },
      admin,
      'test',
    );
    await t.service.projections.waitForPosition(own.position, 5000);
    const body = (code: string) => ({ items: [{ product: 'ai_review', listing_id: own.listingId }], promo_code: code });
    for (let i = 0; i < 3; i++) {
      const wrong = await t.call('POST', '/orders/quote', { key: account.key, body: body(`GUESS${i}`) });
      expect(wrong.status).to.equal(400);
      expect(wrong.body.reason).to.equal('unknown');
    }
    const limited = await t.call('POST', '/orders/quote', { key: account.key, body: body('GUESS9') });
    expect(limited.status).to.equal(429);
    expect(Number(limited.headers.get('retry-after'))).to.be.greaterThan(0);
    // Other accounts are not held up.
    const fine = await t.call('POST', '/orders/quote', {
      key: owner.key,
      body: { items: [{ product: 'featured', listing_id: listingId }], promo_code: 'Launch10' },
    });
    expect(fine.status).to.equal(200);
  });

  /** Opens the order's page and sends the billing form (the sandbox's method field included). */
  const startPaying = async (checkoutUrl: string, billing: Record<string, string> = {}) => {
    const url = new URL(checkoutUrl);
    const browser = new PageClient(t.baseUrl);
    const page = await browser.get(`${url.pathname}${url.search}`);
    const form = {
      csrf: csrfIn(page.text),
      t: url.searchParams.get('t')!,
      name: 'Q',
      address: '1 Main St',
      city: 'Austin',
      country: 'US',
      method: 'card',
      ...billing,
    };
    const pay = await browser.post(`${url.pathname}/pay`, form);
    return { url, browser, page, form, pay };
  };

  it('the person cancels a pending order on the checkout page: nothing can be paid afterwards', async () => {
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'featured', listing_id: listingId }] },
    });
    const { url, browser, page, form, pay } = await startPaying(checkout.body.checkout_url);
    const step = new URL(pay.location!, t.baseUrl);
    const sandboxPage = await browser.get(`${step.pathname}${step.search}`);
    expect(page.text).to.include('Cancel this order');
    const cancelled = await browser.post(`${url.pathname}/cancel`, { csrf: form.csrf, t: form.t });
    expect(cancelled.status, cancelled.text).to.equal(303);
    expect(cancelled.location)
      .to.include('result=cancelled')
      .and.match(/^\/checkout\/ORD-[^/?]+\?/);
    // The sandbox's step, still open in another tab, no longer takes the payment.
    const late = await browser.post(step.pathname, hiddenFields(sandboxPage.text, 'pay'));
    expect(late.status).to.equal(409);
    expect(late.text).to.include('This payment session has ended');
    const order = await eventually(
      () => t.call('GET', `/orders/${checkout.body.number}`, { key: owner.key }),
      (r) => r.body?.status === 'cancelled',
    );
    expect(order.body.status).to.equal('cancelled');
    expect(order.body.cancelled_at).to.be.a('string');
    expect(order.body.checkout_url).to.equal(undefined);
    const after = await browser.get(`${url.pathname}${url.search}`);
    expect(after.text).to.include('This order was cancelled').and.not.include('Continue to payment');
    const again = await browser.post(`${url.pathname}/pay`, form);
    expect(again.status).to.equal(409);
    // Cancelling twice changes nothing; a CSRF-less cancel is refused.
    expect((await browser.post(`${url.pathname}/cancel`, { csrf: form.csrf, t: form.t })).status).to.equal(303);
    expect((await browser.post(`${url.pathname}/cancel`, { csrf: 'x'.repeat(43), t: form.t })).status).to.equal(403);
    const events = await t.service.events.readStream(`order-${checkout.body.number}`);
    expect(events.filter((e) => e.type === 'OrderCancelled')).to.have.length(1);
  });

  it('the site team refunds part, then the rest: the refunded launch goes back to free, its extras undone', async () => {
    const own = await newListing(t, owner.accountId, 'Refund Me');
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: {
        items: [
          { product: 'launch', listing_id: own.listingId },
          { product: 'featured', listing_id: own.listingId },
          { product: 'billboard_min', listing_id: own.listingId, amount_cents: 1500 },
        ],
        billing_country: 'US',
      },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).to.equal(201);
    const number = checkout.body.number;
    await payInSandbox(checkout.body.checkout_url);
    await eventually(
      () => t.call('GET', `/orders/${number}`, { key: owner.key }),
      (r) => r.body?.fulfilled === true,
    );
    expect(await listingDoc(t, own.listingId)).to.include({
      status: 'live',
      plan: 'paid',
      featured: true,
      billboard_cents: 1500,
    });

    const refunds = t.service.features.orders.payments;
    const part = await refunds.refund(number, { amountCents: 1000, reason: 'goodwill' }, admin, 'test');
    expect(part).to.include({ status: 'succeeded', amountCents: 1000, resumed: false });
    const partly = await eventually(
      () => t.call('GET', `/orders/${number}`, { key: owner.key }),
      (r) => r.body?.status === 'partially_refunded',
    );
    expect(partly.body).to.include({ status: 'partially_refunded', refunded_cents: 1000 });
    expect(partly.body.lines.every((l: any) => l.fulfilment.status === 'fulfilled' && !l.fulfilment.undo)).to.equal(
      true,
    );

    const rest = await refunds.refund(number, { amountCents: null, reason: 'the customer asked' }, admin, 'test');
    expect(rest.amountCents).to.equal(4900 + 2900 + 1500 - 1000);
    const refunded = await eventually(
      () => t.call('GET', `/orders/${number}`, { key: owner.key }),
      (r) => r.body?.status === 'refunded' && r.body.lines.every((l: any) => l.fulfilment.undo),
    );
    expect(refunded.body).to.include({ status: 'refunded', refunded_cents: 9300 });
    expect(refunded.body.lines.map((l: any) => l.fulfilment.undo.status)).to.deep.equal(['undone', 'undone', 'undone']);
    const doc = await eventually(
      () => listingDoc(t, own.listingId),
      (d) => d?.plan === 'free' && d.billboard_cents === 0 && d.featured === false,
    );
    expect(doc).to.include({ status: 'live', plan: 'free', featured: false, billboard_cents: 0 });
    expect(doc.unlocked).to.deep.equal([]);
    const page = await new PageClient(t.baseUrl).get(
      new URL(checkout.body.checkout_url).pathname + new URL(checkout.body.checkout_url).search,
    );
    expect(page.text).to.include('refunded in full');
    // Nothing is left to refund.
    let refusal: unknown;
    await refunds.refund(number, { amountCents: null, reason: 'again' }, admin, 'test').catch((e) => (refusal = e));
    expect(refusal).to.have.property('code', 'order_not_refundable');
  });

  it("a pending order past its checkout link's life is recorded as expired, once (runs last: it expires every pending order)", async () => {
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'ai_review', listing_id: listingId }] },
    });
    const number = checkout.body.number;
    await eventually(
      () => t.call('GET', `/orders/${number}`, { key: owner.key }),
      (r) => r.status === 200,
    );
    const url = new URL(checkout.body.checkout_url);
    const browser = new PageClient(t.baseUrl);
    const before = await browser.get(`${url.pathname}${url.search}`);
    const later = new ManualClock(new Date(Date.now() + 8 * 86_400_000));
    const job = orderExpiryJob({
      orders: new OrderCommands(t.service.events, later, { load: () => Promise.reject(new Error('not priced')) }),
      clock: later,
      logger: silentLogger,
      due: (now) => dueOrderExpiries(t.service.documents, now),
    });
    expect(await job.tick()).to.be.greaterThan(0);
    const order = await eventually(
      () => t.call('GET', `/orders/${number}`, { key: owner.key }),
      (r) => r.body?.status === 'expired',
    );
    expect(order.body.status).to.equal('expired');
    expect(order.body.expired_at).to.be.a('string');
    await eventually(
      () => t.service.documents.collection('orders').countDocuments({ status: 'pending' }),
      (n) => n === 0,
    );
    expect(await job.tick()).to.equal(0); // nothing left to expire, nothing expired twice
    const page = await browser.get(`${url.pathname}${url.search}`);
    expect(page.text).to.include('This checkout link has expired').and.not.include('Continue to payment');
    const pay = await browser.post(`${url.pathname}/pay`, {
      csrf: csrfIn(before.text),
      t: url.searchParams.get('t')!,
      name: 'Q',
      address: '1 Main St',
      city: 'Austin',
      country: 'US',
      method: 'card',
    });
    expect(pay.status).to.equal(409);
  });
});

describe('orders (e2e) with Stripe, against stripe-mock: session, webhooks, refund, cancel', function () {
  this.timeout(60_000);
  const WEBHOOK_SECRET = 'whsec_e2e_checkout_tests';
  let mock: StripeMock;
  let proxy: RecordingProxy;
  let t: TestService;
  let owner: { key: string; accountId: string };
  const logged: { level: string; message: string; [field: string]: unknown }[] = [];

  before(async function () {
    const reason = stripeMockUnavailable();
    if (reason) {
      console.log(`    [skipped] Stripe checkout suite: ${reason}`);
      this.skip();
    }
    mock = await startStripeMock();
    proxy = await startRecordingProxy(mock.apiBase);
    t = await startTestService(
      {
        payments: {
          ...DEFAULT_PAYMENT_SETTINGS,
          provider: 'stripe',
          stripe: {
            secretKey: 'sk_test_e2e',
            webhookSecret: WEBHOOK_SECRET,
            apiBase: proxy.url,
            webhookToleranceSeconds: 300,
          },
        },
      },
      { logger: jsonLogger('test', (line) => logged.push(JSON.parse(line))) },
    );
    ({ owner } = await seedShop(t));
  });

  after(async () => {
    await t?.close();
    await proxy?.close();
    await mock?.stop();
  });

  const webhook = async (payload: string, signature: string | null = stripeSignature(payload, WEBHOOK_SECRET)) => {
    const response = await fetch(`${t.baseUrl}/checkout/callbacks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const sessionsCreated = () => proxy.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  const orderEvents = async (number: string) => t.service.events.readStream(`order-${number}`);

  async function checkoutFor(items: unknown[]) {
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items, billing_country: 'US' },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).to.equal(201);
    const url = new URL(checkout.body.checkout_url);
    const browser = new PageClient(t.baseUrl);
    const page = await browser.get(`${url.pathname}${url.search}`);
    const form = {
      csrf: csrfIn(page.text),
      t: url.searchParams.get('t')!,
      name: 'Harbor Inc',
      address: '1 Main St',
      city: 'Austin',
      country: 'US',
    };
    return { number: checkout.body.number as string, url, browser, page, form };
  }

  it('pays through a Checkout Session; the webhook is verified, recorded once, and fulfils; a full refund undoes it', async () => {
    const own = await newListing(t, owner.accountId, 'Stripe Launch');
    const { number, url, browser, page, form } = await checkoutFor([{ product: 'launch', listing_id: own.listingId }]);
    // Stripe's page shows the payment methods: the checkout page asks for none, and lets the form lead there.
    expect(page.text).to.not.include('name="method"');
    expect(page.text).to.include("on the payment provider's page");
    expect(page.headers.get('content-security-policy')).to.include("form-action 'self' https://checkout.stripe.com");

    const before = sessionsCreated().length;
    const pay = await browser.post(`${url.pathname}/pay`, form);
    expect(pay.status, pay.text).to.equal(303);
    expect(pay.location).to.match(/^https:\/\/checkout\.stripe\.com\//);
    const [created] = sessionsCreated().slice(before);
    const paymentId = created.form['metadata[payment_id]'];
    expect(created.form).to.include({
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][currency]': 'usd',
      'metadata[order_number]': number,
      client_reference_id: number,
    });
    expect(created.headers['idempotency-key']).to.equal(`order-${number}-${paymentId}`);
    // "Continue to payment" again (a retry, a double click): the same session, Stripe not asked again.
    const again = await browser.post(`${url.pathname}/pay`, form);
    expect(again.location).to.equal(pay.location);
    expect(sessionsCreated().length).to.equal(before + 1);
    // Back from Stripe before the webhook: the page says it waits for the confirmation.
    const returned = await browser.get(`${url.pathname}${url.search}&result=returned`);
    expect(returned.text).to.include('waiting for Stripe to confirm');

    const metadata = { order_number: number, payment_id: paymentId };
    const completed = stripeEvent(`evt_completed_${number}`, 'checkout.session.completed', {
      id: 'cs_test_e2e',
      object: 'checkout.session',
      metadata,
      payment_status: 'paid',
      amount_total: 4900,
      currency: 'usd',
      payment_intent: 'pi_e2e_1',
    });
    // Unsigned, wrongly signed and stale deliveries are refused and change nothing.
    expect((await webhook(completed, null)).status).to.equal(400);
    expect((await webhook(completed, stripeSignature(completed, 'whsec_someone_else'))).status).to.equal(400);
    const stale = stripeSignature(completed, WEBHOOK_SECRET, new Date(Date.now() - 10 * 60_000));
    expect((await webhook(completed, stale)).status).to.equal(400);
    expect((await orderEvents(number)).map((e) => e.type)).to.not.include('PaymentCaptured');
    const refusedLogs = logged.filter((l) => l.message.startsWith('payment webhook refused'));
    expect(refusedLogs).to.have.length(3);
    expect(refusedLogs.map((l) => [l.level, l.claimedEventId])).to.deep.equal(
      Array(3).fill(['warn', `evt_completed_${number}`]),
    );

    const delivered = await webhook(completed);
    expect(delivered).to.deep.include({ status: 200 });
    expect(delivered.body.recorded).to.equal(true);
    const replayed = await webhook(completed); // Stripe retries with a fresh signature: same event id
    expect(replayed.status).to.equal(200);
    expect(replayed.body.recorded).to.equal(false);
    expect(
      logged.filter(
        (l) =>
          l.level === 'info' &&
          l.message === 'payment webhook changed nothing (replayed, seen before or not ours)' &&
          String(l.detail).includes(`evt_completed_${number}`),
      ),
    ).to.have.length(1);
    const paid = await eventually(
      () => t.call('GET', `/orders/${number}`, { key: owner.key }),
      (r) => r.body?.lines?.[0]?.fulfilment?.status === 'fulfilled',
    );
    expect(paid.body).to.include({ status: 'paid' });
    expect(paid.body.payment).to.include({ status: 'captured', method: null });
    expect((await orderEvents(number)).filter((e) => e.type === 'PaymentCaptured')).to.have.length(1);
    expect(await listingDoc(t, own.listingId)).to.include({ status: 'live', plan: 'paid' });

    const refund = await t.service.features.orders.payments.refund(
      number,
      { amountCents: null, reason: 'test' },
      admin,
      'test',
    );
    expect(refund).to.include({ status: 'succeeded', amountCents: 4900 });
    const sent = proxy.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(sent.form).to.include({ payment_intent: 'pi_e2e_1', amount: '4900' });
    expect(sent.headers['idempotency-key']).to.equal(`order-${number}-refund-${number}-1`);
    const refunded = await eventually(
      () => t.call('GET', `/orders/${number}`, { key: owner.key }),
      (r) => r.body?.lines?.[0]?.fulfilment?.undo?.status === 'undone',
    );
    expect(refunded.body).to.include({ status: 'refunded', refunded_cents: 4900 });
    const doc = await eventually(
      () => listingDoc(t, own.listingId),
      (d) => d?.plan === 'free',
    );
    expect(doc).to.include({ status: 'live', plan: 'free' });
    // Stripe's charge.refunded for the same refund changes nothing.
    const chargeRefunded = stripeEvent(`evt_refunded_${number}`, 'charge.refunded', {
      id: 'ch_e2e_1',
      object: 'charge',
      metadata,
      payment_intent: 'pi_e2e_1',
      refunds: {
        object: 'list',
        has_more: false,
        data: [{ id: refund.refundId, object: 'refund', amount: 4900, status: 'succeeded', metadata: {} }],
      },
    });
    expect((await webhook(chargeRefunded)).body.recorded).to.equal(false);
    expect((await orderEvents(number)).filter((e) => e.type === 'PaymentRefunded')).to.have.length(1);
  });

  it('failed and expired sessions leave the order payable; cancelling expires the open session at Stripe', async () => {
    const { number, url, browser, form } = await checkoutFor([
      { product: 'ai_review', listing_id: (await newListing(t, owner.accountId, 'Stripe Cancel')).listingId },
    ]);
    const pay = await browser.post(`${url.pathname}/pay`, form);
    expect(pay.status).to.equal(303);
    const opened = (await orderEvents(number)).find((e) => e.type === 'PaymentSessionOpened')!.data as any;
    const metadata = { order_number: number, payment_id: opened.paymentId };
    const failed = stripeEvent(`evt_failed_${number}`, 'payment_intent.payment_failed', {
      id: 'pi_e2e_2',
      object: 'payment_intent',
      metadata,
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    expect((await webhook(failed)).body.recorded).to.equal(true);
    const declined = await eventually(
      () => t.call('GET', `/orders/${number}`, { key: owner.key }),
      (r) => r.body?.payment?.status === 'declined',
    );
    expect(declined.body).to.include({ status: 'pending' });
    expect(declined.body.payment.declined_reason).to.equal('generic_decline: Your card was declined.');

    const cancel = await browser.post(`${url.pathname}/cancel`, { csrf: form.csrf, t: form.t });
    expect(cancel.status, cancel.text).to.equal(303);
    expect(proxy.requests.map((r) => `${r.method} ${r.path}`)).to.include(
      `POST /v1/checkout/sessions/${opened.sessionId}/expire`,
    );
    await eventually(
      () => t.call('GET', `/orders/${number}`, { key: owner.key }),
      (r) => r.body?.status === 'cancelled',
    );
    // The session's own expiry arrives afterwards: recorded, the order stays cancelled.
    const expired = stripeEvent(`evt_expired_${number}`, 'checkout.session.expired', {
      id: opened.sessionId,
      object: 'checkout.session',
      metadata,
    });
    expect((await webhook(expired)).status).to.equal(200);
    // A payment that still arrives for the cancelled order is kept as surplus, to be refunded.
    const late = stripeEvent(`evt_late_${number}`, 'checkout.session.completed', {
      id: opened.sessionId,
      object: 'checkout.session',
      metadata,
      payment_status: 'paid',
      amount_total: 900,
      currency: 'usd',
      payment_intent: 'pi_e2e_2',
    });
    expect((await webhook(late)).body.recorded).to.equal(true);
    const types = (await orderEvents(number)).map((e) => e.type);
    expect(types).to.include('SurplusPaymentReceived').and.not.include('PaymentCaptured');
    expect((await t.call('GET', `/orders/${number}`, { key: owner.key })).body.status).to.equal('cancelled');
  });

  it('a genuine event about nothing here is acknowledged and changes nothing', async () => {
    const foreign = stripeEvent('evt_foreign', 'checkout.session.completed', {
      id: 'cs_other',
      object: 'checkout.session',
      metadata: { order_number: 'ORD-1999-000001', payment_id: 'pay-x' },
      payment_status: 'paid',
      amount_total: 100,
      currency: 'usd',
    });
    const answer = await webhook(foreign);
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include({ recorded: false });
  });
});

describe('orders (e2e): VAT numbers checked with VIES (a fake VIES on loopback)', function () {
  this.timeout(60_000);
  let vies: FakeVies;
  let t: TestService;
  let owner: { key: string; accountId: string };
  let listingId: number;

  before(async () => {
    vies = await startFakeVies({
      DE123456789: 'valid',
      FR12345678901: 'invalid',
      IT12345678901: 'error:MS_UNAVAILABLE',
    });
    t = await startTestService(
      { payments: { ...DEFAULT_PAYMENT_SETTINGS, viesUrl: vies.url } },
      { vatChecker: new ViesRestChecker({ url: vies.url, timeoutMs: 2000, clock: systemClock }) },
    );
    ({ owner, listingId } = await seedShop(t));
  });
  after(async () => {
    await t?.close();
    await vies?.close();
  });

  const quote = (billing_country: string, vat_number: string) =>
    t.call('POST', '/orders/quote', {
      key: owner.key,
      body: { items: [{ product: 'featured', listing_id: listingId }], billing_country, vat_number },
    });

  it('a number VIES confirms gets the reverse charge; an invalid one or an unavailable VIES does not, and the quote says why', async () => {
    const valid = await quote('DE', 'DE 123 456 789');
    expect(valid.status, JSON.stringify(valid.body)).to.equal(200);
    expect(valid.body.totals).to.include({ vat_cents: 0, total_cents: 2900 });
    expect(valid.body.totals.vat).to.include({ treatment: 'reverse_charge' });
    expect(valid.body.totals.vat.vat_number_check).to.include({
      source: 'vies',
      status: 'valid',
      name: 'ACME TRADING GMBH',
    });
    expect(vies.requests).to.deep.include({ countryCode: 'DE', vatNumber: '123456789' });

    const invalid = await quote('FR', 'FR12345678901');
    expect(invalid.body.totals).to.include({ vat_rate_percent: 20, vat_cents: 580 });
    expect(invalid.body.totals.vat.treatment).to.equal('standard');
    expect(invalid.body.totals.vat.note).to.match(
      /^No reverse charge: VIES reports FR12345678901 as not a valid VAT number/,
    );

    const down = await quote('IT', 'IT12345678901');
    expect(down.body.totals).to.include({ vat_rate_percent: 22, vat_cents: 638 });
    expect(down.body.totals.vat.note).to.include('VIES could not confirm IT12345678901 (VIES: MS_UNAVAILABLE)');

    // A malformed number is still refused outright (VIES not asked).
    const asked = vies.requests.length;
    expect((await quote('DE', 'DE12')).status).to.equal(400);
    expect(vies.requests.length).to.equal(asked);
  });

  it('on the checkout page, a number VIES does not confirm is shown with the total including VAT before paying', async () => {
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'featured', listing_id: listingId }] },
    });
    const url = new URL(checkout.body.checkout_url);
    const browser = new PageClient(t.baseUrl);
    const page = await browser.get(`${url.pathname}${url.search}`);
    const form = {
      csrf: csrfIn(page.text),
      t: url.searchParams.get('t')!,
      name: 'Société X',
      address: '1 rue de la Paix',
      city: 'Paris',
      country: 'FR',
      vat_number: 'FR12345678901',
      method: 'card',
    };
    const first = await browser.post(`${url.pathname}/pay`, form);
    expect(first.status).to.equal(409);
    expect(first.text).to.include('No reverse charge: VIES reports FR12345678901').and.include('Pay $34.80 with VAT');
    const confirmed = await browser.post(`${url.pathname}/pay`, { ...form, accept_vat: 'yes' });
    expect(confirmed.status, confirmed.text).to.equal(303);
    expect(new URL(confirmed.location!, t.baseUrl).pathname).to.equal(`/checkout/${checkout.body.number}/sandbox-pay`);
    const events = await t.service.events.readStream(`order-${checkout.body.number}`);
    const started = events.find((e) => e.type === 'PaymentStarted')!.data as any;
    expect(started.priced.totals).to.include({ vat_cents: 580, total_cents: 3480 });
    expect(started.priced.totals.vat.vat_number_check).to.include({ source: 'vies', status: 'invalid' });
  });
});
