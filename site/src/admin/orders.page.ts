/**
 * The orders queue: paid and partly refunded orders, newest first (the `orders` read model), and one
 * order's page with its lines, payments and refunds and its whole stream as the audit trail (who,
 * when, what, why). An admin refunds through the payment provider with a reason (all that is left, or
 * an amount) after giving the password in the last 10 minutes: the CLI's order:refund, recorded as a
 * request, then the provider, then the outcome, so a refund interrupted half-way is finished, never
 * doubled. A full refund makes the service undo what the lines did. Pending orders are listed too:
 * an admin resends a pending order's checkout link to its buyer with a reason (CheckoutLinkResent on
 * the order's `checkoutlink-` stream, mailed once by the checkout-link mail reactor), shown in the
 * order's trail.
 */
import type express from 'express';
import { DomainError, type DocumentStore } from '@listings/shared/kernel';
import { NETWORK_WIDE } from '@listings/shared/contracts/staff';
import { ORDERS_COLLECTION } from '@listings/projectors/orders';
import { alertBox, html } from '../kit/html.ts';
import { notFoundPage, PageError } from '../kit/site-pages.ts';
import { dollars } from './dashboard.page.ts';
import { centsOf } from './settings.page.ts';
import { csrfField, onceField, type ConsoleContext, type StaffConsole } from './staff-console.ts';
import { orderInScope, ordersInScope } from './site-scope.ts';

export const ORDERS_PAGE_SIZE = 50;
const ORDER_NUMBER = /^ORD-\d{4}-\d{6}$/;

interface OrderRow {
  _id: string;
  number: string;
  account_id: string;
  status: string;
  created_at: string;
  totals: { total_cents: number };
  refunded_cents: number;
  payable_until?: string | null;
  lines: { line: number; product_name: string; listing_name: string | null; line_total_cents: number }[];
  [field: string]: unknown;
}

