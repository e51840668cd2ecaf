import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { promoCodeDecider, type PromoCodeCommand } from './promo-code.decider.ts';
import type { PromoCodeEvent } from '@listings/shared/contracts/site-content';

const { when, refusal } = givenWhenThen(promoCodeDecider);
const create: PromoCodeCommand = {
  type: 'CreatePromoCode',
  code: 'LAUNCH20',
  percentOff: 20,
  validFrom: '2026-01-01',
  validUntil: '2026-02-01T00:00:00Z',
  maxRedemptions: 50,
  products: ['launch', 'launch'],
};
const created: PromoCodeEvent = {
  type: 'PromoCodeCreated',
  data: {
    code: 'LAUNCH20',
    percent_off: 20,
    amount_off_cents: null,
    valid_from: '2026-01-01T00:00:00.000Z',
    valid_until: '2026-02-01T00:00:00.000Z',
    max_redemptions: 50,
    products: ['launch'],
  },
};

describe('promo code decider', () => {
  it('creates a code with its terms once', () => {
    expect(when([], create)).to.deep.equal([created]);
    expect(refusal([created], create)).to.equal('promo_code_exists');
    expect(when([], { type: 'CreatePromoCode', code: 'FIVE', amountOffCents: 500 })).to.deep.equal([
      {
        type: 'PromoCodeCreated',
        data: {
          code: 'FIVE',
          percent_off: null,
          amount_off_cents: 500,
          valid_from: null,
          valid_until: null,
          max_redemptions: null,
          products: [],
        },
      },
    ]);
  });

  it('refuses both or neither discount, bad percentages, inverted validity and bad limits', () => {
    expect(refusal([], { ...create, amountOffCents: 100 })).to.equal('invalid_discount');
    expect(refusal([], { type: 'CreatePromoCode', code: 'X' })).to.equal('invalid_discount');
    expect(refusal([], { ...create, percentOff: 101 })).to.equal('invalid_discount');
    expect(refusal([], { ...create, validUntil: '2025-12-31' })).to.equal('invalid_validity');
    expect(refusal([], { ...create, maxRedemptions: 0 })).to.equal('invalid_max_redemptions');
    expect(refusal([], { ...create, code: 'no spaces' })).to.equal('invalid_promo_code');
    expect(refusal([], { ...create, products: ['Launch!'] })).to.equal('invalid_product_code');
  });

  it('disables once; an unknown code is refused', () => {
    expect(when([created], { type: 'DisablePromoCode', code: 'LAUNCH20' })).to.deep.equal([
      { type: 'PromoCodeDisabled', data: { code: 'LAUNCH20' } },
    ]);
    expect(
      when([created, { type: 'PromoCodeDisabled', data: { code: 'LAUNCH20' } }], {
        type: 'DisablePromoCode',
        code: 'LAUNCH20',
      }),
    ).to.deep.equal([]);
    expect(refusal([], { type: 'DisablePromoCode', code: 'NOPE' })).to.equal('promo_code_not_found');
  });

  it("records the console's reason on creation and retirement; refuses a reason too short", () => {
    const [event] = when([], { ...create, reason: ' spring sale ' });
    expect(event.data).to.deep.equal({ ...created.data, reason: 'spring sale' });
    expect(when([created], { type: 'DisablePromoCode', code: 'LAUNCH20', reason: 'leaked on a forum' })).to.deep.equal([
      { type: 'PromoCodeDisabled', data: { code: 'LAUNCH20', reason: 'leaked on a forum' } },
    ]);
    expect(refusal([], { ...create, reason: 'x' })).to.equal('invalid_reason');
    expect(refusal([created], { type: 'DisablePromoCode', code: 'LAUNCH20', reason: '' })).to.equal('invalid_reason');
  });

  describe('per site (issue 30)', () => {
    it("a site's code carries its key when created and retired; the default site's carries none", () => {
      expect(when([], { ...create, site: 'ai' })).to.deep.equal([
        { type: 'PromoCodeCreated', data: { ...created.data, site: 'ai' } },
      ]);
      expect(when([], create)[0]!.data).to.not.have.property('site');
      expect(
        when([{ type: 'PromoCodeCreated', data: { ...created.data, site: 'ai' } }], {
          type: 'DisablePromoCode',
          code: 'LAUNCH20',
          site: 'ai',
        }),
      ).to.deep.equal([{ type: 'PromoCodeDisabled', data: { code: 'LAUNCH20', site: 'ai' } }]);
    });
  });
});
