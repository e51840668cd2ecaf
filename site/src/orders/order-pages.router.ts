/**
 * The founder's order pages, each the API's own operation run as the signed-in person
 * (maker-pages.ts); paying stays on the existing checkout page (checkout-pages.router.ts):
 *
 *   GET  /me/listings/:id/order   the order builder from list_products (launch now or in a chosen week,
 *                                 skip the queue, extra categories, billboard amount, product options),
 *                                 promo code, billing country and VAT number
 *   POST /me/listings/:id/order   action=quote: quote_order, the priced lines, discount and VAT preview
 *                                 (a refused promo code or value shown beside its field, kept as typed);
 *                                 action=checkout: create_checkout (idempotent per form) → the checkout page
 *   GET  /me/orders               list_my_orders
 *   GET  /me/orders/:number       get_order: status, totals with VAT, lines, fulfilment per line, the
 *                                 checkout link while it is payable
 *
 * The API's texts shown here (refusals beside their fields, the VAT note, a line's fulfilment detail)
 * pass through plainWords (plain-words.ts): people read "Billing country", not billing_country. An
 * amount refused is said again in dollars, since the API's refusal counts cents. The standard
 * products' descriptions, shared with the API, are shown in the site's own words (productDescription).
 */
import { Router } from 'express';
import type { DocumentStore } from '@listings/shared/kernel';
import { PAYMENT_METHOD_LABELS, type PaymentMethodCode } from '@listings/shared/platform';
import { html, type SafeHtml } from '../kit/html.ts';
import {
  fieldError,
  formSecrets,
  invalidAttrs,
  MakerPages,
  refusalOf,
  type MakerContext,
  type Refusal,
} from '../kit/maker-pages.ts';
import type { RenderedPage } from '../kit/site-pages.ts';
import { longDate } from '../listings/parts.ts';
import { STANDARD_PRODUCTS } from '@listings/shared/contracts/site-content';
import { plainWords, productDescription } from './plain-words.ts';
import { listingSiteOf } from './order-site.ts';

interface Product {
  code: string;
  name: string;
  description: string;
  price_cents: number;
  needs_listing: boolean;
  week: 'none' | 'optional' | 'required';
  options: Record<
    string,
    { type: 'string' | 'integer' | 'boolean' | 'enum'; description: string; required: boolean; values?: string[] }
  >;
  minimum_amount_cents?: number;
}

interface Products {
  items: Product[];
  launch_weeks: string[];
  free_queue: { weeks_out: number; week: string };
}

interface Line {
  line: number;
  product: string;
  product_name: string;
  listing_name: string | null;
  week: string | null;
  amount_cents: number | null;
  categories: string[] | null;
  unit_price_cents: number;
  line_total_cents: number;
  quantity: number;
  fulfilment?: { status: string; detail: string | null; at: string | null };
}

interface Priced {
  number?: string;
  status?: string;
  created_at?: string;
  paid_at?: string | null;
  lines: Line[];
  promo: { code: string; discount_cents: number } | null;
  totals: {
    subtotal_cents: number;
    discount_cents: number;
    net_cents: number;
    vat_rate_percent: number | null;
    vat_cents: number;
    total_cents: number;
    vat: { treatment: string; country: string | null; vat_number: string | null; note: string };
  };
  payment?: { status: string; method: string | null };
  checkout_url?: string | null;
}

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const ORDER_STATUS: Record<string, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  expired: 'Expired (not paid)',
  cancelled: 'Cancelled',
  partially_refunded: 'Paid, partly refunded',
  refunded: 'Refunded',
};

const FULFILMENT: Record<string, string> = {
  awaiting_payment: 'waiting for payment',
  pending: 'being carried out',
  fulfilled: 'done',
  failed: 'failed (the site team is told)',
  awaiting_team: 'waiting for the site team',
};

/** The order's product names by code (API texts name products by code). */
const productNames = (priced: Priced) =>
  Object.fromEntries(priced.lines.map((line) => [line.product, line.product_name]));

