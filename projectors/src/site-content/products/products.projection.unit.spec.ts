import { expect } from 'chai';
import { onceAndTwice } from '../../testing/replay.ts';
import { productsProjection } from './products.projection.ts';

describe('products projection', () => {
  it('keeps details, the current price and whether it is offered; delivered twice, the same', async () => {
    const details = { name: 'Launch', description: 'd', needs_listing: true, week: 'optional', options: {} };
    const { once, twice } = await onceAndTwice(productsProjection, [
      { type: 'ProductDefined', data: { code: 'launch', ...details } },
      { type: 'ProductPriceSet', data: { code: 'launch', price_cents: 4900 } },
      { type: 'ProductWithdrawn', data: { code: 'launch' } },
      { type: 'ProductDefined', data: { code: 'launch', ...details, name: 'Launch!' } },
      { type: 'ProductOffered', data: { code: 'launch' } },
      { type: 'ProductPriceSet', data: { code: 'launch', price_cents: 5900 } },
    ]);
    expect(twice).to.deep.equal(once);
    expect(once.products[0]).to.deep.include({
      _id: 'launch',
      name: 'Launch!',
      price_cents: 5900,
      offered: true,
      needs_listing: true,
      week: 'optional',
    });
  });
});
