/**
 * Settings in the console: the products' prices (USD, excluding VAT), how many weeks out free
 * listings are queued, the launch calendar, the promo codes and the founder interview questions, each changed by an admin with a reason and the password
 * given within the last 10 minutes; every staff member sees them and their trail (who changed what,
 * when, why). Each change is the CLI's command (product:set-price, setting:free-queue-weeks,
 * setting:launch-weeks-ahead, promo:create, promo:disable, question:add/reword/retire/reactivate) with the staff member as actor and the reason in the event. A promo
 * code's terms never change once created (an order quoted under it can always say what it was), so
 * the console creates and retires codes and never edits one.
 *
 * Prices, the free queue, the launch calendar and promo codes are each site's own (issue 30): the page
 * shows and changes those of one site of the network, chosen with `?site=` (a selector lists the
 * sites the staff member holds a role on; by default the site of the host the console is open on).
 * Seeing a site's settings needs a staff role for it (or `*`), changing them the admin role for it
 * as well as the console's own admin check. The founder interview questions are each site's own too:
 * a site without its own asks the default site's (shown so), and its first change starts its own set
 * as a copy of them. The selector, the hidden `site` field and the addresses come from chosen-site.ts,
 * as on the categories and blog pages.
 */
import type express from 'express';
import { DomainError, type DocumentStore } from '@listings/shared/kernel';
import { STANDARD_PRODUCTS } from '@listings/shared/contracts/site-content';
import {
  freeQueueWeeks,
  interviewQuestionsOfSite,
  launchWeeksAhead,
  productsOfSite,
  promoCodesOfSite,
} from '@listings/projectors/site-content';
import { alertBox, html } from '../kit/html.ts';
import { PageError } from '../kit/site-pages.ts';
import { dollars } from './dashboard.page.ts';
import { csrfField, type ConsoleContext, type StaffConsole } from './staff-console.ts';
import type { NewPromoCode, SettingChange } from './console-ports.ts';
import {
  chosenSite,
  onSitePath,
  portSite,
  siteField,
  siteSelector,
  siteToChange,
  type ChosenSite,
} from './chosen-site.ts';

