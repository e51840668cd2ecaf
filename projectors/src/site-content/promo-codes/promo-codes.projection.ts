/**
 * Promo codes and their terms (collection `promo_codes`, keyed by the upper-case code), for the
 * orders side to check a code at quote and checkout. Not served publicly. A code belongs to the site
 * it was created on (issue 30): the default site's are keyed `<CODE>` (no `site`, as before the
 * network), another site's `<site>/<CODE>` with `site`; pricing looks a code up only under the
 * order's own site (site-commerce.ts), so one site's code is unknown on another.
 */
import { defineProjection } from '@listings/shared/kernel';
import {
  PROMO_CODE_EVENT_TYPES,
  promoCodeKey,
  siteField,
  siteScopedId,
  type PromoCodeEvent,
} from '@listings/shared/contracts/site-content';

export const PROMO_CODES_COLLECTION = 'promo_codes';

export const promoCodesProjection = defineProjection<PromoCodeEvent>({
  name: 'promo-codes',
  collections: [PROMO_CODES_COLLECTION],
  eventTypes: PROMO_CODE_EVENT_TYPES,

  async apply(event, documents) {
    const codes = documents.collection(PROMO_CODES_COLLECTION);
    const { site } = event.data;
    const _id = siteScopedId(promoCodeKey(event.data.code), site);
    const at = event.metadata.at;
    switch (event.type) {
      case 'PromoCodeCreated': {
        // The reason stays in the log (the console's trail reads it there); the orders side needs the terms.
        const { reason: _reason, site: _site, ...terms } = event.data;
        await codes.updateOne(
          { _id },
          { $set: { ...terms, ...siteField(site), status: 'active', created_at: at } },
          { upsert: true },
        );
        return;
      }
      case 'PromoCodeDisabled':
        await codes.updateOne({ _id }, { $set: { status: 'disabled', disabled_at: at } });
        return;
    }
  },
});
