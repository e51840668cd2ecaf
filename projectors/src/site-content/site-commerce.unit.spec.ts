import { expect } from 'chai';
import { STANDARD_PRODUCTS } from '@listings/shared/contracts/site-content';
import { onceAndTwice, project } from '../testing/replay.ts';
import { productsProjection } from './products/products.projection.ts';
import { promoCodesProjection } from './promo-codes/promo-codes.projection.ts';
import { productsOfSite, promoCodeOfSite, promoCodesOfSite } from './site-commerce.ts';

const main = { key: 'main', isDefault: true };
const ai = { key: 'ai', isDefault: false };
const tools = { key: 'tools', isDefault: false };

const productEvents = [
  { type: 'ProductDefined', data: { code: 'launch', ...STANDARD_PRODUCTS.launch } },
  { type: 'ProductPriceSet', data: { code: 'launch', price_cents: 4900 } },
  { type: 'ProductDefined', data: { code: 'featured', ...STANDARD_PRODUCTS.featured } },
  { type: 'ProductPriceSet', data: { code: 'featured', price_cents: 9900 } },
  { type: 'ProductDefined', data: { code: 'launch', site: 'ai', ...STANDARD_PRODUCTS.launch } },
  { type: 'ProductPriceSet', data: { code: 'launch', site: 'ai', price_cents: 1900 } },
  { type: 'ProductDefined', data: { code: 'featured', site: 'tools', ...STANDARD_PRODUCTS.featured } },
  { type: 'ProductWithdrawn', data: { code: 'featured', site: 'tools' } },
];

const terms = (code: string) => ({
  code,
  percent_off: 20,
  amount_off_cents: null,
  valid_from: null,
  valid_until: null,
  max_redemptions: null,
  products: [],
});

describe('per-site products and promo codes (issue 30)', () => {
  it("keeps each site's products apart, keyed by site; delivered twice, the same", async () => {
    const { once, twice } = await onceAndTwice(productsProjection, productEvents);
    expect(twice).to.deep.equal(once);
    expect(once.products!.map((p: any) => [p._id, p.site, p.price_cents, p.offered])).to.deep.equal([
      ['ai/launch', 'ai', 1900, true],
      ['featured', undefined, 9900, true],
      ['launch', undefined, 4900, true],
      ['tools/featured', 'tools', null, false],
    ]);
  });

  it("a site uses its own product where it has one and the default site's otherwise", async () => {
    const documents = await project(productsProjection, productEvents);
    const priced = async (site?: typeof ai) =>
      Object.fromEntries(
        [...(await productsOfSite(documents, site))].map(([code, p]) => [code, [p.price_cents, p.offered]]),
      );
    expect(await priced()).to.deep.equal({ launch: [4900, true], featured: [9900, true] });
    expect(await priced(main)).to.deep.equal({ launch: [4900, true], featured: [9900, true] });
    expect(await priced(ai)).to.deep.equal({ launch: [1900, true], featured: [9900, true] });
    // tools withdrew featured on its own stream: no longer on offer there, still on the others.
    expect(await priced(tools)).to.deep.equal({ launch: [4900, true], featured: [null, false] });
    expect([...(await productsOfSite(documents, ai, ['launch'])).keys()]).to.deep.equal(['launch']);
  });

  it("keeps promo codes per site and never finds one site's code on another; delivered twice, the same", async () => {
    const events = [
      { type: 'PromoCodeCreated', data: terms('SPRING20') },
      { type: 'PromoCodeCreated', data: { ...terms('Robots10'), site: 'ai' } },
      { type: 'PromoCodeCreated', data: { ...terms('spring20'), site: 'ai' } },
      { type: 'PromoCodeDisabled', data: { code: 'SPRING20', site: 'ai' } },
    ];
    const { once, twice } = await onceAndTwice(promoCodesProjection, events);
    expect(twice).to.deep.equal(once);
    expect(once.promo_codes!.map((p: any) => [p._id, p.site, p.status])).to.deep.equal([
      ['SPRING20', undefined, 'active'],
      ['ai/ROBOTS10', 'ai', 'active'],
      ['ai/SPRING20', 'ai', 'disabled'],
    ]);
    const documents = await project(promoCodesProjection, events);
    expect(await promoCodeOfSite(documents, main, 'robots10')).to.equal(null);
    expect(await promoCodeOfSite(documents, ai, 'robots10')).to.include({ code: 'Robots10', status: 'active' });
    expect(await promoCodeOfSite(documents, main, 'spring20')).to.include({ status: 'active' });
    expect(await promoCodeOfSite(documents, ai, 'SPRING20')).to.include({ status: 'disabled' });
    expect(await promoCodeOfSite(documents, tools, 'SPRING20')).to.equal(null);
    expect((await promoCodesOfSite(documents, ai)).map((p) => p._id)).to.deep.equal(['ai/ROBOTS10', 'ai/SPRING20']);
    expect((await promoCodesOfSite(documents, main)).map((p) => p._id)).to.deep.equal(['SPRING20']);
  });
});
