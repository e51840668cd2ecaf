import { expect } from 'chai';
import { DomainError } from '@listings/shared/kernel';
import { STANDARD_PRODUCTS, type PromoCodeTerms } from '@listings/shared/contracts/site-content';
import {
  priceOrder,
  type ListingInfo,
  type OrderRequest,
  type PricingContext,
  type ProductInfo,
  type PromoInfo,
  EU_STANDARD_VAT_BP,
  EU_VAT_RATES_CHECKED,
  EU_VAT_RATES_SOURCE,
  viesQuestion,
} from '@listings/shared/contracts/orders';
import type { VatNumberCheck } from '@listings/shared/platform';

const NOW = new Date('2026-03-04T10:00:00Z');
const WEEKS = ['2026-03-09', '2026-03-16', '2026-03-23'];
const PRICES: Record<string, number> = {
  launch: 4900,
  skip_queue: 1900,
  featured: 2900,
  done_for_you: 19900,
  launch_bundle: 9900,
  extra_categories: 1500,
  relaunch: 2900,
  ai_review: 900,
  billboard_min: 1000,
};

const products = new Map<string, ProductInfo>(
  Object.entries(STANDARD_PRODUCTS).map(([code, details]) => [
    code,
    { code, ...details, price_cents: PRICES[code], offered: true },
  ]),
);
products.set('trophy_cup', {
  code: 'trophy_cup',
  name: 'Cup',
  price_cents: 500,
  offered: true,
  needs_listing: false,
  week: 'none',
  options: {
    engraving: { type: 'string', description: '', required: true },
    size: { type: 'enum', description: '', required: false, values: ['s', 'l'] },
    count: { type: 'integer', description: '', required: false },
    gift: { type: 'boolean', description: '', required: false },
  },
});
products.set('withdrawn', {
  code: 'withdrawn',
  name: 'Old',
  price_cents: 100,
  offered: false,
  needs_listing: false,
  week: 'none',
  options: {},
});

const listing = (id: number, over: Partial<ListingInfo> = {}): ListingInfo => ({
  listingId: id,
  ownerId: 'me',
  status: 'draft',
  plan: null,
  categories: ['tools'],
  name: `L${id}`,
  slug: `l${id}`,
  ...over,
});
const terms = (over: Partial<PromoCodeTerms> = {}): PromoCodeTerms => ({
  code: 'SAVE',
  percent_off: 10,
  amount_off_cents: null,
  valid_from: null,
  valid_until: null,
  max_redemptions: null,
  products: [],
  ...over,
});

const context = (over: Partial<PricingContext> = {}): PricingContext => ({
  now: NOW,
  accountId: 'me',
  sellerCountry: 'IE',
  products,
  listings: new Map([
    [1, listing(1)],
    [2, listing(2, { ownerId: 'someone-else' })],
    [3, listing(3, { status: 'scheduled', plan: 'free' })],
    [4, listing(4, { status: 'live', plan: 'paid', categories: ['tools', 'ai'] })],
    [5, listing(5, { status: 'live', plan: 'paid', categories: ['tools', 'a', 'b', 'c'] })],
  ]),
  categories: new Set(['tools', 'ai', 'design', 'a', 'b', 'c', 'd']),
  launchWeeks: WEEKS,
  promo: null,
  ...over,
});

const refusal = (request: OrderRequest, ctx = context()): { code: string; field?: string; reason?: unknown } => {
  try {
    priceOrder(request, ctx);
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    const e = error as DomainError;
    return { code: e.code, field: e.field, ...(e.extensions ? { reason: e.extensions.reason } : {}) };
  }
  throw new Error('expected a refusal');
};