/** The priced lines, discount and VAT as a table (quotes and orders). */
function pricedTable(priced: Priced, withFulfilment = false): SafeHtml {
  const t = priced.totals;
  const words = (text: string) => plainWords(text, productNames(priced));
  return html`<div class="table-scroll"><table>
<thead><tr><th scope="col">What</th><th scope="col">Details</th>${withFulfilment ? html`<th scope="col">Fulfilment</th>` : ''}<th scope="col">Price</th></tr></thead>
<tbody>${priced.lines.map(
    (line) =>
      html`<tr><td>${line.product_name}${line.listing_name ? html` · ${line.listing_name}` : ''}</td><td>${[
        line.week ? `week of ${longDate(line.week)}` : '',
        line.amount_cents !== null ? money(line.amount_cents) : '',
        line.categories?.length ? line.categories.join(', ') : '',
      ]
        .filter(Boolean)
        .join(
          ' · ',
        )}</td>${withFulfilment ? html`<td>${FULFILMENT[line.fulfilment?.status ?? ''] ?? line.fulfilment?.status ?? ''}${line.fulfilment?.detail ? html` (${words(line.fulfilment.detail)})` : ''}</td>` : ''}<td>${money(line.line_total_cents)}</td></tr>`,
  )}</tbody>
<tfoot>
<tr><th scope="row" colspan="${withFulfilment ? 3 : 2}">Subtotal</th><td>${money(t.subtotal_cents)}</td></tr>
${t.discount_cents ? html`<tr><th scope="row" colspan="${withFulfilment ? 3 : 2}">Discount${priced.promo ? ` (${priced.promo.code})` : ''}</th><td>−${money(t.discount_cents)}</td></tr>` : ''}
<tr><th scope="row" colspan="${withFulfilment ? 3 : 2}">VAT${t.vat_rate_percent !== null ? ` (${t.vat_rate_percent}%)` : ''}</th><td>${money(t.vat_cents)}</td></tr>
<tr><th scope="row" colspan="${withFulfilment ? 3 : 2}">Total</th><td><strong>${money(t.total_cents)}</strong></td></tr>
</tfoot></table></div>
<p class="hint">${words(t.vat.note)}</p>`;
}

