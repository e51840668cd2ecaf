/**
 * The checkout page, where the person reviews an order built through the API, gives billing details
 * and pays themselves, through the payment provider (offline: the sandbox provider's own step).
 *
 *   GET  /checkout/:number?t=<token>          the order, billing form, payment method choice
 *   POST /checkout/:number/pay                billing details + method → order priced again → provider's step
 *   GET  /checkout/:number/sandbox-pay?…      the sandbox provider's hosted step (no card number asked)
 *   POST /checkout/:number/sandbox-pay        "Pay (sandbox)" or "Decline" → signed callback → back to the order
 *   POST /checkout/callbacks/:provider        provider callbacks (webhooks), verified by signature
 *
 * Access: the link's token (only its hash is stored) opens the order's page without sign-in, as
 * create_checkout hands it out; the owner signed in on the site opens it without the token. Anyone
 * else gets a 404. Every form carries a CSRF token (signed double-submit, csrf.ts) and the page
 * headers of the site (no script, no framing, no caching). Card details never reach this service.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import {
  type SiteSettings,
  type SessionStore,
  PAYMENT_METHOD_LABELS,
  type PaymentOutcome,
  type PaymentProvider,
  type SandboxPaymentProvider,
} from '@listings/shared/platform';
import { type DocumentStore, DomainError, silentLogger, type Logger } from '@listings/shared/kernel';
import type { OrderCommands, OrderState } from '@listings/command-service/orders';
import {
  ORDER_NUMBER_PATTERN,
  PAYMENT_METHODS,
  type BillingDetails,
  type PaymentMethod,
  type PricedOrder,
} from '@listings/shared/contracts/orders';
import { CsrfGuard } from '../pages/csrf.ts';
import { alertBox, html, layout, sendPage, PAGE_SECURITY_HEADERS, type SafeHtml } from '../pages/html.ts';

export interface CheckoutPagesDependencies {
  orders: OrderCommands;
  provider: PaymentProvider;
  /** The sandbox's own step pages (present when the provider is the sandbox). */
  sandbox: SandboxPaymentProvider | null;
  sessions: SessionStore;
  documents: DocumentStore;
  site: SiteSettings;
  logger?: Logger;
}

const FORM_REFUSED = 'This form has expired or was not sent from this site. Go back, reload the page and try again.';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const field = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};

export function checkoutPagesRouter(deps: CheckoutPagesDependencies): Router {
  const { orders, provider, sandbox, sessions, documents, site, logger = silentLogger } = deps;
  const csrf = new CsrfGuard(documents, sessions.cookie, site.publicBaseUrl);
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 });
  const page = (title: string, body: SafeHtml) => layout({ title, siteName: site.name, body });
  const notFoundPage = (res: Response) =>
    sendPage(
      res,
      404,
      page(
        'Order not found',
        html`<h1>Order not found</h1><p>Open the checkout link you were given, or <a href="/signin">sign in</a> with the account that made the order.</p>`,
      ),
    );
  const handle = (fn: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    try {
      await fn(req, res);
    } catch (error) {
      logger.error('checkout page failed', { path: req.path, error });
      if (!res.headersSent)
        sendPage(
          res,
          500,
          page(
            'Something went wrong',
            html`<h1>Something went wrong</h1>${alertBox('The request could not be completed. Nothing was charged. Try again in a moment.')}`,
          ),
        );
    }
  };

  /** The order, when this request may see it: the link's token, or the owner's session. */
  async function authorised(req: Request, number: string, token: string): Promise<OrderState | null> {
    if (!ORDER_NUMBER_PATTERN.test(number)) return null;
    const { state } = await orders.load(number);
    if (state.number === null) return null;
    if (TOKEN_PATTERN.test(token) && sameHex(sha256(token), state.tokenHash!)) return state;
    const accountId = await sessions.accountIdOf(req);
    return accountId !== null && accountId === state.accountId ? state : null;
  }

  const linesTable = (priced: PricedOrder, state: OrderState) => html`
<table>
<thead><tr><th scope="col">#</th><th scope="col">Product</th><th scope="col">Details</th><th scope="col">Price</th>${state.status === 'paid' ? html`<th scope="col">Fulfilment</th>` : ''}</tr></thead>
<tbody>
${priced.lines.map(
  (line) => html`<tr>
