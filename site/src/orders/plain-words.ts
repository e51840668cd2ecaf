/**
 * Plain words on the checkout and order pages in place of the orders API's names. The API's texts
 * are written for API callers: its VAT note says "No billing_country: …", its refusals say
 * "amount_cents must be at least …" or "see list_products", its problem details name fields by path
 * (`body.items.0.amount_cents`). The pages show those texts to people, so they pass through here
 * first: a field path becomes the field's label, an API name the words a person would use, a
 * product code the product's name (given by the page, which knows the catalogue or the order).
 *
 * The API itself keeps its names: they are its contract (the spec and the generated clients).
 */

/** Labels of the order request's fields (the last part of a problem detail's field path). */
export const FIELD_LABELS: Record<string, string> = {
  billing_country: 'Billing country',
  vat_number: 'VAT number',
  promo_code: 'Promo code',
  amount_cents: 'Amount',
  listing_id: 'Listing',
  week: 'Launch week',
  categories: 'Categories',
  options: 'Options',
  product: 'Product',
  items: 'What you buy',
};

/** API names (fields and operations) that the orders API's texts may carry, and the words shown instead. */
export const API_WORDS: Record<string, string> = {
  billing_country: 'billing country',
  vat_number: 'VAT number',
  promo_code: 'promo code',
  amount_cents: 'amount',
  listing_id: 'the listing',
  get_order: 'your order',
  list_my_orders: 'your orders',
  list_products: 'the products on offer',
  list_categories: 'the category list',
  quote_order: 'the price preview',
  create_checkout: 'a new checkout',
  update_draft: 'the draft',
  choose_free_listing: 'the free plan',
  'fields.categories': 'the categories',
};

/**
 * Product codes that are not words, as people know them, when the page has no catalogue at hand (the
 * page's own names win). One-word codes (launch, featured) read as words already and stay.
 */
const PRODUCT_NAMES: Record<string, string> = {
  launch_bundle: 'Launch bundle',
  billboard_min: 'Billboard',
  extra_categories: 'Extra categories',
  ai_review: 'AI review',
  skip_queue: 'Skip the queue',
};

/**
 * The site's own words for the standard products' descriptions (issue 31, 3g): the catalogue's texts are
 * shared with the API (list_products, the spec), so they speak of fields ("item field categories",
 * "amount_cents"). A description the site team has not changed (still the standard text) is shown in
 * these words; one they wrote themselves is shown as written (through plainWords).
 */
export const PRODUCT_DESCRIPTIONS: Record<string, string> = {
  extra_categories: 'Up to 3 extra categories for a paid listing: choose the categories below.',
  billboard_min:
    'A place on the billboard, the paid ranking by money contributed: give any amount from the price shown (the minimum).',
};

/** A product's description for people: the site's own words for an unchanged standard text, else plain words. */
export function productDescription(
  code: string,
  description: string,
  standard: Record<string, { description: string }>,
  products: Record<string, string> = {},
): string {
  const own = PRODUCT_DESCRIPTIONS[code];
  return own && standard[code]?.description === description ? own : plainWords(description, products);
}

const FIELD_PATH = /\b(?:body|query|params)\.[A-Za-z0-9_.]*[A-Za-z0-9_]/g;

/** The label of a problem detail's field (`body.items.0.amount_cents` → "Amount"). */
export function fieldLabel(path: string): string {
  const parts = path.replace(/^(?:body|query|params)\./, '').split('.');
  const named = parts.filter((part) => !/^\d+$/.test(part));
  const last = named.at(-1) ?? path;
  if (named.at(-2) === 'options') return `Option "${last.replace(/_/g, ' ')}"`;
  return FIELD_LABELS[last] ?? `${last.charAt(0).toUpperCase()}${last.slice(1).replace(/_/g, ' ')}`;
}

/** A label inside a sentence: "Amount" → "amount", "VAT number" stays. */
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An API text in plain words: field paths as labels, API names and product codes as words. `products`
 * names the products the page knows (code → name); only codes that are not words (with an
 * underscore) are replaced, so "launch it again" stays as it is.
 */
export function plainWords(text: string, products: Record<string, string> = {}): string {
  const own = Object.fromEntries(Object.entries(products).filter(([code]) => code.includes('_')));
  const words: Record<string, string> = { ...API_WORDS, ...PRODUCT_NAMES, ...own };
  const names = Object.keys(words).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\w.])(?:${names.map(escapeRegExp).join('|')})(?!\\w)`, 'g');
  let startsWithName = false;
  const plain = text
    .replace(FIELD_PATH, (path, at: number) => {
      if (at === 0) startsWithName = true;
      return inSentence(fieldLabel(path));
    })
    .replace(pattern, (name, at: number) => {
      if (at === 0) startsWithName = true;
      return words[name];
    });
  // A sentence that began with an API name still begins with a capital.
  return startsWithName ? `${plain.charAt(0).toUpperCase()}${plain.slice(1)}` : plain;
}