export function orderPagesRouter(maker: MakerPages, documents: DocumentStore): Router {
  const router = Router();

  /**
   * The products (prices, the launch weeks offered) and categories of the listing's own site (issue
   * 30): quote_order and create_checkout price with them, so the page offers the same, whichever
   * site's host it is opened on.
   */
  const offerOf = async (context: MakerContext, listingId: number) => {
    const site = await listingSiteOf(documents, maker.pages.site, listingId);
    const [products, categories] = await Promise.all([
      context.read<Products>('list_products', { site }),
      context.read<{ items: { slug: string; name: string }[] }>('list_categories', { site }),
    ]);
    return { products, categories };
  };

  // ---------------------------------------------------------------- the order builder
  const builder = async (
    context: MakerContext,
    state: { quote?: Priced; refusal?: Refusal; status?: number } = {},
  ): Promise<RenderedPage> => {
    const listingId = String(context.req.params.id);
    const listing = await context.read<{ listing_id: number; name: string; status: string; plan: string | null }>(
      'get_my_listing',
      { params: { listing_id: listingId } },
    );
    const { products, categories } = await offerOf(context, listing.listing_id);
    const typed = context.form;
    const posted = context.req.method === 'POST';
    const refusal = state.refusal;
    // Field errors name items by their index in the order sent: map them back to the product.
    const codes = posted ? chosenCodes(products, typed) : [];
    const itemError = (code: string, part?: string) => {
      const index = codes.indexOf(code);
      if (!refusal || index < 0) return undefined;
      const prefix = `items.${index}`;
      const hit = Object.entries(refusal.fields).find(([field]) =>
        part ? field === `${prefix}.${part}` || field.startsWith(`${prefix}.${part}.`) : field === prefix,
      );
      return words(hit?.[1]);
    };
    const lineError = (code: string) => {
      const index = codes.indexOf(code);
      if (!refusal || index < 0) return undefined;
      return words(
        Object.entries(refusal.fields).find(
          ([field]) => field === `items.${index}` || field.startsWith(`items.${index}.`),
        )?.[1],
      );
    };
    const known = new Set(
      Object.keys(refusal?.fields ?? {}).filter((f) => /^(items\.\d+|promo_code|billing_country|vat_number)/.test(f)),
    );
    const names = Object.fromEntries(products.items.map((product) => [product.code, product.name]));
    /** An API text (a refusal) in plain words. */
    const words = (text: string | undefined) => (text === undefined ? text : plainWords(text, names));
    const general =
      refusal && (known.size === 0 || !Object.keys(refusal.fields).length) ? words(refusal.message) : undefined;
    const weekSelect = (product: Product) => {
      const id = `week-${product.code}`;
      const chosen = typed[`week_${product.code}`] ?? '';
      const error = itemError(product.code, 'week');
      return html`<label for="${id}">${product.week === 'required' ? 'Launch week' : 'Launch week (leave empty to go live as soon as you pay)'}</label>
<select id="${id}" name="week_${product.code}"${invalidAttrs(id, error)}>
${product.week === 'optional' ? html`<option value="">Now</option>` : html`<option value="">Choose a week</option>`}
${products.launch_weeks.map((week) => html`<option value="${week}"${chosen === week ? html` selected` : ''}>Week of ${longDate(week)}</option>`)}
</select>${fieldError(id, error)}`;
    };
    const productBox = (product: Product) => {
      const id = `product-${product.code}`;
      const checked = typed[`product_${product.code}`] === 'on';
      const error = lineError(product.code);
      // The API counts the amount in cents; the field is in dollars, and so is what is said about it.
      const amountError =
        itemError(product.code, 'amount_cents') && product.minimum_amount_cents !== undefined
          ? `Give an amount in USD of at least ${money(product.minimum_amount_cents)}.`
          : undefined;
      return html`<fieldset id="p-${product.code}"><legend>${product.name} · ${money(product.price_cents)}${product.minimum_amount_cents ? ' minimum' : ''}</legend>
<div class="check"><input type="checkbox" id="${id}" name="product_${product.code}"${checked ? html` checked` : ''}><label for="${id}">Add ${product.name}</label></div>
<p class="hint">${productDescription(product.code, product.description, STANDARD_PRODUCTS, names)}</p>
${product.week !== 'none' ? weekSelect(product) : ''}
${
  product.minimum_amount_cents !== undefined
    ? html`<label for="amount-${product.code}">Amount in USD (at least ${money(product.minimum_amount_cents)})</label>
<input id="amount-${product.code}" name="amount_${product.code}" type="number" min="${product.minimum_amount_cents / 100}" step="0.01" value="${typed[`amount_${product.code}`] ?? ''}"${invalidAttrs(`amount-${product.code}`, amountError)}>${fieldError(`amount-${product.code}`, amountError)}`
    : ''
}
${
  product.code === 'extra_categories'
    ? html`<fieldset><legend>Extra categories (up to 3)</legend><ul class="checks">${categories.items.map(
        (category) =>
          html`<li><input type="checkbox" id="cat-${category.slug}" name="categories_${product.code}" value="${category.slug}"${context.all(`categories_${product.code}`).includes(category.slug) ? html` checked` : ''}> <label for="cat-${category.slug}">${category.name}</label></li>`,
      )}</ul>${fieldError(`categories-${product.code}`, itemError(product.code, 'categories'))}</fieldset>`
    : ''
}
${Object.entries(product.options).map(([name, option]) => {
  const optionId = `option-${product.code}-${name}`;
  const field = `option_${product.code}_${name}`;
  const error = itemError(product.code, `options.${name}`);
  if (option.type === 'boolean')
    return html`<div class="check"><input type="checkbox" id="${optionId}" name="${field}"${typed[field] === 'on' ? html` checked` : ''}><label for="${optionId}">${option.description}</label></div>${fieldError(optionId, error)}`;
  if (option.type === 'enum')
    return html`<label for="${optionId}">${option.description}</label><select id="${optionId}" name="${field}"${invalidAttrs(optionId, error)}><option value="">—</option>${(option.values ?? []).map((value) => html`<option value="${value}"${typed[field] === value ? html` selected` : ''}>${value}</option>`)}</select>${fieldError(optionId, error)}`;
  return html`<label for="${optionId}">${option.description}</label><input id="${optionId}" name="${field}"${option.type === 'integer' ? html` type="number" step="1"` : ''} value="${typed[field] ?? ''}"${invalidAttrs(optionId, error)}>${fieldError(optionId, error)}`;
})}
${error && !itemError(product.code, 'week') && !itemError(product.code, 'amount_cents') ? html`<p class="field-error" role="alert">${error}</p>` : ''}
</fieldset>`;
    };
    const promoError = words(refusal?.fields.promo_code);
    const countryError = words(refusal?.fields.billing_country);
    const vatError = words(refusal?.fields.vat_number);
    return {
      status: state.status,
      title: `A paid launch for ${listing.name}`,
      body: html`<nav aria-label="Breadcrumb" class="muted"><a href="/me">Your products</a> › <a href="/me/listings/${listing.listing_id}">${listing.name}</a> › <span aria-current="page">Paid launch</span></nav>
<h1>A paid launch for ${listing.name}</h1>
<p class="lead">Prices are in US dollars, without VAT; the VAT preview follows your country and VAT number. The free queue is ${products.free_queue.weeks_out} weeks out (week of ${longDate(products.free_queue.week)}).</p>
${general ? html`<p class="error" role="alert">${general}</p>` : ''}
<form method="post" action="/me/listings/${listing.listing_id}/order" class="stack">
${formSecrets(context.viewer)}
${products.items.map(productBox)}
<fieldset><legend>Promo code and VAT</legend>
<label for="promo-code">Promo code</label>
<input id="promo-code" name="promo_code" value="${typed.promo_code ?? ''}" maxlength="40"${invalidAttrs('promo-code', promoError)}>
${fieldError('promo-code', promoError)}
<label for="billing-country">Billing country (two-letter code, e.g. DE)</label>
<input id="billing-country" name="billing_country" value="${typed.billing_country ?? ''}" maxlength="2"${invalidAttrs('billing-country', countryError)}>
${fieldError('billing-country', countryError)}
<label for="vat-number">VAT number (businesses in the EU)</label>
<input id="vat-number" name="vat_number" value="${typed.vat_number ?? ''}" maxlength="32"${invalidAttrs('vat-number', vatError)}>
${fieldError('vat-number', vatError)}
</fieldset>
<div class="actions"><button type="submit" name="action" value="quote" class="secondary">Preview the price</button> <button type="submit" name="action" value="checkout">Continue to checkout</button></div>
</form>
${
  state.quote
    ? html`<section class="card" id="quote" aria-labelledby="quote-title"><h2 id="quote-title">Price preview</h2>
<p role="status">Nothing is saved or charged until you pay on the checkout page.</p>
${pricedTable(state.quote)}</section>`
    : ''
}`,
    };
  };

  router.get(
    '/me/listings/:id/order',
    maker.page(async (context) => builder(context)),
  );

  router.post(
    '/me/listings/:id/order',
    ...maker.action(async (context) => {
      const listing = await context.read<{ listing_id: number }>('get_my_listing', {
        params: { listing_id: String(context.req.params.id) },
      });
      const { products } = await offerOf(context, listing.listing_id);
      const body = orderBodyOf(context, products);
      if (body.items.length === 0)
        return builder(context, {
          status: 400,
          refusal: {
            status: 400,
            code: 'no_items',
            message: 'Choose at least one thing to buy.',
            fields: {},
            extensions: {},
          },
        });
      if (context.form.action === 'checkout') {
        const result = await context.run('create_checkout', {
          body,
          idempotencyKey: MakerPages.idempotencyKey(context),
        });
        if (result.status === 201) {
          const url = new URL((result.body as { checkout_url: string }).checkout_url);
          return { redirect: url.pathname + url.search };
        }
        return builder(context, { refusal: refusalOf(result), status: result.status });
      }
      const result = await context.run('quote_order', { body });
      if (result.status === 200) return builder(context, { quote: result.body as Priced });
      return builder(context, { refusal: refusalOf(result), status: result.status });
    }),
  );

  // ---------------------------------------------------------------- orders
  router.get(
    '/me/orders',
    maker.page(async (context) => {
      const list = await context.read<{ items: Priced[] }>('list_my_orders', { query: { per_page: 50 } });
      return {
        title: 'Your orders',
        body: html`<nav aria-label="Breadcrumb" class="muted"><a href="/me">Your products</a> › <span aria-current="page">Orders</span></nav>
<h1>Your orders</h1>
${
  list.items.length
    ? html`<div class="table-scroll"><table><thead><tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col">Status</th><th scope="col">Total</th></tr></thead><tbody>
${list.items.map(
  (order) =>
    html`<tr><td><a href="/me/orders/${order.number}">${order.number}</a></td><td>${longDate(order.created_at)}</td><td>${ORDER_STATUS[order.status ?? ''] ?? order.status}</td><td>${money(order.totals.total_cents)}</td></tr>`,
)}</tbody></table></div>`
    : html`<p>No orders yet.</p>`
}`,
      };
    }),
  );

  router.get(
    '/me/orders/:number',
    maker.page(async (context) => {
      const order = await context.read<Priced>('get_order', { params: { number: String(context.req.params.number) } });
      const payable = order.status === 'pending' && order.checkout_url;
      const checkout = payable ? new URL(order.checkout_url!) : null;
      return {
        title: `Order ${order.number}`,
        body: html`<nav aria-label="Breadcrumb" class="muted"><a href="/me">Your products</a> › <a href="/me/orders">Orders</a> › <span aria-current="page">${order.number}</span></nav>
<h1>Order ${order.number}</h1>
<dl class="status">
<dt>Status</dt><dd id="order-status">${ORDER_STATUS[order.status ?? ''] ?? order.status}</dd>
<dt>Placed</dt><dd>${longDate(order.created_at)}</dd>
${order.paid_at ? html`<dt>Paid</dt><dd>${longDate(order.paid_at)}${order.payment?.method ? ` (${PAYMENT_METHOD_LABELS[order.payment.method as PaymentMethodCode] ?? order.payment.method.replace(/_/g, ' ')})` : ''}</dd>` : ''}
</dl>
${checkout ? html`<p><a class="button" href="${checkout.pathname + checkout.search}">Pay on the checkout page</a></p>` : ''}
${pricedTable(order, true)}`,
      };
    }),
  );

  return router;
}

