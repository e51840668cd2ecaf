/**
 * The checkout page's totals stand under the lines' prices (issue 31): they are the lines table's
 * foot, each label spanning the number, product and details columns and each amount in the Price
 * column. In a table of their own, two columns wide, the amounts sat in the middle of the page,
 * under the lines' Details, out of line with the prices above them.
 */
import { expect } from 'chai';
import { DEFAULT_PAYMENT_SETTINGS } from '@listings/shared/platform';
import { seedShop, startTestService, type TestService } from '@listings/gateway/testing';

describe('checkout page (e2e): totals under the prices', function () {
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

  it('puts the subtotal, net, VAT and total in the Price column of the lines table', async () => {
    const checkout = await t.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'featured', listing_id: listingId }] },
    });
    expect(checkout.status).to.equal(201);
    const text = await (await fetch(checkout.body.checkout_url.replace(/^https?:\/\/[^/]+/, t.baseUrl))).text();
    const tables = [...text.matchAll(/<table[\s\S]*?<\/table>/g)].map((m) => m[0]);
    const lines = tables.find((table) => table.includes('<th scope="col">Price</th>'))!;
    const head = [.../<thead>([\s\S]*?)<\/thead>/.exec(lines)![1].matchAll(/<th scope="col">([^<]+)</g)].map(
      (m) => m[1],
    );
    const foot = /<tfoot>([\s\S]*?)<\/tfoot>/.exec(lines)?.[1];
    expect(foot, 'the totals are the lines table’s foot').to.be.a('string');
    const rows = [...foot!.matchAll(/<tr><th scope="row" colspan="(\d+)">([^<]+)<\/th><td>/g)];
    expect(rows.map((m) => m[2])).to.include.members(['Subtotal', 'Net', 'Total (USD)']);
    // Each label spans the columns before Price: the amount is in the Price column.
    for (const [, span] of rows) expect(Number(span)).to.equal(head.indexOf('Price'));
    expect(tables.some((table) => table.includes('aria-label="Totals"'))).to.equal(false);
  });
});
