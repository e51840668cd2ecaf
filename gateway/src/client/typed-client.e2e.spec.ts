/**
 * A client generated from the OpenAPI document (openapi-typescript types, openapi-fetch) drives the
 * account flow end to end, as a developer would write it: submit a URL → poll the draft → choose its
 * category → save it as a listing → read the listing → quote and check out a launch → read the
 * order. Every field is read through the generated types, with no casts: if a schema and the answer
 * it describes disagree, this file stops compiling (npm run typecheck) or the contract check fails.
 */
import { expect } from 'chai';
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { seedShop } from '../orders/testing.ts';
import { assertConformsToDocument } from '../testing/contract.ts';
import { createApiClient, type ApiClient } from './client.ts';

describe('typed client generated from the OpenAPI document', function () {
  this.timeout(60_000);
  let t: TestService;
  let api: ApiClient;

  before(async () => {
    t = await startTestService(
      {},
      {
        drafting: {
          crawler: new FakeCrawler({
            'https://typed.example':
              'name: Typed Rockets\ntagline: Rockets with types\ncategories: Tools\nfeatures: Fast',
          }),
          drafter: new FakeDrafter(),
        },
      },
    );
    await seedShop(t);
    const { key } = await t.createKey(['account:read', 'listings:write', 'orders:write']);
    api = createApiClient(t.baseUrl, key);
    // Every answer the client receives goes through the one contract check of the e2e suites.
    api.use({
      async onResponse({ request, response }) {
        const text = await response.clone().text();
        assertConformsToDocument({
          method: request.method,
          url: request.url,
          status: response.status,
          contentType: response.headers.get('content-type'),
          body: text ? JSON.parse(text) : undefined,
          allow: response.headers.get('allow'),
        });
      },
    });
  });
  after(() => t?.close());

  it('submit → draft → listing → order, reading typed fields', async () => {
    const submitted = await api.POST('/drafts', {
      body: { url: 'https://typed.example' },
      params: { header: { 'Idempotency-Key': 'typed-1' } },
    });
    expect(submitted.response.status).to.equal(201);
    if (!submitted.data) throw new Error(`submit_listing failed: ${JSON.stringify(submitted.error)}`);
    const draftId: string = submitted.data.id;
    expect(submitted.data.status).to.equal('crawling');

    let status = submitted.data.status;
    for (let i = 0; i < 100 && (status === 'crawling' || status === 'drafting'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const polled = await api.GET('/drafts/{id}', { params: { path: { id: draftId } } });
      if (!polled.data) throw new Error(`get_draft failed: ${JSON.stringify(polled.error)}`);
      status = polled.data.status;
    }
    expect(status).to.equal('ready');

    const draft = await api.GET('/drafts/{id}', { params: { path: { id: draftId } } });
    if (!draft.data) throw new Error('get_draft failed');
    const name: string | null = draft.data.fields.name.value;
    expect(name).to.equal('Typed Rockets');
    expect(draft.data.fields.name.state).to.equal('ai');
    expect(draft.data.fields.name.evidence.map((e) => e.url)).to.include('https://typed.example');
    const categories: string[] | null = draft.data.fields.categories.value;
    expect(categories).to.deep.equal(['Tools']);

    const edited = await api.PATCH('/drafts/{id}', {
      params: { path: { id: draftId } },
      body: { fields: { tagline: 'Typed all the way' } },
    });
    if (!edited.data) throw new Error(`update_draft failed: ${JSON.stringify(edited.error)}`);
    expect(edited.data.fields.tagline).to.include({ value: 'Typed all the way', state: 'edited' });

    const saved = await api.POST('/drafts/{id}/submit', { params: { path: { id: draftId } } });
    if (!saved.data) throw new Error(`submit_draft failed: ${JSON.stringify(saved.error)}`);
    const listingId: number = saved.data.listing_id;
    expect(saved.data.draft.status).to.equal('submitted');

    const listing = await api.GET('/me/listings/{listing_id}', { params: { path: { listing_id: listingId } } });
    if (!listing.data) throw new Error('get_my_listing failed');
    expect(listing.data.status).to.equal('draft');
    expect(listing.data.primary_category).to.equal('tools');
    expect(listing.data.tagline).to.equal('Typed all the way');

    const items = [{ product: 'launch', listing_id: listingId }];
    const quote = await api.POST('/orders/quote', { body: { items, billing_country: 'IE' } });
    if (!quote.data) throw new Error(`quote_order failed: ${JSON.stringify(quote.error)}`);
    const total: number = quote.data.totals.total_cents;
    expect(quote.data.saved).to.equal(false);

    const checkout = await api.POST('/orders/checkout', { body: { items, billing_country: 'IE' } });
    if (!checkout.data) throw new Error(`create_checkout failed: ${JSON.stringify(checkout.error)}`);
    expect(checkout.response.status).to.equal(201);
    expect(checkout.data.totals.total_cents).to.equal(total);
    const checkoutUrl: string | undefined = checkout.data.checkout_url;
    expect(checkoutUrl).to.match(/\/checkout\/ORD-/);

    const order = await api.GET('/orders/{number}', { params: { path: { number: checkout.data.number } } });
    if (!order.data) throw new Error('get_order failed');
    expect(order.data.status).to.equal('pending');
    expect(order.data.lines.map((line) => [line.product, line.listing_id, line.fulfilment.status])).to.deep.equal([
      ['launch', listingId, 'awaiting_payment'],
    ]);
    expect(order.data.checkout_url).to.equal(checkoutUrl);

    const refused = await api.GET('/orders/{number}', { params: { path: { number: 'ORD-2020-000001' } } });
    expect(refused.response.status).to.equal(404);
    expect(refused.error?.code).to.equal('not_found');
  });
});