/** The products ticked in the form, in the catalogue's order (the order the items are sent in). */
const chosenCodes = (products: Products, form: Record<string, string>) =>
  products.items.filter((product) => form[`product_${product.code}`] === 'on').map((product) => product.code);

/** The order body from the builder's form: only what the person chose. */
function orderBodyOf(context: MakerContext, products: Products) {
  const form = context.form;
  const listingId = Number(context.req.params.id);
  const codes = new Set(chosenCodes(products, form));
  const items = products.items
    .filter((product) => codes.has(product.code))
    .map((product) => {
      const item: Record<string, unknown> = { product: product.code };
      if (product.needs_listing) item.listing_id = listingId;
      const week = form[`week_${product.code}`];
      if (product.week !== 'none' && week) item.week = week;
      const amount = form[`amount_${product.code}`];
      if (product.minimum_amount_cents !== undefined && amount !== undefined && amount !== '')
        item.amount_cents = Math.round(Number(amount) * 100);
      const categories = context.all(`categories_${product.code}`);
      if (categories.length) item.categories = categories;
      const options: Record<string, unknown> = {};
      for (const [name, option] of Object.entries(product.options)) {
        const value = form[`option_${product.code}_${name}`];
        if (option.type === 'boolean') {
          if (value === 'on') options[name] = true;
        } else if (value !== undefined && value !== '')
          options[name] = option.type === 'integer' ? Number(value) : value;
      }
      if (Object.keys(options).length) item.options = options;
      return item;
    });
  const trimmed = (name: string) => (form[name] ?? '').trim();
  return {
    items,
    ...(trimmed('promo_code') ? { promo_code: trimmed('promo_code') } : {}),
    ...(trimmed('billing_country') ? { billing_country: trimmed('billing_country').toUpperCase() } : {}),
    ...(trimmed('vat_number') ? { vat_number: trimmed('vat_number') } : {}),
  };
}
