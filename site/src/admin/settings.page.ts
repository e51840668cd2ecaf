/**
 * Settings in the console: the products' prices (USD, excluding VAT), how many weeks out free
 * listings are queued, the promo codes and the founder interview questions, each changed by an admin with a reason and the password
 * given within the last 10 minutes; every staff member sees them and their trail (who changed what,
 * when, why). Each change is the CLI's command (product:set-price, setting:free-queue-weeks,
 * promo:create, promo:disable, question:add/reword/retire/reactivate) with the staff member as actor and the reason in the event. A promo
 * code's terms never change once created (an order quoted under it can always say what it was), so
 * the console creates and retires codes and never edits one.
 */
import type express from 'express';
import { DomainError, type DocumentStore } from '@listings/shared/kernel';
import { STANDARD_PRODUCTS } from '@listings/shared/contracts/site-content';
import {
  freeQueueWeeks,
  INTERVIEW_QUESTIONS_COLLECTION,
  PRODUCTS_COLLECTION,
  PROMO_CODES_COLLECTION,
} from '@listings/projectors/site-content';
import { alertBox, html } from '../kit/html.ts';
import { PageError } from '../kit/site-pages.ts';
import { dollars } from './dashboard.page.ts';
import { csrfField, type ConsoleContext, type StaffConsole } from './staff-console.ts';
import type { NewPromoCode, SettingChange } from './console-ports.ts';

const NOTICES: Record<string, string> = {
  price: 'The price is set. New quotes and checkouts use it.',
  'free-queue': 'The free queue is set. Listings queued from now on use it.',
  unchanged: 'That was already the value: nothing was recorded.',
  'promo-created': 'The promo code is created. Quotes and checkouts accept it from now on.',
  'promo-retired': 'The promo code is retired. New quotes and checkouts refuse it.',
  'question-add': 'The interview question is added. Founders are asked it from now on.',
  'question-reword': 'The interview question is reworded. Answers given before keep their place.',
  'question-retire': 'The interview question is retired. Founders are no longer asked it; answers stay.',
  'question-reactivate': 'The interview question is asked again.',
};

/** A settings page's audit trail (`of` names what it covers): every change newest first, who, what and why. */
export const settingsTrail = (of: string, caption: string, trail: readonly SettingChange[]) =>
  html`<h2>Audit trail</h2>
<div class="table-scroll" role="region" aria-label="Audit trail of ${of}" tabindex="0"><table>
<caption>${caption}</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">By</th><th scope="col">Change</th><th scope="col">Reason</th></tr></thead>
<tbody>${[...trail]
    .reverse()
    .map(
      (change) =>
        html`<tr><td>${change.at.slice(0, 16).replace('T', ' ')}</td><td>${change.actor}</td><td>${change.change}</td><td>${change.reason ?? '(none: from the CLI)'}</td></tr>`,
    )}</tbody>
</table></div>`;

/** `49`, `49.5` or `49.00` dollars as cents; null when it is not such an amount. */
export const centsOf = (text: string): number | null => {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : null;
};

const PROMO_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/**
 * The promo form's fields as the command's terms, or the message to show: the discount is a whole
 * percentage or an amount in dollars, the dates are days (UTC), products a comma-separated list.
 */
export function promoTermsOf(form: Record<string, string | undefined>): NewPromoCode | string {
  const text = (name: string) => (form[name] ?? '').trim();
  const terms: NewPromoCode = { code: text('code') };
  if (text('percent') !== '') {
    if (!/^\d{1,3}$/.test(text('percent'))) return 'The percentage off is a whole number from 1 to 100.';
    terms.percentOff = Number(text('percent'));
  }
  if (text('amount') !== '') {
    const cents = centsOf(text('amount'));
    if (cents === null) return 'Give the amount off in US dollars, such as 10 or 10.00.';
    terms.amountOffCents = cents;
  }
  for (const [field, key] of [
    ['from', 'validFrom'],
    ['until', 'validUntil'],
  ] as const) {
    if (text(field) === '') continue;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text(field))) return 'Give the dates as YYYY-MM-DD.';
    terms[key] = text(field);
  }
  if (text('max') !== '') {
    if (!/^\d{1,9}$/.test(text('max'))) return 'The most redemptions is a whole number, at least 1.';
    terms.maxRedemptions = Number(text('max'));
  }
  const products = text('products')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (products.length) terms.products = products;
  return terms;
}