describe('pricing (unit)', () => {
  describe('item rules', () => {
    const cases: [string, OrderRequest['items'], string, string][] = [
      ['unknown product', [{ product: 'nope' }], 'unknown_product', 'body.items.0.product'],
      ['product not on offer', [{ product: 'withdrawn' }], 'unknown_product', 'body.items.0.product'],
      ['needs_listing without listing_id', [{ product: 'featured' }], 'listing_required', 'body.items.0.listing_id'],
      [
        "someone else's listing",
        [{ product: 'featured', listing_id: 2 }],
        'listing_not_found',
        'body.items.0.listing_id',
      ],
      ['missing listing', [{ product: 'featured', listing_id: 99 }], 'listing_not_found', 'body.items.0.listing_id'],
      [
        'listing_id on a product without listing',
        [{ product: 'trophy_cup', listing_id: 1, options: { engraving: 'x' } }],
        'listing_not_accepted',
        'body.items.0.listing_id',
      ],
      [
        'launch week not offered',
        [{ product: 'launch', listing_id: 1, week: '2026-03-02' }],
        'week_not_offered',
        'body.items.0.week',
      ],
      [
        'week on a product without weeks',
        [{ product: 'featured', listing_id: 1, week: WEEKS[0] }],
        'week_not_accepted',
        'body.items.0.week',
      ],
      ['skip_queue without week', [{ product: 'skip_queue', listing_id: 3 }], 'week_required', 'body.items.0.week'],
      [
        'skip_queue on a listing not on the free plan',
        [{ product: 'skip_queue', listing_id: 1, week: WEEKS[0] }],
        'not_a_free_listing',
        'body.items.0.listing_id',
      ],
      ['relaunch without week', [{ product: 'relaunch', listing_id: 4 }], 'week_required', 'body.items.0.week'],
      [
        'launch of a live listing',
        [{ product: 'launch', listing_id: 4 }],
        'listing_already_live',
        'body.items.0.listing_id',
      ],
      [
        'billboard without amount',
        [{ product: 'billboard_min', listing_id: 1 }],
        'amount_required',
        'body.items.0.amount_cents',
      ],
      [
        'billboard under the minimum',
        [{ product: 'billboard_min', listing_id: 1, amount_cents: 999 }],
        'amount_below_minimum',
        'body.items.0.amount_cents',
      ],
      [
        'amount on another product',
        [{ product: 'featured', listing_id: 1, amount_cents: 5 }],
        'amount_not_accepted',
        'body.items.0.amount_cents',
      ],
      [
        'extra categories without categories',
        [{ product: 'extra_categories', listing_id: 4 }],
        'categories_required',
        'body.items.0.categories',
      ],
      [
        'more than 3 extra categories',
        [{ product: 'extra_categories', listing_id: 4, categories: ['a', 'b', 'c', 'd'] }],
        'too_many_categories',
        'body.items.0.categories',
      ],
      [
        'unknown category',
        [{ product: 'extra_categories', listing_id: 4, categories: ['zzz'] }],
        'unknown_category',
        'body.items.0.categories.0',
      ],
      [
        'the primary category',
        [{ product: 'extra_categories', listing_id: 4, categories: ['design', 'tools'] }],
        'primary_category',
        'body.items.0.categories.1',
      ],
      [
        'a category the listing has',
        [{ product: 'extra_categories', listing_id: 4, categories: ['ai'] }],
        'category_already_on_listing',
        'body.items.0.categories.0',
      ],
      [
        'extras beyond 3 in all',
        [{ product: 'extra_categories', listing_id: 5, categories: ['d'] }],
        'too_many_categories',
        'body.items.0.categories',
      ],
      [
        'extra categories for a listing not paid',
        [{ product: 'extra_categories', listing_id: 1, categories: ['ai'] }],
        'paid_listing_required',
        'body.items.0.listing_id',
      ],
      [
        'categories on another product',
        [{ product: 'featured', listing_id: 1, categories: ['ai'] }],
        'categories_not_accepted',
        'body.items.0.categories',
      ],
      ['required option missing', [{ product: 'trophy_cup' }], 'option_required', 'body.items.0.options.engraving'],
      [
        'unknown option',
        [{ product: 'trophy_cup', options: { engraving: 'x', colour: 'red' } }],
        'unknown_option',
        'body.items.0.options.colour',
      ],
      [
        'enum value not allowed',
        [{ product: 'trophy_cup', options: { engraving: 'x', size: 'xl' } }],
        'invalid_option_value',
        'body.items.0.options.size',
      ],
      [
        'integer option given a string',
        [{ product: 'trophy_cup', options: { engraving: 'x', count: '2' } }],
        'invalid_option_value',
        'body.items.0.options.count',
      ],
      [
        'boolean option given a number',
        [{ product: 'trophy_cup', options: { engraving: 'x', gift: 1 } }],
        'invalid_option_value',
        'body.items.0.options.gift',
      ],
      [
        'options on a product without options',
        [{ product: 'featured', listing_id: 1, options: { x: 1 } }],
        'unknown_option',
        'body.items.0.options.x',
      ],
      [
        'the same product twice for a listing',
        [
          { product: 'featured', listing_id: 1 },
          { product: 'featured', listing_id: 1 },
        ],
        'duplicate_item',
        'body.items.1',
      ],
      [
        'launch and launch_bundle for one listing',
        [
          { product: 'launch', listing_id: 1 },
          { product: 'launch_bundle', listing_id: 1 },
        ],
        'conflicting_items',
        'body.items.1',
      ],
    ];
    for (const [name, items, code, field] of cases) {
      it(`refuses: ${name} → ${code}`, () => {
        expect(refusal({ items })).to.deep.include({ code, field });
      });
    }

    it('prices accepted lines: unit price, quantity 1, line total; billboard at the amount given', () => {
      const priced = priceOrder(
        {
          items: [
            { product: 'launch', listing_id: 1, week: WEEKS[1] },
            { product: 'extra_categories', listing_id: 1, categories: ['ai', 'design'] },
            { product: 'billboard_min', listing_id: 1, amount_cents: 2500 },
            { product: 'skip_queue', listing_id: 3, week: WEEKS[0] },
            { product: 'trophy_cup', options: { engraving: 'Best', size: 'l', count: 2, gift: true } },
          ],
        },
        context(),
      );
      expect(priced.lines.map((l) => [l.product, l.quantity, l.unit_price_cents, l.line_total_cents])).to.deep.equal([
        ['launch', 1, 4900, 4900],
        ['extra_categories', 1, 1500, 1500],
        ['billboard_min', 1, 2500, 2500],
        ['skip_queue', 1, 1900, 1900],
        ['trophy_cup', 1, 500, 500],
      ]);
      expect(priced.totals).to.include({
        subtotal_cents: 11300,
        discount_cents: 0,
        net_cents: 11300,
        vat_cents: 0,
        total_cents: 11300,
        vat_rate_percent: null,
      });
      expect(priced.totals.vat.treatment).to.equal('unknown');
      expect(priced.lines[0].week).to.equal(WEEKS[1]);
    });

    it('launch without a week is accepted (live at once)', () => {
      expect(priceOrder({ items: [{ product: 'launch', listing_id: 1 }] }, context()).lines[0].week).to.equal(null);
    });
  });

  describe('promo codes', () => {
    const promo = (over: Partial<PromoInfo> = {}, t: Partial<PromoCodeTerms> = {}): PromoInfo => ({
      terms: terms(t),
      status: 'active',
      redemptions: 0,
      ...over,
    });
    const order = (code = 'SAVE'): OrderRequest => ({
      items: [
        { product: 'launch', listing_id: 1 },
        { product: 'featured', listing_id: 1 },
      ],
      promo_code: code,
    });
    const reasons: [string, PromoInfo | null, string][] = [
      ['unknown', null, 'unknown'],
      ['disabled', promo({ status: 'disabled' }), 'disabled'],
      ['not yet valid', promo({}, { valid_from: '2026-04-01T00:00:00.000Z' }), 'not_yet_valid'],
      ['expired', promo({}, { valid_until: '2026-03-01T00:00:00.000Z' }), 'expired'],
      ['used up', promo({ redemptions: 5 }, { max_redemptions: 5 }), 'used_up'],
      ['not for these products', promo({}, { products: ['relaunch'] }), 'not_applicable'],
    ];
    for (const [name, info, reason] of reasons) {
      it(`refuses a code that is ${name}: 400 promo_code_invalid, reason ${reason}`, () => {
        expect(refusal(order(), context({ promo: info }))).to.deep.equal({
          code: 'promo_code_invalid',
          field: 'body.promo_code',
          reason,
        });
      });
    }

    it('takes a code only exactly as typed: another case or spaces around it is an unknown code', () => {
      const save = promo({}, { code: 'SAVE', percent_off: 15 });
      for (const typed of ['save', 'Save', ' SAVE', 'SAVE ']) {
        expect(refusal(order(typed), context({ promo: save })), typed).to.deep.equal({
          code: 'promo_code_invalid',
          field: 'body.promo_code',
          reason: 'unknown',
        });
      }
      expect(priceOrder(order('SAVE'), context({ promo: save })).promo).to.include({ code: 'SAVE' });
    });

    it('percent off: rounded half up, shown before VAT', () => {
      const priced = priceOrder(order(), context({ promo: promo({}, { percent_off: 15 }) }));
      // 15 % of 7800 = 1170
      expect(priced.promo).to.include({ code: 'SAVE', discount_cents: 1170 });
      expect(priced.totals).to.include({ subtotal_cents: 7800, discount_cents: 1170, net_cents: 6630 });
      const odd = priceOrder(
        { items: [{ product: 'ai_review', listing_id: 1 }], promo_code: 'SAVE' },
        context({ promo: promo({}, { percent_off: 15 }) }),
      );
      expect(odd.totals.discount_cents).to.equal(135); // 134.99… of 900 → 135
    });

    it('amount off: capped at what it applies to; products limit which lines it applies to', () => {
      const priced = priceOrder(
        order(),
        context({ promo: promo({}, { percent_off: null, amount_off_cents: 5000, products: ['featured'] }) }),
      );
      expect(priced.totals.discount_cents).to.equal(2900);
      expect(priced.lines.map((l) => l.discounted)).to.deep.equal([false, true]);
      const still = priceOrder(
        order(),
        context({
          promo: promo(
            { redemptions: 4 },
            { max_redemptions: 5, valid_from: '2026-01-01T00:00:00Z', valid_until: '2026-12-31T00:00:00Z' },
          ),
        }),
      );
      expect(still.totals.discount_cents).to.equal(780);
    });
  });

  describe('VAT', () => {
    const price = (billing_country?: string, vat_number?: string, sellerCountry = 'IE') =>
      priceOrder(
        { items: [{ product: 'launch', listing_id: 1 }], billing_country, vat_number },
        context({ sellerCountry }),
      ).totals;
    const cases: [string, string | undefined, string | undefined, string, number | null, number][] = [
      ['Irish consumer', 'IE', undefined, 'standard', 23, 1127],
      ['German consumer (lower case code)', 'de', undefined, 'standard', 19, 931],
      ['Finnish consumer (25.5 %)', 'FI', undefined, 'standard', 25.5, 1250], // 1249.5 → 1250
      ['Hungarian consumer', 'HU', undefined, 'standard', 27, 1323],
      ['German business: reverse charge', 'DE', 'DE123456789', 'reverse_charge', 0, 0],
      ['Greek business with EL prefix', 'GR', 'EL123456789', 'reverse_charge', 0, 0],
      ['Dutch business without prefix', 'NL', '123456789B01', 'reverse_charge', 0, 0],
      ["Irish business (seller's country): VAT charged", 'IE', 'IE1234567T', 'standard', 23, 1127],
      ['US customer: outside scope', 'US', undefined, 'outside_scope', 0, 0],
      ['UK business: outside scope, number ignored', 'GB', 'GB123456789', 'outside_scope', 0, 0],
      ['no country: unknown', undefined, undefined, 'unknown', null, 0],
    ];
    for (const [name, country, number, treatment, rate, vat] of cases) {
      it(`${name} → ${treatment}`, () => {
        const totals = price(country, number);
        expect(totals.vat.treatment).to.equal(treatment);
        expect(totals.vat_rate_percent).to.equal(rate);
        expect(totals.vat_cents).to.equal(vat);
        expect(totals.total_cents).to.equal(4900 + vat);
      });
    }

    it("refuses a VAT number not in the country's format", () => {
      expect(() => price('DE', 'DE12345'))
        .to.throw(DomainError)
        .with.property('code', 'invalid_vat_number');
      expect(() => price('DE', 'FR12345678901'))
        .to.throw(DomainError)
        .with.property('field', 'body.vat_number');
    });

    it("the seller's country decides reverse charge", () => {
      expect(price('DE', 'DE123456789', 'DE').vat.treatment).to.equal('standard');
    });

    it('without VIES the number is checked by format only, and the quote says so', () => {
      expect(price('DE', 'DE123456789').vat).to.deep.include({
        treatment: 'reverse_charge',
        vat_number_check: { source: 'format', status: 'format_valid', checked_at: null, name: null, reason: null },
      });
    });

    describe('with VIES', () => {
      const vies = (status: VatNumberCheck['status'], reason: string | null = null): VatNumberCheck => ({
        status,
        countryCode: 'DE',
        vatNumber: '123456789',
        checkedAt: '2026-11-20T10:00:00.000Z',
        name: status === 'valid' ? 'ACME GMBH' : null,
        reason,
      });
      const withVies = (check: VatNumberCheck) =>
        priceOrder(
          { items: [{ product: 'launch', listing_id: 1 }], billing_country: 'DE', vat_number: 'de 123 456 789' },
          context({ viesCheck: check }),
        ).totals;

      it('a number VIES confirms gets the reverse charge', () => {
        const totals = withVies(vies('valid'));
        expect(totals).to.include({ vat_cents: 0, total_cents: 4900 });
        expect(totals.vat.treatment).to.equal('reverse_charge');
        expect(totals.vat.note).to.include('confirmed by VIES for ACME GMBH on 2026-11-20');
        expect(totals.vat.vat_number_check).to.include({ source: 'vies', status: 'valid' });
      });

      it('a number VIES reports invalid gets no reverse charge, and the quote says why', () => {
        const totals = withVies(vies('invalid', 'VIES: not a valid VAT number'));
        expect(totals).to.include({ vat_rate_percent: 19, vat_cents: 931, total_cents: 5831 });
        expect(totals.vat.treatment).to.equal('standard');
        expect(totals.vat.vat_number).to.equal('DE123456789');
        expect(totals.vat.note).to.match(/^No reverse charge: VIES reports DE123456789 as not a valid VAT number/);
      });

      it('VIES unavailable: VAT is charged (the reverse charge needs a confirmed number), and the quote says so', () => {
        const totals = withVies(vies('unavailable', 'VIES: MS_UNAVAILABLE'));
        expect(totals).to.include({ vat_rate_percent: 19, vat_cents: 931 });
        expect(totals.vat.treatment).to.equal('standard');
        expect(totals.vat.note).to.include('VIES could not confirm DE123456789 (VIES: MS_UNAVAILABLE)');
        expect(totals.vat.vat_number_check).to.include({ status: 'unavailable' });
      });
    });

    it('asks VIES only when a well-formed number could give the reverse charge', () => {
      expect(viesQuestion({ billingCountry: 'de', vatNumber: 'DE 123.456.789', sellerCountry: 'IE' })).to.deep.equal({
        countryCode: 'DE',
        vatNumber: '123456789',
      });
      expect(viesQuestion({ billingCountry: 'GR', vatNumber: '123456789', sellerCountry: 'IE' })).to.deep.equal({
        countryCode: 'EL',
        vatNumber: '123456789',
      });
      expect(viesQuestion({ billingCountry: 'IE', vatNumber: 'IE1234567T', sellerCountry: 'IE' })).to.equal(null);
      expect(viesQuestion({ billingCountry: 'US', vatNumber: '123', sellerCountry: 'IE' })).to.equal(null);
      expect(viesQuestion({ billingCountry: 'DE', vatNumber: 'DE12', sellerCountry: 'IE' })).to.equal(null);
      expect(viesQuestion({ billingCountry: 'DE', sellerCountry: 'IE' })).to.equal(null);
    });

    it('the rate table: the 27 member states at the standard rates checked on EU_VAT_RATES_CHECKED', () => {
      expect(EU_VAT_RATES_CHECKED).to.match(/^\d{4}-\d{2}-\d{2}$/);
      expect(EU_VAT_RATES_SOURCE).to.include('European Commission');
      expect(Object.fromEntries(Object.entries(EU_STANDARD_VAT_BP).map(([c, bp]) => [c, bp / 100]))).to.deep.equal({
        AT: 20,
        BE: 21,
        BG: 20,
        HR: 25,
        CY: 19,
        CZ: 21,
        DK: 25,
        EE: 24,
        FI: 25.5,
        FR: 20,
        DE: 19,
        GR: 24,
        HU: 27,
        IE: 23,
        IT: 22,
        LV: 21,
        LT: 21,
        LU: 17,
        MT: 18,
        NL: 21,
        PL: 23,
        PT: 23,
        RO: 21,
        SK: 23,
        SI: 22,
        ES: 21,
        SE: 25,
      });
    });
  });
});
