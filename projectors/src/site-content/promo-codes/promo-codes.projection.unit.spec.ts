import { expect } from 'chai';
import { onceAndTwice } from '../../testing/replay.ts';
import { promoCodesProjection } from './promo-codes.projection.ts';

describe('promo codes projection', () => {
  it("keeps the terms (not the staff's reason) keyed by the upper-case code and the status; delivered twice, the same", async () => {
    const terms = {
      code: 'Spring20',
      percent_off: 20,
      amount_off_cents: null,
      valid_from: null,
      valid_until: null,
      max_redemptions: 5,
      products: ['launch'],
    };
    const { once, twice } = await onceAndTwice(promoCodesProjection, [
      { type: 'PromoCodeCreated', data: { ...terms, reason: 'spring sale' } },
      { type: 'PromoCodeDisabled', data: { code: 'Spring20' } },
    ]);
    expect(twice).to.deep.equal(once);
    expect(once.promo_codes).to.deep.equal([
      {
        _id: 'SPRING20',
        ...terms,
        status: 'disabled',
        created_at: '2026-03-02T09:00:00.000Z',
        disabled_at: '2026-03-02T09:01:00.000Z',
      },
    ]);
  });
});