interface StoredPromo {
  code: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  valid_from: string | null;
  valid_until: string | null;
  max_redemptions: number | null;
  products: string[];
  status: 'active' | 'disabled';
}

export function settingsRoutes(router: express.Router, console: StaffConsole, documents: DocumentStore): void {
  const { ports } = console;
  const page = async (context: ConsoleContext, error?: string) => {
    const stored = await documents.collection(PRODUCTS_COLLECTION).find({}, { sort: { _id: 1 } });
    const products = new Map<string, { name: string; price: number | null }>(
      Object.entries(STANDARD_PRODUCTS).map(([code, details]) => [code, { name: details.name, price: null }]),
    );
    for (const product of stored)
      products.set(String(product._id), {
        name: (product.name as string | undefined) ?? String(product._id),
        price: typeof product.price_cents === 'number' ? product.price_cents : null,
      });
    const promos = (await documents
      .collection(PROMO_CODES_COLLECTION)
      .find({}, { sort: { _id: 1 } })) as unknown as StoredPromo[];
    const [weeks, trail] = await Promise.all([
      freeQueueWeeks(documents),
      ports.settings.trail(
        [...products.keys()],
        promos.map((promo) => promo.code),
      ),
    ]);
    const questions = (await documents
      .collection(INTERVIEW_QUESTIONS_COLLECTION)
      .find({}, { sort: { id: 1 } })) as unknown as { id: number; text: string; active: boolean }[];
    const day = (at: string | null) => (at ? at.slice(0, 10) : null);
    const admin = context.may('admin');
    return {
      status: error ? 400 : 200,
      title: 'Settings',
      body: html`<h1>Settings</h1>
${alertBox(error)}${alertBox(NOTICES[String(context.req.query.done)], 'notice')}
${admin ? '' : html`<p>Only an admin can change settings.</p>`}
<p><a href="/admin/settings/blog">Blog posts: write, preview and publish</a></p>
<h2>Prices</h2>
<div class="table-scroll" role="region" aria-label="Prices" tabindex="0"><table>
<caption>Products and their prices (USD, excluding VAT); a product without a price is not sold</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Price</th>${admin ? html`<th scope="col">Change</th>` : ''}</tr></thead>
<tbody>${[...products].map(
        ([code, product]) =>
          html`<tr><td>${product.name} <span class="muted">(${code})</span></td><td>${product.price === null ? 'not priced' : dollars(product.price)}</td>${
            admin
              ? html`<td><form method="post" action="/admin/settings/price" class="inline-form">${csrfField(context.viewer)}<input type="hidden" name="code" value="${code}">
<label for="price-${code}">New price for ${product.name}, USD</label><input id="price-${code}" name="price" inputmode="decimal" required maxlength="12" size="8">
<label for="price-reason-${code}">Reason</label><input id="price-reason-${code}" name="reason" required minlength="3" maxlength="500">
<button type="submit">Set price</button></form></td>`
              : ''
          }</tr>`,
      )}</tbody>
</table></div>
<h2>Free queue</h2>
<p>Free listings are queued ${weeks} ${weeks === 1 ? 'week' : 'weeks'} out.</p>
${
  admin
    ? html`<form method="post" action="/admin/settings/free-queue" class="stack">${csrfField(context.viewer)}
<label for="free-queue-weeks">Weeks out (1 to 52)</label><input id="free-queue-weeks" name="weeks" type="number" min="1" max="52" required value="${weeks}">
<label for="free-queue-reason">Reason</label><input id="free-queue-reason" name="reason" required minlength="3" maxlength="500">
<button type="submit">Set the free queue</button></form>`
    : ''
}
<h2>Promo codes</h2>
<div class="table-scroll" role="region" aria-label="Promo codes" tabindex="0"><table>
<caption>Promo codes, their terms (never changed once created) and whether checkouts accept them</caption>
<thead><tr><th scope="col">Code</th><th scope="col">Discount</th><th scope="col">Valid (UTC)</th><th scope="col">Most redemptions</th><th scope="col">Products</th><th scope="col">Status</th>${admin ? html`<th scope="col">Retire</th>` : ''}</tr></thead>
<tbody>${promos.map(
        (promo) =>
          html`<tr><td>${promo.code}</td><td>${promo.percent_off !== null ? `${promo.percent_off}% off` : `${dollars(promo.amount_off_cents ?? 0)} off`}</td><td>${day(promo.valid_from) ?? 'any time'} to ${day(promo.valid_until) ?? 'no end'}</td><td>${promo.max_redemptions ?? 'no limit'}</td><td>${promo.products.length ? promo.products.join(', ') : 'every product'}</td><td>${promo.status === 'active' ? 'active' : 'retired'}</td>${
            admin
              ? html`<td>${
                  promo.status === 'active'
                    ? html`<form method="post" action="/admin/settings/promo-codes/retire" class="inline-form">${csrfField(context.viewer)}<input type="hidden" name="code" value="${promo.code}">
<label for="promo-retire-reason-${promo.code}">Reason</label><input id="promo-retire-reason-${promo.code}" name="reason" required minlength="3" maxlength="500">
<button type="submit">Retire ${promo.code}</button></form>`
                    : ''
                }</td>`
              : ''
          }</tr>`,
      )}</tbody>
</table></div>
${
  admin
    ? html`<h3>New promo code</h3>
<form method="post" action="/admin/settings/promo-codes/create" class="stack">${csrfField(context.viewer)}
<label for="promo-code">Code (letters, digits, dashes and underscores)</label><input id="promo-code" name="code" required maxlength="40">
<p id="promo-discount-hint">Give a percentage off or an amount off, not both.</p>
<label for="promo-percent">Percentage off (1 to 100)</label><input id="promo-percent" name="percent" type="number" min="1" max="100" aria-describedby="promo-discount-hint">
<label for="promo-amount">Amount off, USD</label><input id="promo-amount" name="amount" inputmode="decimal" maxlength="12" aria-describedby="promo-discount-hint">
<label for="promo-from">Valid from (optional)</label><input id="promo-from" name="from" type="date">
<label for="promo-until">Valid until (optional)</label><input id="promo-until" name="until" type="date">
<label for="promo-max">Most redemptions (optional)</label><input id="promo-max" name="max" type="number" min="1">
<label for="promo-products">Products it applies to, by code, comma-separated (optional: every product)</label><input id="promo-products" name="products" maxlength="500">
<label for="promo-reason">Reason</label><input id="promo-reason" name="reason" required minlength="3" maxlength="500">
<button type="submit">Create the promo code</button></form>`
    : ''
}
<h2>Interview questions</h2>
<p>The questions founders are asked about their listing. A retired question is no longer asked; its answers and number stay.</p>
<div class="table-scroll" role="region" aria-label="Interview questions" tabindex="0"><table>
<caption>Interview questions by number</caption>
<thead><tr><th scope="col">Number</th><th scope="col">Question</th><th scope="col">Status</th>${admin ? html`<th scope="col">Change</th>` : ''}</tr></thead>
<tbody>${questions.map(
        (question) =>
          html`<tr><td>${question.id}</td><td>${question.text}</td><td>${question.active ? 'asked' : 'retired'}</td>${
            admin
              ? html`<td><form method="post" action="/admin/settings/questions/reword" class="inline-form">${csrfField(context.viewer)}<input type="hidden" name="id" value="${question.id}">
<label for="question-text-${question.id}">New wording of question ${question.id}</label><input id="question-text-${question.id}" name="text" required maxlength="500" value="${question.text}">
<label for="question-reword-reason-${question.id}">Reason</label><input id="question-reword-reason-${question.id}" name="reason" required minlength="3" maxlength="500">
<button type="submit">Reword question ${question.id}</button></form>
<form method="post" action="/admin/settings/questions/${question.active ? 'retire' : 'reactivate'}" class="inline-form">${csrfField(context.viewer)}<input type="hidden" name="id" value="${question.id}">
<label for="question-status-reason-${question.id}">Reason</label><input id="question-status-reason-${question.id}" name="reason" required minlength="3" maxlength="500">
<button type="submit">${question.active ? 'Retire' : 'Ask again'} question ${question.id}</button></form></td>`
              : ''
          }</tr>`,
      )}</tbody>
</table></div>
${
  admin
    ? html`<h3>New interview question</h3>
<form method="post" action="/admin/settings/questions/add" class="stack">${csrfField(context.viewer)}
<label for="question-new">Question</label><input id="question-new" name="text" required maxlength="500">
<label for="question-new-reason">Reason</label><input id="question-new-reason" name="reason" required minlength="3" maxlength="500">
<button type="submit">Add the question</button></form>`
    : ''
}
${settingsTrail('settings', 'Every price, free-queue, promo code and interview question change, newest first', trail)}`,
    };
  };

  router.get(
    '/admin/settings',
    console.page('staff', (context) => page(context)),
  );
  router.post(
    '/admin/settings/price',
    ...console.action(
      'admin',
      async (context) => {
        const { code = '', price = '', reason = '' } = context.form;
        const cents = centsOf(price);
        if (!/^[a-z0-9_]{1,64}$/.test(code)) throw new PageError(400, 'Check what you sent', 'That is not a product.');
        if (cents === null) return page(context, 'Give the price in US dollars, such as 49 or 49.00.');
        try {
          const { changed } = await ports.settings.setPrice(code, cents, reason, context.actor);
          return { redirect: `/admin/settings?done=${changed ? 'price' : 'unchanged'}` };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return page(context, error.message);
        }
      },
      { recent: true, back: () => '/admin/settings' },
    ),
  );
  router.post(
    '/admin/settings/free-queue',
    ...console.action(
      'admin',
      async (context) => {
        const weeks = Number(context.form.weeks);
        try {
          const { changed } = await ports.settings.setFreeQueueWeeks(weeks, context.form.reason ?? '', context.actor);
          return { redirect: `/admin/settings?done=${changed ? 'free-queue' : 'unchanged'}` };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return page(context, error.message);
        }
      },
      { recent: true, back: () => '/admin/settings' },
    ),
  );
  router.post(
    '/admin/settings/promo-codes/create',
    ...console.action(
      'admin',
      async (context) => {
        const terms = promoTermsOf(context.form);
        if (typeof terms === 'string') return page(context, terms);
        try {
          const { changed } = await ports.settings.createPromoCode(terms, context.form.reason ?? '', context.actor);
          return { redirect: `/admin/settings?done=${changed ? 'promo-created' : 'unchanged'}` };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return page(context, error.message);
        }
      },
      { recent: true, back: () => '/admin/settings' },
    ),
  );
  router.post(
    '/admin/settings/promo-codes/retire',
    ...console.action(
      'admin',
      async (context) => {
        const code = context.form.code ?? '';
        if (!PROMO_CODE.test(code)) throw new PageError(400, 'Check what you sent', 'That is not a promo code.');
        try {
          const { changed } = await ports.settings.retirePromoCode(code, context.form.reason ?? '', context.actor);
          return { redirect: `/admin/settings?done=${changed ? 'promo-retired' : 'unchanged'}` };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return page(context, error.message);
        }
      },
      { recent: true, back: () => '/admin/settings' },
    ),
  );
  for (const action of ['add', 'reword', 'retire', 'reactivate'] as const)
    router.post(
      `/admin/settings/questions/${action}`,
      ...console.action(
        'admin',
        async (context) => {
          const { id: idText = '', text = '', reason = '' } = context.form;
          const id = Number(idText);
          if (action !== 'add' && !/^\d{1,9}$/.test(idText))
            throw new PageError(400, 'Check what you sent', 'That is not an interview question.');
          try {
            const { changed } = await ports.settings.interviewQuestion(
              action === 'add' ? { action, text } : action === 'reword' ? { action, id, text } : { action, id },
              reason,
              context.actor,
            );
            return { redirect: `/admin/settings?done=${changed ? `question-${action}` : 'unchanged'}` };
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            return page(context, error.message);
          }
        },
        { recent: true, back: () => '/admin/settings' },
      ),
    );
}
