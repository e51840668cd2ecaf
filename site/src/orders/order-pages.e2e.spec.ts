/**
 * The founder's order pages over HTTP, without a browser: the order builder from list_products for
 * a listing saved from the fixture company site; a refused promo code shown beside its field with
 * the reason, kept as typed; the price preview with VAT by country; "Continue to checkout" lands on
 * the existing checkout page (once, however often the form is sent); the sandbox payment; the order
 * list and page with totals, lines and fulfilment per line; the listing scheduled for the chosen week.
 */
import { expect } from 'chai';
import { startFakeSite, type FakeSite } from '@listings/command-service/drafts/testing';
import {
  csrfOfForm,
  eventually,
  hiddenFields,
  seedShop,
  startTestService,
  type TestService,
} from '@listings/gateway/testing';
import { csrfIn, type PageClient } from '../kit/testing.ts';
import { loopbackPorts, savedListing, signedUpClient, withCategory } from '../kit/maker-testing.ts';
import { longDate } from '../listings/parts.ts';

const idempotencyKeyIn = (text: string) => /name="idempotency_key" value="([^"]+)"/.exec(text)![1];

describe('order pages', function () {
  this.timeout(60_000);
  let site: FakeSite;
  let service: TestService;
  let client: PageClient;
  let listingPath: string;

  before(async () => {
    site = await startFakeSite();
    service = await startTestService({}, loopbackPorts());
    await seedShop(service);
    client = await signedUpClient(service.baseUrl);
    ({ listingPath } = await savedListing(client, `${site.base}/`, { category: await withCategory(service) }));
  });
  after(async () => {
    await service.close();
    await site.close();
  });

  it('builds the form from list_products, with the launch weeks', async () => {
    const page = await client.get(`${listingPath}/order`);
    expect(page.status, page.text).to.equal(200);
    for (const name of ['Launch', 'Skip the queue', 'Extra categories', 'Billboard', 'AI review'])
      expect(page.text).to.include(name);
    expect(page.text).to.include('name="week_launch"').and.include('name="amount_billboard_min"');
    expect(page.text).to.include('name="categories_extra_categories" value="ai"');
  });

  it('says what a product is in words for people, not the API’s (issue 31)', async () => {
    const page = await client.get(`${listingPath}/order`);
    expect(page.text).to.include('Up to 3 extra categories for a paid listing: choose the categories below.');
    expect(page.text).to.include('Launch week (leave empty to go live as soon as you pay)');
    expect(page.text).to.include('give any amount from the price shown (the minimum)');
    for (const apiWords of ['item field', '(empty: now)', 'amount_cents'])
      expect(page.text, apiWords).to.not.include(apiWords);
  });

  it('says why a promo code is refused, beside the field, keeping what was typed', async () => {
    const form = await client.get(`${listingPath}/order`);
    const refused = await client.post(`${listingPath}/order`, {
      csrf: csrfIn(form.text),
      product_launch: 'on',
      promo_code: 'OLD',
      action: 'quote',
    });
    expect(refused.status).to.equal(400);
    expect(refused.text).to.match(
      /id="promo-code-error" role="alert">Promo code &quot;OLD&quot; cannot be used: the code has expired/,
    );
    expect(refused.text)
      .to.include('value="OLD"')
      .and.match(/id="product-launch" name="product_launch" checked/);
  });

  it('previews the price with VAT by country', async () => {
    const form = await client.get(`${listingPath}/order`);
    const quote = await client.post(`${listingPath}/order`, {
      csrf: csrfIn(form.text),
      product_launch: 'on',
      promo_code: 'Launch10',
      billing_country: 'DE',
      action: 'quote',
    });
    expect(quote.status, quote.text).to.equal(200);
    expect(quote.text).to.include('Price preview').and.include('Discount (Launch10)').and.include('VAT (19%)');
    expect(quote.text).to.include('$52.48');
    expect(quote.text).to.include('value="Launch10"');
  });

  it('goes to the checkout page, pays in the sandbox, and the listing is scheduled for the chosen week', async () => {
    const form = await client.get(`${listingPath}/order`);
    const week = /<option value="(\d{4}-\d{2}-\d{2})">Week of/.exec(form.text.split('name="week_launch"')[1])![1];
    const fields = {
      csrf: csrfIn(form.text),
      idempotency_key: idempotencyKeyIn(form.text),
      product_launch: 'on',
      week_launch: week,
      promo_code: 'Launch10',
      action: 'checkout',
    };
    const checkout = await client.post(`${listingPath}/order`, fields);
    expect(checkout.status, checkout.text).to.equal(303);
    expect(checkout.location).to.match(/^\/checkout\/ORD-\d{4}-\d+\?t=/);
    // The same form sent again builds nothing new: the first answer is replayed.
    expect((await client.post(`${listingPath}/order`, fields)).location).to.equal(checkout.location);

    const url = new URL(checkout.location!, service.baseUrl);
    const number = url.pathname.split('/')[2];
    const page = await client.get(checkout.location!);
    expect(page.status).to.equal(200);
    const pay = await client.post(`${url.pathname}/pay`, {
      csrf: csrfOfForm(page.text, `${url.pathname}/pay`),
      t: url.searchParams.get('t')!,
      name: 'Acme Ledger Ltd',
      address: '1 Quay St',
      city: 'Lisbon',
      postal_code: '1000',
      country: 'PT',
      vat_number: '',
      method: 'card',
    });
    expect(pay.status, pay.text).to.equal(303);
    const step = new URL(pay.location!, service.baseUrl);
    const sandbox = await client.get(step.pathname + step.search);
    expect((await client.post(step.pathname, hiddenFields(sandbox.text, 'pay'))).status).to.equal(303);

    const order = await eventually(
      () => client.get(`/me/orders/${number}`),
      (p) => p.text.includes('<td>done'),
    );
    expect(order.text)
      .to.include('id="order-status">Paid<')
      .and.include(`week of ${longDate(week)}`);
    expect(order.text).to.not.include('Pay on the checkout page');
    const orders = await client.get('/me/orders');
    expect(orders.text.match(new RegExp(`href="/me/orders/${number}"`, 'g'))).to.have.length(1);
    const listing = await eventually(
      () => client.get(listingPath),
      (p) => p.text.includes('paid launch'),
    );
    expect(listing.text).to.include(`Scheduled for the week of ${longDate(week)} (paid launch)`);
  });

  it('shows the checkout link of an order while it is payable, and another person nothing', async () => {
    const form = await client.get(`${listingPath}/order`);
    const checkout = await client.post(`${listingPath}/order`, {
      csrf: csrfIn(form.text),
      idempotency_key: idempotencyKeyIn(form.text),
      product_ai_review: 'on',
      action: 'checkout',
    });
    const number = new URL(checkout.location!, service.baseUrl).pathname.split('/')[2];
    const order = await client.get(`/me/orders/${number}`);
    expect(order.text).to.include('Waiting for payment').and.include('Pay on the checkout page');
    const other = await signedUpClient(service.baseUrl);
    expect((await other.get(`/me/orders/${number}`)).status).to.equal(404);
    expect((await other.get(`${listingPath}/order`)).status).to.equal(404);
  });
});
