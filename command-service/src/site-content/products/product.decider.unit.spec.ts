import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { productDecider } from './product.decider.ts';
import { type ProductEvent, STANDARD_PRODUCTS } from '@listings/shared/contracts/site-content';

const { when, refusal } = givenWhenThen(productDecider);
const launchDefined: ProductEvent = { type: 'ProductDefined', data: { code: 'launch', ...STANDARD_PRODUCTS.launch } };
const trophyDefined: ProductEvent = {
  type: 'ProductDefined',
  data: {
    code: 'trophy_plaque',
    name: 'Plaque',
    description: '',
    needs_listing: true,
    week: 'none',
    options: { finish: { type: 'enum', description: 'Finish', required: true, values: ['gold', 'silver'] } },
  },
};

describe('product decider', () => {
  it('pricing a standard product defines it with its standard details first', () => {
    expect(when([], { type: 'SetProductPrice', code: 'launch', priceCents: 4900 })).to.deep.equal([
      launchDefined,
      { type: 'ProductPriceSet', data: { code: 'launch', price_cents: 4900 } },
    ]);
    expect(when([launchDefined], { type: 'SetProductPrice', code: 'launch', priceCents: 5900 })).to.deep.equal([
      { type: 'ProductPriceSet', data: { code: 'launch', price_cents: 5900 } },
    ]);
    expect(
      when([launchDefined, { type: 'ProductPriceSet', data: { code: 'launch', price_cents: 5900 } }], {
        type: 'SetProductPrice',
        code: 'launch',
        priceCents: 5900,
      }),
    ).to.deep.equal([]);
  });

  it('refuses fractional, negative and unknown-product prices', () => {
    expect(refusal([], { type: 'SetProductPrice', code: 'launch', priceCents: 10.5 })).to.equal('invalid_price');
    expect(refusal([], { type: 'SetProductPrice', code: 'launch', priceCents: -1 })).to.equal('invalid_price');
    expect(refusal([], { type: 'SetProductPrice', code: 'trophy_cup', priceCents: 100 })).to.equal('product_not_found');
    expect(refusal([], { type: 'SetProductPrice', code: 'free_money', priceCents: 100 })).to.equal(
      'unknown_product_code',
    );
  });

  it('defines a trophy-cabinet product with options, and refuses bad option schemas', () => {
    const options = {
      finish: { type: 'enum' as const, description: 'Finish', required: true, values: ['gold', 'silver'] },
    };
    expect(
      when([], { type: 'DefineProduct', code: 'trophy_plaque', name: 'Plaque', needsListing: true, options }),
    ).to.deep.equal([trophyDefined]);
    expect(when([trophyDefined], { type: 'DefineProduct', code: 'trophy_plaque', name: 'Plaque' })).to.deep.equal([]);
    expect(
      refusal([], {
        type: 'DefineProduct',
        code: 'trophy_plaque',
        name: 'Plaque',
        options: { finish: { type: 'enum', description: '', required: false } },
      }),
    ).to.equal('invalid_option');
    expect(refusal([], { type: 'DefineProduct', code: 'trophy_plaque' })).to.equal('missing_value');
  });

  it('withdraws and offers again', () => {
    expect(when([launchDefined], { type: 'WithdrawProduct', code: 'launch' })).to.deep.equal([
      { type: 'ProductWithdrawn', data: { code: 'launch' } },
    ]);
    expect(
      when([launchDefined, { type: 'ProductWithdrawn', data: { code: 'launch' } }], {
        type: 'OfferProduct',
        code: 'launch',
      }),
    ).to.deep.equal([{ type: 'ProductOffered', data: { code: 'launch' } }]);
    expect(refusal([], { type: 'WithdrawProduct', code: 'launch' })).to.equal('product_not_found');
  });
  it("records the console's reason with a new price; refuses a reason too short", () => {
    expect(
      when([launchDefined], { type: 'SetProductPrice', code: 'launch', priceCents: 3900, reason: 'spring sale' }),
    ).to.deep.equal([{ type: 'ProductPriceSet', data: { code: 'launch', price_cents: 3900, reason: 'spring sale' } }]);
    expect(
      refusal([launchDefined], { type: 'SetProductPrice', code: 'launch', priceCents: 3900, reason: ' ' }),
    ).to.equal('invalid_reason');
  });

  describe('per site (issue 30)', () => {
    it("a site's price carries its key; the default site's carries none, as before the network", () => {
      expect(when([], { type: 'SetProductPrice', code: 'launch', priceCents: 900, site: 'ai' })).to.deep.equal([
        { type: 'ProductDefined', data: { code: 'launch', site: 'ai', ...STANDARD_PRODUCTS.launch } },
        { type: 'ProductPriceSet', data: { code: 'launch', site: 'ai', price_cents: 900 } },
      ]);
      const onDefault = when([], { type: 'SetProductPrice', code: 'launch', priceCents: 900 });
      for (const event of onDefault) expect(event.data).to.not.have.property('site');
    });
    it("withdrawing and offering again on a site carry its key; its state is its own stream's", () => {
      const aiLaunch: ProductEvent = {
        type: 'ProductDefined',
        data: { code: 'launch', site: 'ai', ...STANDARD_PRODUCTS.launch },
      };
      expect(when([aiLaunch], { type: 'WithdrawProduct', code: 'launch', site: 'ai' })).to.deep.equal([
        { type: 'ProductWithdrawn', data: { code: 'launch', site: 'ai' } },
      ]);
      expect(
        when([aiLaunch, { type: 'ProductWithdrawn', data: { code: 'launch', site: 'ai' } }], {
          type: 'OfferProduct',
          code: 'launch',
          site: 'ai',
        }),
      ).to.deep.equal([{ type: 'ProductOffered', data: { code: 'launch', site: 'ai' } }]);
    });
  });
});