<td>${line.line}</td>
<td>${line.product_name}</td>
<td>${[line.listing_name ? `Listing: ${line.listing_name}` : '', line.week ? `Week of ${line.week}` : line.product === 'launch' ? 'Live at once' : '', line.categories ? `Categories: ${line.categories.join(', ')}` : ''].filter(Boolean).join(' · ')}</td>
<td>${money(line.line_total_cents)}</td>
${state.status === 'paid' ? html`<td>${state.fulfilled[line.line] ?? 'in progress'}</td>` : ''}
</tr>`,
)}
</tbody>
</table>`;

  const totalsBlock = (priced: PricedOrder) => {
    const t = priced.totals;
    return html`
<table aria-label="Totals">
<tbody>
<tr><th scope="row">Subtotal</th><td>${money(t.subtotal_cents)}</td></tr>
${priced.promo ? html`<tr><th scope="row">Promo code ${priced.promo.code}</th><td>−${money(t.discount_cents)}</td></tr>` : ''}
<tr><th scope="row">Net</th><td>${money(t.net_cents)}</td></tr>
<tr><th scope="row">VAT${t.vat_rate_percent !== null ? ` (${t.vat_rate_percent} %)` : ''}</th><td>${t.vat_rate_percent === null ? 'worked out from your billing country' : money(t.vat_cents)}</td></tr>
<tr><th scope="row">Total (USD)</th><td><strong>${money(t.total_cents)}</strong></td></tr>
</tbody>
</table>
<p class="hint">${t.vat.note}</p>`;
  };

  const orderPage = (
    state: OrderState,
    token: string,
    csrfToken: string,
    options: { error?: string; notice?: string; billing?: Partial<BillingDetails>; method?: string } = {},
  ) => {
    const priced = state.priced!;
    const billing = options.billing ??
      state.billing ?? { country: state.request?.billing_country ?? '', vat_number: state.request?.vat_number ?? '' };
    const paid = state.status === 'paid';
    const payForm = html`
<h2>Billing details</h2>
<form method="post" action="/checkout/${state.number!}/pay">
<input type="hidden" name="csrf" value="${csrfToken}">
<input type="hidden" name="t" value="${token}">
<label for="name">Name (person or company)</label><input type="text" id="name" name="name" maxlength="200" required value="${billing.name ?? ''}" autocomplete="name">
<label for="address">Address</label><input type="text" id="address" name="address" maxlength="300" required value="${billing.address ?? ''}" autocomplete="street-address">
<label for="city">City</label><input type="text" id="city" name="city" maxlength="120" required value="${billing.city ?? ''}" autocomplete="address-level2">
<label for="postal_code">Postal code</label><input type="text" id="postal_code" name="postal_code" maxlength="20" value="${billing.postal_code ?? ''}" autocomplete="postal-code">
<label for="country">Country (two letters, e.g. IE, DE, US)</label><input type="text" id="country" name="country" required pattern="[A-Za-z]{2}" maxlength="2" value="${billing.country ?? ''}" autocomplete="country">
<label for="vat_number">EU VAT number (businesses; optional)</label><input type="text" id="vat_number" name="vat_number" maxlength="32" value="${billing.vat_number ?? ''}">
<p class="hint">With a VAT number of another EU country than ours the reverse charge applies (the number's format is checked; VIES is not consulted).</p>
<fieldset>
<legend>Pay with</legend>
${provider.methods.map((method) => html`<div class="check"><input type="radio" id="m-${method}" name="method" value="${method}" ${method === (options.method ?? 'card') ? html`checked` : ''}><label for="m-${method}">${PAYMENT_METHOD_LABELS[method]}</label></div>`)}
</fieldset>
<p class="hint">You pay on the payment provider's page in the next step; card and wallet details are never entered on this site.${provider.name === 'sandbox' ? ' This is the sandbox: no real payment is taken.' : ''}</p>
<button type="submit">Continue to payment</button>
</form>`;
    return page(
      `Order ${state.number}`,
      html`
<h1>Order ${state.number}</h1>
${alertBox(options.error)}${alertBox(options.notice, 'notice')}
<p>Status: <strong>${paid ? 'paid' : 'pending payment'}</strong>${state.payment?.state === 'declined' && !paid ? ' · the last payment was declined; you can try again.' : ''}</p>
${linesTable(priced, state)}
${totalsBlock(priced)}
${paid ? html`<p class="notice" role="status">Thank you: this order is paid. What each line does is shown above and in get_order.</p>` : payForm}`,
    );
  };

  // ---------------------------------------------------------------- the order page
  router.get(
    '/checkout/:number',
    handle(async (req, res) => {
      const token = typeof req.query.t === 'string' ? req.query.t : '';
      const state = await authorised(req, req.params.number as string, token);
      if (!state) return notFoundPage(res);
      const result = req.query.result;
      const notice = result === 'paid' ? 'Payment received. Thank you.' : undefined;
      const error =
        result === 'declined' ? 'The payment was declined. Nothing was charged; you can try again.' : undefined;
      sendPage(res, 200, orderPage(state, token, await csrf.preSessionToken(req, res), { notice, error }));
    }),
  );

  // ---------------------------------------------------------------- billing details → provider
  router.post(
    '/checkout/:number/pay',
    form,
    handle(async (req, res) => {
      if (!(await csrf.preSessionFormAllowed(req)))
        return sendPage(res, 403, page('Form refused', html`<h1>Form refused</h1>${alertBox(FORM_REFUSED)}`));
      const number = req.params.number as string;
      const token = field(req, 't');
      const state = await authorised(req, number, token);
      if (!state) return notFoundPage(res);
      const billing: BillingDetails = {
        name: field(req, 'name').slice(0, 200),
        address: field(req, 'address').slice(0, 300),
        city: field(req, 'city').slice(0, 120),
        postal_code: field(req, 'postal_code').slice(0, 20),
        country: field(req, 'country').toUpperCase(),
        vat_number: field(req, 'vat_number').slice(0, 32) || null,
      };
      const method = field(req, 'method');
      const again = async (status: number, error: string) =>
        sendPage(
          res,
          status,
          orderPage(state, token, await csrf.preSessionToken(req, res), { error, billing, method }),
        );
      if (state.status !== 'pending') return again(409, 'This order is already paid.');
      if (!billing.name || !billing.address || !billing.city)
        return again(400, 'Give the name, address and city to bill.');
      if (!/^[A-Z]{2}$/.test(billing.country)) return again(400, 'The country is two letters, e.g. IE, DE or US.');
      if (
        !(PAYMENT_METHODS as readonly string[]).includes(method) ||
        !provider.methods.includes(method as PaymentMethod)
      )
        return again(400, 'Choose how to pay.');
      let started;
      try {
        // Priced again now: current prices, the promo code checked again, VAT from these billing details.
        started = await orders.startPayment(
          number,
          { method: method as PaymentMethod, billing, provider: provider.name },
          'checkout_page:pay',
        );
      } catch (error) {
        if (error instanceof DomainError) return again(error.kind === 'invalid' ? 400 : 409, error.message);
        throw error;
      }
      const returnUrl = `${site.publicBaseUrl}/checkout/${encodeURIComponent(number)}${token ? `?t=${token}` : ''}`;
      const { redirectUrl } = await provider.start({
        orderNumber: number,
        paymentId: started.paymentId,
        amountCents: started.priced.totals.total_cents,
        currency: 'USD',
        method: method as PaymentMethod,
        description: `${site.name} order ${number}`,
        returnUrl,
      });
      res.status(303).set(PAGE_SECURITY_HEADERS).location(redirectUrl).end();
    }),
  );

  // ---------------------------------------------------------------- provider callbacks (webhooks)
  async function applyOutcome(outcome: PaymentOutcome): Promise<{ status: number; message: string }> {
    try {
      if (outcome.status === 'captured') {
        await orders.capture(
          outcome.orderNumber,
          { paymentId: outcome.paymentId, provider: outcome.provider, amountCents: outcome.amountCents },
          `payment_callback:${outcome.provider}`,
        );
      } else {
        await orders.decline(
          outcome.orderNumber,
          { paymentId: outcome.paymentId, provider: outcome.provider, reason: outcome.reason ?? 'declined' },
          `payment_callback:${outcome.provider}`,
        );
      }
      return { status: 200, message: 'recorded' };
    } catch (error) {
      if (error instanceof DomainError)
        return { status: error.kind === 'not_found' ? 404 : 409, message: error.message };
      throw error;
    }
  }

  router.post(
    '/checkout/callbacks/:provider',
    express.text({ type: '*/*', limit: '16kb' }),
    handle(async (req, res) => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
      const outcome =
        req.params.provider === provider.name && typeof req.body === 'string'
          ? await provider.verifyCallback(req.body, headers)
          : null;
      res.set('Cache-Control', 'no-store');
      if (!outcome)
        return void res.status(400).json({ received: false, error: 'signature not valid or callback not recognised' });
      const applied = await applyOutcome(outcome);
      res.status(applied.status).json({ received: applied.status === 200, detail: applied.message });
    }),
  );

  // ---------------------------------------------------------------- the sandbox provider's payment step
  if (sandbox) {
    router.get(
      '/checkout/:number/sandbox-pay',
      handle(async (req, res) => {
        const step = await sandbox.readStep(req.params.number as string, req.query as Record<string, unknown>);
        if (!step)
          return sendPage(
            res,
            400,
            page(
              'Payment link not valid',
              html`<h1>Payment link not valid</h1>${alertBox('This payment step was altered or is incomplete. Go back to the order and start again.')}`,
            ),
          );
        const token = await csrf.preSessionToken(req, res);
        const hidden = html`<input type="hidden" name="csrf" value="${token}">${['p', 'a', 'm', 'r', 's'].map((name) => html`<input type="hidden" name="${name}" value="${String(req.query[name])}">`)}`;
        sendPage(
          res,
          200,
          page(
            'Sandbox payment',
            html`
<h1>Sandbox payment</h1>
<p class="notice" role="status">Sandbox provider: no real money moves and no card number is asked. Choose the outcome a test card would give.</p>
<table aria-label="Payment"><tbody>
<tr><th scope="row">Order</th><td>${step.orderNumber}</td></tr>
<tr><th scope="row">Amount</th><td>${money(step.amountCents)} USD</td></tr>
<tr><th scope="row">Method</th><td>${PAYMENT_METHOD_LABELS[step.method]}</td></tr>
</tbody></table>
<form method="post" action="/checkout/${step.orderNumber}/sandbox-pay">${hidden}<input type="hidden" name="decision" value="pay"><button type="submit">Pay (sandbox)</button></form>
<form method="post" action="/checkout/${step.orderNumber}/sandbox-pay">${hidden}<input type="hidden" name="decision" value="decline"><button type="submit" class="danger">Decline</button></form>`,
          ),
        );
      }),
    );

    router.post(
      '/checkout/:number/sandbox-pay',
      form,
      handle(async (req, res) => {
        if (!(await csrf.preSessionFormAllowed(req)))
          return sendPage(res, 403, page('Form refused', html`<h1>Form refused</h1>${alertBox(FORM_REFUSED)}`));
        const step = await sandbox.readStep(req.params.number as string, req.body as Record<string, unknown>);
        const decision = field(req, 'decision');
        if (!step || (decision !== 'pay' && decision !== 'decline'))
          return sendPage(
            res,
            400,
            page(
              'Payment link not valid',
              html`<h1>Payment link not valid</h1>${alertBox('This payment step was altered or is incomplete.')}`,
            ),
          );
        // The sandbox calls the service back as a provider would: a signed callback, verified like any other.
        const callback = await sandbox.callbackFor(step, decision);
        const outcome = await provider.verifyCallback(callback.body, callback.headers);
        const applied = outcome ? await applyOutcome(outcome) : { status: 400, message: 'callback not verified' };
        if (applied.status !== 200) {
          return sendPage(
            res,
            409,
            page(
              'Payment not recorded',
              html`<h1>Payment not recorded</h1>${alertBox(`${applied.message} Nothing was charged.`)}<p><a href="${step.returnUrl}">Back to the order</a></p>`,
            ),
          );
        }
        const back = new URL(step.returnUrl);
        back.searchParams.set('result', decision === 'pay' ? 'paid' : 'declined');
        res.status(303).set(PAGE_SECURITY_HEADERS).location(back.toString()).end();
      }),
    );
  }

  return router;
}