const NOTICES: Record<string, string> = {
  price: 'The price is set. New quotes and checkouts use it.',
  'free-queue': 'The free queue is set. Listings queued from now on use it.',
  'launch-weeks': 'The launch calendar is set. New quotes and checkouts offer its weeks.',
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
  /** The settings page of a site after a change (the default site's keeps its old address). */
  const doneOn = (site: ChosenSite, done: string) => onSitePath('/admin/settings', site, `done=${done}`);
  const page = async (context: ConsoleContext, error?: string, asked?: string) => {
    const site = await chosenSite(context, documents, ports.siteKey, asked ?? context.req.query.site);
    const used = await productsOfSite(documents, site);
    const products = new Map<string, { name: string; price: number | null; inherited: boolean }>(
      Object.entries(STANDARD_PRODUCTS).map(([code, details]) => [
        code,
        { name: details.name, price: null, inherited: !site.isDefault },
      ]),
    );
    for (const [code, product] of [...used].sort(([a], [b]) => a.localeCompare(b)))
      products.set(code, {
        name: product.name ?? code,
        price: typeof product.price_cents === 'number' && product.offered !== false ? product.price_cents : null,
        inherited: !site.isDefault && product.site !== site.key,
      });
    const promos = (await promoCodesOfSite(documents, site)) as unknown as StoredPromo[];
    const [weeks, weeksAhead, trail] = await Promise.all([
      freeQueueWeeks(documents, site),
      launchWeeksAhead(documents, site),
      ports.settings.trail(
        [...products.keys()],
        promos.map((promo) => promo.code),
        site.key,
      ),
    ]);
    const { questions, inherited: questionsInherited } = await interviewQuestionsOfSite(documents, site, {
      retired: true,
    });
    const day = (at: string | null) => (at ? at.slice(0, 10) : null);
    const admin = site.mayChange;
    return {
      status: error ? 400 : 200,
      title: 'Settings',
      body: html`<h1>Settings</h1>
${alertBox(error)}${alertBox(NOTICES[String(context.req.query.done)], 'notice')}
${siteSelector('/admin/settings', site)}
<p>Prices, the free queue, the launch calendar and promo codes of <strong>${site.label}</strong>.${
        site.isDefault
          ? ''
          : html` Until this site sets a price or setting of its own, it uses the default site's (marked below); its promo codes are its own, and the default site's codes do not work here.`
      }</p>
${admin ? '' : site.isDefault ? html`<p>Only an admin can change settings.</p>` : html`<p>Only an admin of this site can change its settings.</p>`}
<p><a href="/admin/settings/blog">Blog posts: write, preview and publish</a></p>
<h2>Prices</h2>
<div class="table-scroll" role="region" aria-label="Prices" tabindex="0"><table>
<caption>Products and their prices on ${site.key} (USD, excluding VAT); a product without a price is not sold</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Price</th>${admin ? html`<th scope="col">Change</th>` : ''}</tr></thead>
<tbody>${[...products].map(
        ([code, product]) =>
          html`<tr><td>${product.name} <span class="muted">(${code})</span></td><td>${product.price === null ? 'not priced' : dollars(product.price)}${product.inherited ? html` <span class="muted">(the default site's)</span>` : ''}</td>${
            admin
              ? html`<td><form method="post" action="/admin/settings/price" class="inline-form">${csrfField(context.viewer)}${siteField(site)}<input type="hidden" name="code" value="${code}">
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
    ? html`<form method="post" action="/admin/settings/free-queue" class="stack">${csrfField(context.viewer)}${siteField(site)}
<label for="free-queue-weeks">Weeks out (1 to 52)</label><input id="free-queue-weeks" name="weeks" type="number" min="1" max="52" required value="${weeks}">
<label for="free-queue-reason">Reason</label><input id="free-queue-reason" name="reason" required minlength="3" maxlength="500">
<button type="submit">Set the free queue</button></form>`
    : ''
}
<h2>Launch calendar</h2>
<p>Orders may name a launch week up to ${weeksAhead} ${weeksAhead === 1 ? 'week' : 'weeks'} ahead.</p>
${
  admin
    ? html`<form method="post" action="/admin/settings/launch-weeks" class="stack">${csrfField(context.viewer)}${siteField(site)}
<label for="launch-weeks-ahead">Weeks ahead (1 to 52)</label><input id="launch-weeks-ahead" name="weeks" type="number" min="1" max="52" required value="${weeksAhead}">
<label for="launch-weeks-reason">Reason</label><input id="launch-weeks-reason" name="reason" required minlength="3" maxlength="500">
<button type="submit">Set the launch calendar</button></form>`
    : ''
}
<h2>Promo codes</h2>
<div class="table-scroll" role="region" aria-label="Promo codes" tabindex="0"><table>
<caption>Promo codes of ${site.key}, their terms (never changed once created) and whether checkouts accept them</caption>
<thead><tr><th scope="col">Code</th><th scope="col">Discount</th><th scope="col">Valid (UTC)</th><th scope="col">Most redemptions</th><th scope="col">Products</th><th scope="col">Status</th>${admin ? html`<th scope="col">Retire</th>` : ''}</tr></thead>
<tbody>${promos.map(
        (promo) =>
          html`<tr><td>${promo.code}</td><td>${promo.percent_off !== null ? `${promo.percent_off}% off` : `${dollars(promo.amount_off_cents ?? 0)} off`}</td><td>${day(promo.valid_from) ?? 'any time'} to ${day(promo.valid_until) ?? 'no end'}</td><td>${promo.max_redemptions ?? 'no limit'}</td><td>${promo.products.length ? promo.products.join(', ') : 'every product'}</td><td>${promo.status === 'active' ? 'active' : 'retired'}</td>${
            admin
              ? html`<td>${
                  promo.status === 'active'
                    ? html`<form method="post" action="/admin/settings/promo-codes/retire" class="inline-form">${csrfField(context.viewer)}${siteField(site)}<input type="hidden" name="code" value="${promo.code}">
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
<form method="post" action="/admin/settings/promo-codes/create" class="stack">${csrfField(context.viewer)}${siteField(site)}
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
<p>The questions founders are asked about their listing on ${site.label}; their answers here are this site's. A retired question is no longer asked; its answers and number stay.${
        questionsInherited
          ? html` This site has no questions of its own yet and asks the default site's; its first change here starts its own set as a copy of them (same numbers).`
          : ''
      }</p>
<div class="table-scroll" role="region" aria-label="Interview questions" tabindex="0"><table>
<caption>Interview questions of ${site.key} by number${questionsInherited ? " (the default site's)" : ''}</caption>
<thead><tr><th scope="col">Number</th><th scope="col">Question</th><th scope="col">Status</th>${admin ? html`<th scope="col">Change</th>` : ''}</tr></thead>
<tbody>${questions.map(
        (question) =>
          html`<tr><td>${question.id}</td><td>${question.text}</td><td>${question.active ? 'asked' : 'retired'}</td>${
            admin
              ? html`<td><form method="post" action="/admin/settings/questions/reword" class="inline-form">${csrfField(context.viewer)}${siteField(site)}<input type="hidden" name="id" value="${question.id}">
<label for="question-text-${question.id}">New wording of question ${question.id}</label><input id="question-text-${question.id}" name="text" required maxlength="500" value="${question.text}">
<label for="question-reword-reason-${question.id}">Reason</label><input id="question-reword-reason-${question.id}" name="reason" required minlength="3" maxlength="500">
<button type="submit">Reword question ${question.id}</button></form>
<form method="post" action="/admin/settings/questions/${question.active ? 'retire' : 'reactivate'}" class="inline-form">${csrfField(context.viewer)}${siteField(site)}<input type="hidden" name="id" value="${question.id}">
<label for="question-status-reason-${question.id}">Reason</label><input id="question-status-reason-${question.id}" name="reason" required minlength="3" maxlength="500">
<button type="submit">${question.active ? 'Retire' : 'Ask again'} question ${question.id}</button></form></td>`
              : ''
          }</tr>`,
      )}</tbody>
</table></div>
${
  admin
    ? html`<h3>New interview question</h3>
<form method="post" action="/admin/settings/questions/add" class="stack">${csrfField(context.viewer)}${siteField(site)}
<label for="question-new">Question</label><input id="question-new" name="text" required maxlength="500">
<label for="question-new-reason">Reason</label><input id="question-new-reason" name="reason" required minlength="3" maxlength="500">
<button type="submit">Add the question</button></form>`
    : ''
}
${settingsTrail('settings', `Every price, free-queue, launch calendar and promo code change of ${site.key} and every interview question change, newest first`, trail)}`,
    };
  };

  router.get(
    '/admin/settings',
    console.page('staff', (context) => page(context)),
  );
  /** After the confirm page, back to the settings of the site the form was for. */
  const back = (req: express.Request) => {
    const asked = (req.body as Record<string, unknown> | undefined)?.site;
    return typeof asked === 'string' && /^[a-z0-9][a-z0-9-]{0,39}$/.test(asked)
      ? `/admin/settings?site=${asked}`
      : '/admin/settings';
  };
  /** A settings form of one site: its admin only; a refusal of the domain is shown on that site's page. */
  const siteAction = (
    path: string,
    change: (context: ConsoleContext, site: ChosenSite) => Promise<string | { changed: boolean; done: string }>,
  ) =>
    router.post(
      path,
      ...console.action(
        'admin',
        async (context) => {
          const site = await siteToChange(context, documents, ports.siteKey);
          try {
            const outcome = await change(context, site);
            if (typeof outcome === 'string') return page(context, outcome, site.key);
            return { redirect: doneOn(site, outcome.changed ? outcome.done : 'unchanged') };
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            return page(context, error.message, site.key);
          }
        },
        { recent: true, back },
      ),
    );
  siteAction('/admin/settings/price', async (context, site) => {
    const { code = '', price = '', reason = '' } = context.form;
    const cents = centsOf(price);
    if (!/^[a-z0-9_]{1,64}$/.test(code)) throw new PageError(400, 'Check what you sent', 'That is not a product.');
    if (cents === null) return 'Give the price in US dollars, such as 49 or 49.00.';
    const { changed } = await ports.settings.setPrice(code, cents, reason, context.actor, site.key);
    return { changed, done: 'price' };
  });
  siteAction('/admin/settings/free-queue', async (context, site) => {
    const weeks = Number(context.form.weeks);
    const reason = context.form.reason ?? '';
    const { changed } = await ports.settings.setFreeQueueWeeks(weeks, reason, context.actor, site.key);
    return { changed, done: 'free-queue' };
  });
  siteAction('/admin/settings/launch-weeks', async (context, site) => {
    const weeks = Number(context.form.weeks);
    const reason = context.form.reason ?? '';
    const { changed } = await ports.settings.setLaunchWeeksAhead(weeks, reason, context.actor, site.key);
    return { changed, done: 'launch-weeks' };
  });
  siteAction('/admin/settings/promo-codes/create', async (context, site) => {
    const terms = promoTermsOf(context.form);
    if (typeof terms === 'string') return terms;
    const reason = context.form.reason ?? '';
    const { changed } = await ports.settings.createPromoCode(terms, reason, context.actor, site.key);
    return { changed, done: 'promo-created' };
  });
  siteAction('/admin/settings/promo-codes/retire', async (context, site) => {
    const code = context.form.code ?? '';
    if (!PROMO_CODE.test(code)) throw new PageError(400, 'Check what you sent', 'That is not a promo code.');
    const { changed } = await ports.settings.retirePromoCode(code, context.form.reason ?? '', context.actor, site.key);
    return { changed, done: 'promo-retired' };
  });
  // The chosen site's interview questions: its admin only, as every other setting of a site.
  for (const action of ['add', 'reword', 'retire', 'reactivate'] as const)
    siteAction(`/admin/settings/questions/${action}`, async (context, site) => {
      const { id: idText = '', text = '', reason = '' } = context.form;
      const id = Number(idText);
      if (action !== 'add' && !/^\d{1,9}$/.test(idText))
        throw new PageError(400, 'Check what you sent', 'That is not an interview question.');
      const { changed } = await ports.settings.interviewQuestion(
        action === 'add' ? { action, text } : action === 'reword' ? { action, id, text } : { action, id },
        reason,
        context.actor,
        portSite(site),
      );
      return { changed, done: `question-${action}` };
    });
}
