/**
 * The checkout page renders from the read side: an order whose read-model document was changed behind
 * the event store's back (a different line name, total and link-token hash) is shown as the read model
 * has it, and its access check uses the hash the read model keeps. A page that loaded the order
 * aggregate from the event store would show the recorded name and total, and refuse the other token.
 */
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { DEFAULT_PAYMENT_SETTINGS } from '@listings/shared/platform';
import { seedShop, startTestService, type TestService } from '@listings/gateway/testing';

describe('checkout page (e2e): renders the orders read model', function () {
  this.timeout(60_000);
  let t: TestService;
  let owner: { key: string; accountId: string };
  let listingId: number;

  before(async () => {
    t = await startTestService({ payments: DEFAULT_PAYMENT_SETTINGS });
    ({ owner, listingId } = await seedShop(t));
  });

  after(async () => {
    await t?.close();
  });

  it("shows the read model's lines and total, and checks the link against the read model's token hash", async () => {
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'featured', listing_id: listingId }] },
    });
    expect(checkout.status).to.equal(201);
    const number: string = checkout.body.number;
    const link = new URL(checkout.body.checkout_url);
    const page = async (token: string) => {
      const response = await fetch(`${t.baseUrl}/checkout/${number}?t=${token}`);
      return { status: response.status, text: await response.text() };
    };
    const before = await page(link.searchParams.get('t')!);
    expect(before.status).to.equal(200);
    expect(before.text).to.include('Featured').and.not.include('Read-side name');

    // create_checkout answered once the read side had the order: its document is there to change.
    const otherToken = 'B'.repeat(43);
    const otherHash = createHash('sha256').update(otherToken).digest('hex');
    const orders = t.service.documents.collection<any>('orders');
    const doc = await orders.findOne({ _id: number });
    expect(doc).to.not.equal(null);
    await orders.updateOne(
      { _id: number },
      {
        $set: {
          lines: doc.lines.map((line: any) => ({ ...line, product_name: 'Read-side name' })),
          totals: { ...doc.totals, total_cents: 12_345 },
          link_token_hash: otherHash,
        },
      },
    );

    const after = await page(otherToken);
    expect(after.status).to.equal(200);
    expect(after.text).to.include('Read-side name').and.include('$123.45');
    expect(after.text).to.not.include(otherHash);
    // The link create_checkout handed out is derived from the service's key: it still opens the page.
    expect((await page(link.searchParams.get('t')!)).status).to.equal(200);
    expect((await page('C'.repeat(43))).status).to.equal(404);
  });
});