export function ordersRoutes(router: express.Router, console: StaffConsole, documents: DocumentStore): void {
  const { ports } = console;
  const orders = () => documents.collection<OrderRow>(ORDERS_COLLECTION);

  router.get(
    '/admin/orders',
    console.page('staff', async (context) => {
      const scope = ordersInScope(context);
      const [rows, pending] = await Promise.all([
        orders().find(
          { ...scope, status: { $in: ['paid', 'partially_refunded', 'refunded'] } },
          { sort: { created_at: -1 }, limit: ORDERS_PAGE_SIZE },
        ),
        orders().find({ ...scope, status: 'pending' }, { sort: { created_at: -1 }, limit: ORDERS_PAGE_SIZE }),
      ]);
      return {
        title: 'Orders',
        body: html`<h1>Orders</h1>
<p>Paid orders, newest first. Open one to see its trail or refund it.</p>
${rows.length ? '' : html`<p>No paid order yet.</p>`}
${
  rows.length
    ? html`<div class="table-scroll" role="region" aria-label="Paid orders" tabindex="0"><table>
<caption>Paid and refunded orders</caption>
<thead><tr><th scope="col">Order</th><th scope="col">Placed (UTC)</th><th scope="col">Status</th><th scope="col">Total</th><th scope="col">Refunded</th></tr></thead>
<tbody>${rows.map(
        (order) =>
          html`<tr><td><a href="/admin/orders/${order.number}">${order.number}</a></td><td>${order.created_at.slice(0, 16).replace('T', ' ')}</td><td>${order.status.replace(/_/g, ' ')}</td><td>${dollars(order.totals.total_cents)}</td><td>${dollars(order.refunded_cents)}</td></tr>`,
      )}</tbody></table></div>`
    : ''
}
<h2>Pending</h2>
${
  pending.length
    ? html`<div class="table-scroll" role="region" aria-label="Pending orders" tabindex="0"><table>
<caption>Orders waiting for payment, newest first (open one to resend its checkout link)</caption>
<thead><tr><th scope="col">Order</th><th scope="col">Placed (UTC)</th><th scope="col">Total</th><th scope="col">Payable until (UTC)</th></tr></thead>
<tbody>${pending.map(
        (order) =>
          html`<tr><td><a href="/admin/orders/${order.number}">${order.number}</a></td><td>${order.created_at.slice(0, 16).replace('T', ' ')}</td><td>${dollars(order.totals.total_cents)}</td><td>${String(
            order.payable_until ?? '',
          )
            .slice(0, 16)
            .replace('T', ' ')}</td></tr>`,
      )}</tbody></table></div>`
    : html`<p>No pending order.</p>`
}`,
      };
    }),
  );

  /** A role for some sites only: the order must be one of theirs (else as absent, nothing done). */
  const orderToChange = async (context: ConsoleContext, number: string) => {
    if (context.sitesFor('admin') === NETWORK_WIDE) return;
    const order = await orders().findOne({ _id: number });
    if (!order || !orderInScope(context, order.site as string | undefined, 'admin'))
      throw notFoundPage(`Order ${number}`);
  };

  const orderPage = async (context: ConsoleContext, number: string, error?: string) => {
    if (!ORDER_NUMBER.test(number)) throw notFoundPage(`Order ${number}`);
    const [order, trail] = await Promise.all([orders().findOne({ _id: number }), ports.orders.trail(number)]);
    if (!order || !trail || !orderInScope(context, order.site as string | undefined, 'staff'))
      throw notFoundPage(`Order ${number}`);
    const mayChange = context.may('admin') && orderInScope(context, order.site as string | undefined, 'admin');
    const left = order.totals.total_cents - order.refunded_cents;
    const notice =
      context.req.query.done === 'refund'
        ? 'The refund is recorded; the order page follows in a moment.'
        : context.req.query.done === 'already'
          ? 'That refund form was already sent: nothing was refunded again.'
          : context.req.query.done === 'resent'
            ? 'The checkout link is on its way to the buyer.'
            : undefined;
    return {
      status: error ? 400 : 200,
      title: `Order ${number}`,
      body: html`<h1>Order ${number}</h1>
${alertBox(error)}${alertBox(notice, 'notice')}
<p>${order.status.replace(/_/g, ' ')} · total ${dollars(order.totals.total_cents)} · refunded ${dollars(order.refunded_cents)} · account ${order.account_id}</p>
<ul>${order.lines.map((line) => html`<li>${line.product_name}${line.listing_name ? ` for ${line.listing_name}` : ''}: ${dollars(line.line_total_cents)}</li>`)}</ul>
${
  mayChange && left > 0 && ['paid', 'partially_refunded'].includes(order.status)
    ? html`<h2>Refund</h2>
<form method="post" action="/admin/orders/${number}/refund" class="stack">${csrfField(context.viewer)}${onceField()}
<label for="refund-amount">Amount in USD (leave empty for all that is left, ${dollars(left)})</label>
<input id="refund-amount" name="amount" inputmode="decimal" maxlength="12">
<label for="refund-reason">Reason</label>
<input id="refund-reason" name="reason" required minlength="3" maxlength="500">
<button type="submit" class="danger">Refund through the payment provider</button>
</form>`
    : ''
}
${
  mayChange && order.status === 'pending'
    ? html`<h2>Checkout link</h2>
<form method="post" action="/admin/orders/${number}/resend-link" class="stack">${csrfField(context.viewer)}
<p>Mails the order's checkout link (payable until ${String(order.payable_until ?? '')
        .slice(0, 16)
        .replace('T', ' ')} UTC) to the buyer's address again.</p>
<label for="resend-reason">Reason</label>
<input id="resend-reason" name="reason" required minlength="3" maxlength="500">
<button type="submit">Resend the checkout link</button>
</form>`
    : ''
}
<h2>Audit trail</h2>
<div class="table-scroll" role="region" aria-label="Audit trail of the order" tabindex="0"><table>
<caption>Everything recorded about this order, oldest first</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">By</th><th scope="col">What</th></tr></thead>
<tbody>${trail.map(
        (entry) =>
          html`<tr><td>${entry.at.slice(0, 16).replace('T', ' ')}</td><td>${entry.actor}</td><td>${entry.what}</td></tr>`,
      )}</tbody></table></div>`,
    };
  };

  router.get(
    '/admin/orders/:number',
    console.page('staff', (context) => orderPage(context, String(context.req.params.number))),
  );
  router.post(
    '/admin/orders/:number/resend-link',
    ...console.action(
      'admin',
      async (context) => {
        const number = String(context.req.params.number);
        if (!ORDER_NUMBER.test(number)) throw notFoundPage(`Order ${number}`);
        await orderToChange(context, number);
        try {
          await ports.orders.resendLink(number, context.form.reason ?? '', context.actor);
          return { redirect: `/admin/orders/${number}?done=resent` };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          if (error.kind === 'not_found') throw notFoundPage(`Order ${number}`);
          return orderPage(context, number, error.message);
        }
      },
      {
        back: (req) =>
          ORDER_NUMBER.test(String(req.params.number)) ? `/admin/orders/${req.params.number}` : '/admin/orders',
      },
    ),
  );
  router.post(
    '/admin/orders/:number/refund',
    ...console.action(
      'admin',
      async (context) => {
        const number = String(context.req.params.number);
        if (!ORDER_NUMBER.test(number)) throw notFoundPage(`Order ${number}`);
        const raw = (context.form.amount ?? '').trim();
        const amountCents = raw === '' ? null : centsOf(raw);
        if (raw !== '' && amountCents === null)
          return orderPage(context, number, 'Give the amount in US dollars, such as 10 or 10.00, or leave it empty.');
        await orderToChange(context, number);
        try {
          await ports.orders.refund(number, amountCents, context.form.reason ?? '', context.actor);
          return { redirect: `/admin/orders/${number}?done=refund` };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          if (error.kind === 'not_found') throw new PageError(404, 'Not found', error.message);
          return orderPage(context, number, error.message);
        }
      },
      {
        recent: true,
        once: true,
        back: (req) =>
          ORDER_NUMBER.test(String(req.params.number)) ? `/admin/orders/${req.params.number}` : '/admin/orders',
      },
    ),
  );
}
