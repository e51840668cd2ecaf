import { expect } from 'chai';
import { STANDARD_PRODUCTS } from '@listings/shared/contracts/site-content';
import { fieldLabel, plainWords, productDescription } from './plain-words.ts';

describe('plain words for the orders API’s texts on pages', () => {
  it('labels a problem detail’s field path', () => {
    expect(fieldLabel('body.items.0.amount_cents')).to.equal('Amount');
    expect(fieldLabel('body.billing_country')).to.equal('Billing country');
    expect(fieldLabel('vat_number')).to.equal('VAT number');
    expect(fieldLabel('body.items.2.options.tone_of_voice')).to.equal('Option "tone of voice"');
    expect(fieldLabel('body.items.1')).to.equal('What you buy');
  });

  it('says the API’s names in words, a sentence that began with one still with a capital', () => {
    expect(plainWords('No billing_country: VAT is worked out on the checkout page from the billing address.')).to.equal(
      'No billing country: VAT is worked out on the checkout page from the billing address.',
    );
    expect(plainWords('amount_cents must be at least the minimum, 1000.')).to.equal(
      'Amount must be at least the minimum, 1000.',
    );
    expect(plainWords('What each line does is shown in get_order.')).to.equal(
      'What each line does is shown in your order.',
    );
    expect(plainWords('body.items.0.amount_cents is required.')).to.equal('Amount is required.');
    expect(plainWords('Check body.vat_number.')).to.equal('Check VAT number.');
  });

  it('names products by their names where their codes are not words, and leaves words alone', () => {
    expect(plainWords('billboard_min needs amount_cents, at least 1000.')).to.equal(
      'Billboard needs amount, at least 1000.',
    );
    expect(plainWords('skip_queue is for listings queued on the free plan', { skip_queue: 'Jump the line' })).to.equal(
      'Jump the line is for listings queued on the free plan',
    );
    expect(plainWords('Listing 3 is already live: buy relaunch to launch it again.', { launch: 'Launch' })).to.equal(
      'Listing 3 is already live: buy relaunch to launch it again.',
    );
    expect(plainWords('Nothing to change here.')).to.equal('Nothing to change here.');
  });

  it('shows a standard product’s unchanged description in the site’s words, one the team wrote as written', () => {
    const standard = STANDARD_PRODUCTS.extra_categories!.description;
    expect(productDescription('extra_categories', standard, STANDARD_PRODUCTS)).to.equal(
      'Up to 3 extra categories for a paid listing: choose the categories below.',
    );
    expect(productDescription('extra_categories', 'Two more topics.', STANDARD_PRODUCTS)).to.equal('Two more topics.');
    expect(productDescription('featured', 'Featured placement for the listing.', STANDARD_PRODUCTS)).to.equal(
      'Featured placement for the listing.',
    );
    expect(productDescription('trophy_gold', 'Pay with amount_cents.', STANDARD_PRODUCTS)).to.equal('Pay with amount.');
  });
});
