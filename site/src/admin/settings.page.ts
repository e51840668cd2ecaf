/**
 * Settings in the console: the products' prices (USD, excluding VAT) and how many weeks out free
 * listings are queued, each changed by an admin with a reason and the password given within the last
 * 10 minutes; every staff member sees them and their trail (who changed what, when, why). Each change
 * is the CLI's command (product:set-price, setting:free-queue-weeks) with the staff member as actor
 * and the reason in the event.
 */
import type express from 'express';
import { DomainError, type DocumentStore } from '@listings/shared/kernel';
import { STANDARD_PRODUCTS } from '@listings/shared/contracts/site-content';
import { freeQueueWeeks, PRODUCTS_COLLECTION } from '@listings/projectors/site-content';
import { alertBox, html } from '../kit/html.ts';
import { PageError } from '../kit/site-pages.ts';
import { dollars } from './dashboard.page.ts';
import { csrfField, type ConsoleContext, type StaffConsole } from './staff-console.ts';

const NOTICES: Record<string, string> = {
  price: 'The price is set. New quotes and checkouts use it.',
  'free-queue': 'The free queue is set. Listings queued from now on use it.',
  unchanged: 'That was already the value: nothing was recorded.',
};

/** `49`, `49.5` or `49.00` dollars as cents; null when it is not such an amount. */
export const centsOf = (text: string): number | null => {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : null;
};

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
    const [weeks, trail] = await Promise.all([freeQueueWeeks(documents), ports.settings.trail([...products.keys()])]);
    const admin = context.may('admin');
    return {
      status: error ? 400 : 200,
      title: 'Settings',
      body: html`<h1>Settings</h1>
${alertBox(error)}${alertBox(NOTICES[String(context.req.query.done)], 'notice')}
${admin ? '' : html`<p>Only an admin can change settings.</p>`}
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
<h2>Audit trail</h2>
<div class="table-scroll" role="region" aria-label="Audit trail of settings" tabindex="0"><table>
<caption>Every price and free-queue change, newest first</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">By</th><th scope="col">Change</th><th scope="col">Reason</th></tr></thead>
<tbody>${[...trail]
        .reverse()
        .map(
          (change) =>
            html`<tr><td>${change.at.slice(0, 16).replace('T', ' ')}</td><td>${change.actor}</td><td>${change.change}</td><td>${change.reason ?? '(none: from the CLI)'}</td></tr>`,
        )}</tbody>
</table></div>`,
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
}
