/**
 * Orders end to end on a real listening service: quote (nothing saved) → create_checkout →
 * checkout_url → the page → sandbox payment → paid → fulfilment in get_order and in the listing.
 */
import { expect } from 'chai';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { ListingCommands } from '@listings/command-service/listings';
import {
  SANDBOX_SIGNATURE_HEADER,
  SandboxPaymentProvider,
  paymentSecret,
  DEFAULT_PAYMENT_SETTINGS,
} from '@listings/shared/platform';
import { addWeeks, mondayOf } from '@listings/shared/kernel';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { PageClient, csrfIn } from '../pages/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const hiddenFields = (text: string, decision: string): Record<string, string> => {
  const forms = text.split('<form').slice(1);
  const formText = forms.find((f) => f.includes(`name="decision" value="${decision}"`))!;
  const fields: Record<string, string> = {};
  for (const match of formText.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]] = match[2]
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  }
  return fields;
};

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
    const content = new SiteContentCommands(t.service.events, t.service.clock);
    for (const [code, cents] of [
      ['launch', 4900],
      ['relaunch', 3900],
      ['featured', 2900],
      ['billboard_min', 1000],
      ['extra_categories', 1500],
      ['ai_review', 900],
      ['skip_queue', 1900],
    ] as const) {
      await content.product({ type: 'SetProductPrice', code, priceCents: cents }, admin, 'test');
    }
    for (const [slugName, name] of [
      ['tools', 'Tools'],
      ['ai', 'AI'],
      ['design', 'Design'],
    ]) {
      await content.category({ type: 'CreateCategory', slug: slugName, name }, admin, 'test');
    }
    await content.promoCode({ type: 'CreatePromoCode', code: 'Launch10', percentOff: 10 }, admin, 'test');
    await content.promoCode(
      { type: 'CreatePromoCode', code: 'OLD', percentOff: 50, validUntil: '2020-01-01T00:00:00Z' },
      admin,
      'test',
    );
    owner = await t.createKey(['account:read', 'orders:write']);
    other = await t.createKey(['account:read', 'orders:write']);
    const listings = new ListingCommands(t.service.events, t.service.clock);
    const created = await listings.create(
      {
        profile: { name: 'Harbor Notes', url: 'https://harbor.example', categories: ['tools'] },
        ownerId: owner.accountId,
      },
      admin,
      'test',
    );
    listingId = created.listingId;
    slug = created.slug;
    const free = await listings.create(
      {
        profile: { name: 'Quiet Queue', url: 'https://quiet.example', categories: ['tools'] },
        ownerId: owner.accountId,
      },
      admin,
      'test',
    );
    freeListingId = free.listingId;
    const queued = await listings.execute(
      freeListingId,
      { type: 'ChooseFreePlan', week: addWeeks(mondayOf(new Date()), 4), badgeFound: true },
      admin,
      'test',
    );
    await t.service.projections.waitForPosition(queued.position, 5000);
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
    const step = new URL(pay.location!);
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
    expect(paid.location).to.include('result=paid');

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
    const step = new URL(pay.location!);
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
    const step = new URL(pay.location!);
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
    const step = new URL(pay.location!);
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
      body: { items: [{ product: 'featured', listing_id: listingId }], promo_code: 'launch10' },
    });
    expect(fine.status).to.equal(200);
  });
});
