/**
 * The checkout page, where the person reviews an order built through the API, gives billing details
 * and pays themselves, through the payment provider (offline: the sandbox provider's own step;
 * PAYMENT_PROVIDER=stripe: Stripe Checkout, whose page shows the methods enabled for the account).
 *
 *   GET  /checkout/:number?t=<token>          the order, billing form (and method, for the sandbox), cancel
 *   POST /checkout/:number/pay                billing details → order priced again → the provider's page
 *   POST /checkout/:number/cancel             the person cancels before paying (an open provider session is closed first)
 *   GET  /checkout/:number/sandbox-pay?…      the sandbox provider's hosted step (no card number asked)
 *   POST /checkout/:number/sandbox-pay        "Pay (sandbox)" or "Decline" → signed callback → back to the order
 *   POST /checkout/callbacks/:provider        the provider's webhooks (one endpoint per provider), verified by signature
 *
 * Access: the link's token (only its hash is stored) opens the order's page without sign-in, as
 * create_checkout hands it out; the owner signed in on the site opens it without the token. Anyone
 * else gets a 404. Every form carries a CSRF token (signed double-submit, csrf.ts) and the page
 * headers of the site (no script, no framing, no caching; form-action also allows the provider's
 * payment page, where "Continue to payment" leads). Card details never reach this service.
 *
 * Webhooks: an unsigned, altered or stale one is refused (400) and logged, and changes nothing; a
 * genuine one is recorded on the order's stream (checkout-payments.ts) and answered 200, also when it
 * changes nothing (seen before, or not about an order here), so the provider stops resending it.
 *
 * Any host the site answers on (issue 31, 3e): the site may be opened on another host than
 * PUBLIC_BASE_URL's (127.0.0.1 beside localhost, a second domain, the server's IP). The pages' CSP
 * says `form-action 'self'`, and browsers apply it to a form's redirects too: a form posted on
 * 127.0.0.1 whose answer redirects to the absolute PUBLIC_BASE_URL origin (localhost) is blocked
 * without a word, so "Continue to payment" did nothing. So every redirect within the site is a
 * relative Location (a path: /checkout/…), which stays on whatever host the person came on, where
 * their cookies (CSRF nonce, session) are too. The sandbox provider's step is a page of this site:
 * its address (built with PUBLIC_BASE_URL, signed, and recorded with the payment session) is sent as
 * a path as well, and so is the way back to the order from it. Only addresses handed to someone
 * else stay absolute and canonical: the return and cancel addresses a real provider (Stripe, on its
 * own origin, which form-action allows through provider.pageOrigins) sends the person back to; the
 * checkout link's token opens the order there without a session. A canonical-host redirect for
 * every page instead was not chosen: it would need to know that PUBLIC_BASE_URL was set on purpose
 * (tests and a default setup answer on 127.0.0.1 while it says localhost), keep /v1, /mcp, health
 * and webhooks out of it, and it changes every page of the site, where this is the checkout's own.
 *
 * Words for people: the orders API's notes and refusals (VAT note, pricing refusals with field
 * paths) pass through plainWords (plain-words.ts) before a page shows them; statuses are labels.
 * Signed in, the page shows the signed-in header (the same viewer the site's pages use).
 *
 * Reads and writes: every page renders the order from the read model (the orders projection, through
 * findCheckoutOrder), never from the event store; the actions (pay, cancel, the sandbox's outcome)
 * decide through the order aggregate (CheckoutPayments). After an action appends, the page waits
 * (bounded, READ_YOUR_WRITES_TIMEOUT_MS) for the read side to reach that write before it redirects or
 * renders, so what is shown next is never older than what was just done.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import {
  type SiteSettings,
  type SessionStore,
  PAYMENT_METHOD_LABELS,
  type IgnoredCallback,
  type PaymentOutcome,
  type PaymentProvider,
  type SandboxPaymentProvider,
} from '@listings/shared/platform';
import { type DocumentStore, DomainError, silentLogger, type Logger } from '@listings/shared/kernel';
import { findCheckoutOrder, type CheckoutOrder } from '@listings/query-service/orders';
import {
  checkoutLinkToken,
  ORDER_NUMBER_PATTERN,
  PAYMENT_METHODS,
  type BillingDetails,
  type OrderRequest,
  type PaymentMethod,
  type PricedOrder,
} from '@listings/shared/contracts/orders';
import { CsrfGuard } from '../kit/csrf.ts';
import { siteNameOf } from '../kit/site-name.ts';
import {
  alertBox,
  html,
  layout,
  pageHandler,
  PAGE_SECURITY_HEADERS,
  type SafeHtml,
  type SignedInHeader,
} from '../kit/html.ts';
import { plainWords } from './plain-words.ts';
import { orderSiteName } from './order-site.ts';

/**
 * What the checkout pages need of the orders' write side, as the composer hands it over (the order
 * commands and the payments orchestration fit these shapes): the pages know what they call, not the
 * write side's classes, so they depend on the published contracts only.
 */
export interface CheckoutOrders {
  /** The key checkout links' tokens are derived from. */
  readonly linkSecret: Buffer;
  /** Prices the request for this account now (throws the pricing refusal). */
  price(accountId: string, request: OrderRequest, site?: { key: string; isDefault: boolean }): Promise<PricedOrder>;
  /** The order as its stream has it (the sandbox step checks its payment is still open). */
  load(number: string): Promise<{ state: CheckoutOrderState }>;
}
/** The part of an order's state the sandbox step reads. */
export interface CheckoutOrderState {
  status: string | null;
  payment: { paymentId: string; state: string } | null;
}
/** Pay, cancel and record a provider's outcome: each answers the position the read side must reach. */
export interface CheckoutPaymentsPort {
  pay(
    number: string,
    input: {
      method: PaymentMethod | null;
      billing: BillingDetails;
      description: string;
      returnUrl: string;
      cancelUrl: string;
      acceptVat?: boolean;
    },
    cause: string,
  ): Promise<{ redirectUrl: string; position: number }>;
  cancel(number: string, cause: string): Promise<{ position: number }>;
  record(outcome: PaymentOutcome | IgnoredCallback): Promise<{ recorded: boolean; detail: string; position: number }>;
}

export interface CheckoutPagesDependencies {
  orders: CheckoutOrders;
  payments: CheckoutPaymentsPort;
  provider: PaymentProvider;
  /** The sandbox's own step pages (present when the provider is the sandbox). */
  sandbox: SandboxPaymentProvider | null;
  sessions: SessionStore;
  documents: DocumentStore;
  site: SiteSettings;
  /** Where the read side is: after a write, what is shown next waits for it to reach the write. */
  readSide: { waitForPosition(position: number, timeoutMs: number): Promise<boolean> };
  readYourWritesTimeoutMs: number;
  /** Who is signed in, for the header (the site pages' viewer); absent: every page shows the signed-out header. */
  viewer?: (req: Request) => Promise<SignedInHeader | null>;
  logger?: Logger;
}

const FORM_REFUSED = 'This form has expired or was not sent from this site. Go back, reload the page and try again.';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A line's fulfilment once paid, and what a full refund did to it, in words. */
const FULFILMENT_TEXT: Record<string, string> = {
  awaiting_payment: 'waiting for payment',
  pending: 'in progress',
  fulfilled: 'done',
  awaiting_team: 'waiting for the site team',
  failed: 'failed (the site team is told)',
};
const UNDO_TEXT: Record<string, string> = { undone: 'undone', kept: 'kept' };
const STATUS_TEXT: Record<string, string> = {
  pending: 'pending payment',
  paid: 'paid',
  expired: 'expired (not paid)',
  cancelled: 'cancelled',
  partially_refunded: 'paid, partly refunded',
  refunded: 'refunded',
};

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const field = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
const headersOf = (req: Request) =>
  Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
/** A page route: the handler `pageHandler` wraps (a failure becomes the 500 page). */
type PageRoute = (req: Request, res: Response) => Promise<void>;

const paidish = (order: CheckoutOrder) =>
  order.status === 'paid' || order.status === 'partially_refunded' || order.status === 'refunded';
/** What a line did once paid: refunded (and whether it was undone), fulfilled or failed, or in progress. */
const fulfilmentOf = (order: CheckoutOrder, line: number) => {
  const undo = order.undo?.[String(line)];
  if (undo) return `refunded (${UNDO_TEXT[undo.status] ?? undo.status})`;
  const status = order.fulfilment[String(line)]?.status;
  return status ? (FULFILMENT_TEXT[status] ?? status) : 'in progress';
};

const linesTable = (priced: PricedOrder, order: CheckoutOrder) => html`
<table>
<thead><tr><th scope="col">#</th><th scope="col">Product</th><th scope="col">Details</th><th scope="col">Price</th>${paidish(order) ? html`<th scope="col">Fulfilment</th>` : ''}</tr></thead>
<tbody>
${priced.lines.map(
  (line) => html`<tr>
<td>${line.line}</td>
<td>${line.product_name}</td>
<td>${[line.listing_name ? `Listing: ${line.listing_name}` : '', line.week ? `Week of ${line.week}` : line.product === 'launch' ? 'Live at once' : '', line.categories ? `Categories: ${line.categories.join(', ')}` : ''].filter(Boolean).join(' · ')}</td>
<td>${money(line.line_total_cents)}</td>
${paidish(order) ? html`<td>${fulfilmentOf(order, line.line)}</td>` : ''}
</tr>`,
)}
</tbody>
${totalsRows(priced, order)}
</table>
<p class="hint">${plainWords(priced.totals.vat.note, productNames(priced))}</p>`;

/**
 * The totals as the lines table's foot, each amount in the Price column under the lines' prices
 * (issue 31: a table of their own put them in the middle of the Details column, out of line).
 */
const totalsRows = (priced: PricedOrder, order: CheckoutOrder) => {
  const t = priced.totals;
  const row = (label: string, amount: SafeHtml | string) =>
    html`<tr><th scope="row" colspan="3">${label}</th><td>${amount}</td>${paidish(order) ? html`<td></td>` : ''}</tr>`;
  return html`<tfoot>
${row('Subtotal', money(t.subtotal_cents))}
${priced.promo ? row(`Promo code ${priced.promo.code}`, `−${money(t.discount_cents)}`) : ''}
${row('Net', money(t.net_cents))}
${row(`VAT${t.vat_rate_percent !== null ? ` (${t.vat_rate_percent} %)` : ''}`, t.vat_rate_percent === null ? 'worked out from your billing country' : money(t.vat_cents))}
${row('Total (USD)', html`<strong>${money(t.total_cents)}</strong>`)}
</tfoot>`;
};
/** The order's product names by code (API texts name products by code). */
const productNames = (priced: PricedOrder) =>
  Object.fromEntries(priced.lines.map((line) => [line.product, line.product_name]));

/** What the checkout routes share: the dependencies, the page frame, access to an order and the ways back. */
function checkoutKit(deps: CheckoutPagesDependencies) {
  const { orders, payments, provider, sandbox, sessions, documents, site, readSide, logger = silentLogger } = deps;
  const viewerOf = deps.viewer ?? (async () => null);
  /** Read-your-writes: what is shown after a write reflects it (0: nothing was appended). */
  const settle = async (position: number) => {
    if (position > 0) await readSide.waitForPosition(position, deps.readYourWritesTimeoutMs);
  };
  const csrf = new CsrfGuard(documents, sessions.cookie, site.publicBaseUrl);
  /** A page in the site's layout; with the signed-in person's header when there is one. */
  const page = (title: string, body: SafeHtml, signedIn: SignedInHeader | null = null, siteName = site.name) =>
    layout({ title, siteName, signedIn, body });
  // The order page's form leads to the provider's payment page: its CSP form-action allows that origin.
  const headers = provider.pageOrigins.length
    ? {
        ...PAGE_SECURITY_HEADERS,
        'Content-Security-Policy': PAGE_SECURITY_HEADERS['Content-Security-Policy'].replace(
          "form-action 'self'",
          `form-action 'self' ${provider.pageOrigins.join(' ')}`,
        ),
      }
    : PAGE_SECURITY_HEADERS;
  const sendPage = async (req: Request, res: Response, status: number, title: string, body: SafeHtml) =>
    void res
      .status(status)
      .set(headers)
      .type('text/html; charset=utf-8')
      .send(page(title, body, await viewerOf(req), siteNameOf(site, req)).value);
  const notFoundPage = (req: Request, res: Response) =>
    sendPage(
      req,
      res,
      404,
      'Order not found',
      html`<h1>Order not found</h1><p>Open the checkout link you were given, or <a href="/signin">sign in</a> with the account that made the order.</p>`,
    );
  const formRefused = (req: Request, res: Response) =>
    sendPage(req, res, 403, 'Form refused', html`<h1>Form refused</h1>${alertBox(FORM_REFUSED)}`);
  const handle = pageHandler({
    logger,
    what: 'checkout page',
    page: (title, body, res) => page(title, body, null, siteNameOf(site, res.req)),
    advice: 'The request could not be completed. Nothing was charged. Try again in a moment.',
  });
  /** The order page's path (redirects within the site are relative: see the header). */
  const orderPath = (number: string, token: string, result?: string) => {
    const query = new URLSearchParams({ ...(token ? { t: token } : {}), ...(result ? { result } : {}) }).toString();
    return `/checkout/${encodeURIComponent(number)}${query ? `?${query}` : ''}`;
  };
  /** The order page's canonical address, for a provider to send the person back to. */
  const orderUrl = (number: string, token: string, result?: string) =>
    `${site.publicBaseUrl}${orderPath(number, token, result)}`;
  const publicOrigin = new URL(site.publicBaseUrl).origin;
  /** An address of this site as a path (it stays on the host the person is on); any other address as it is. */
  const withinSite = (address: string) => {
    const url = new URL(address, site.publicBaseUrl);
    return url.origin === publicOrigin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
  };

  /** The order (from the read model), when this request may see it: the link's token, or the owner's session. */
  async function authorised(req: Request, number: string, token: string): Promise<CheckoutOrder | null> {
    if (!ORDER_NUMBER_PATTERN.test(number)) return null;
    const order = await findCheckoutOrder(documents, number);
    if (!order) return null;
    // The link's token: its hash is kept; a link handed out again by get_order (derived with the same key) opens it too.
    if (TOKEN_PATTERN.test(token) && order.link_token_hash && sameHex(sha256(token), order.link_token_hash))
      return order;
    if (TOKEN_PATTERN.test(token) && sameHex(sha256(token), sha256(checkoutLinkToken(orders.linkSecret, number))))
      return order;
    const accountId = await sessions.accountIdOf(req);
    return accountId !== null && accountId === order.account_id ? order : null;
  }

  const orderPage = (
    order: CheckoutOrder,
    token: string,
    csrfToken: string,
    options: {
      /** The order priced again (shown instead of the recorded price: the VAT confirmation). */
      priced?: PricedOrder;
      error?: string;
      notice?: string;
      billing?: Partial<BillingDetails>;
      method?: string;
      /** The person is asked to confirm paying with VAT (their VAT number was not confirmed by VIES). */
      confirmVat?: boolean;
    } = {},
  ) => {
    const priced = options.priced ?? { lines: order.lines, promo: order.promo, totals: order.totals };
    const billing = options.billing ??
      order.billing ?? { country: order.request?.billing_country ?? '', vat_number: order.request?.vat_number ?? '' };
    const status = order.status;
    const methods = provider.methods.length
      ? html`<fieldset>
<legend>Pay with</legend>
${provider.methods.map((method) => html`<div class="check"><input type="radio" id="m-${method}" name="method" value="${method}" ${method === (options.method ?? 'card') ? html`checked` : ''}><label for="m-${method}">${PAYMENT_METHOD_LABELS[method]}</label></div>`)}
</fieldset>`
      : html`<p class="hint">You choose how to pay on the payment provider's page: card, Apple Pay, Google Pay and the other methods this shop has enabled there.</p>`;
    const payForm = html`
<h2>Billing details</h2>
<form method="post" action="/checkout/${order.number}/pay">
<input type="hidden" name="csrf" value="${csrfToken}">
<input type="hidden" name="t" value="${token}">
${options.confirmVat ? html`<input type="hidden" name="accept_vat" value="yes">` : ''}
<label for="name">Name (person or company)</label><input type="text" id="name" name="name" maxlength="200" required value="${billing.name ?? ''}" autocomplete="name">
<label for="address">Address</label><input type="text" id="address" name="address" maxlength="300" required value="${billing.address ?? ''}" autocomplete="street-address">
<label for="city">City</label><input type="text" id="city" name="city" maxlength="120" required value="${billing.city ?? ''}" autocomplete="address-level2">
<label for="postal_code">Postal code</label><input type="text" id="postal_code" name="postal_code" maxlength="20" value="${billing.postal_code ?? ''}" autocomplete="postal-code">
<label for="country">Country (two letters, e.g. IE, DE, US)</label><input type="text" id="country" name="country" required pattern="[A-Za-z]{2}" maxlength="2" value="${billing.country ?? ''}" autocomplete="country">
<label for="vat_number">EU VAT number (businesses; optional)</label><input type="text" id="vat_number" name="vat_number" maxlength="32" value="${billing.vat_number ?? ''}">
<p class="hint">With a VAT number of another EU country than ours the reverse charge applies once the number is confirmed (its format is checked, then VIES is asked when it is reachable).</p>
${methods}
<p class="hint">You pay on the payment provider's page in the next step; card and wallet details are never entered on this site.${provider.name === 'sandbox' ? ' This is the sandbox: no real payment is taken.' : ''}</p>
<button type="submit">${options.confirmVat ? `Pay ${money(priced.totals.total_cents)} with VAT` : 'Continue to payment'}</button>
</form>
<h2>Changed your mind?</h2>
<form method="post" action="/checkout/${order.number}/cancel">
<input type="hidden" name="csrf" value="${csrfToken}">
<input type="hidden" name="t" value="${token}">
<button type="submit" class="danger">Cancel this order</button>
</form>
<p class="hint">Nothing has been charged. A cancelled order cannot be paid afterwards; create a new checkout to buy again.</p>`;
    const closing: Record<string, SafeHtml> = {
      paid: html`<p class="notice" role="status">Thank you: this order is paid. What each line does is shown above and on <a href="/me/orders/${order.number}">your order's page</a>.</p>`,
      partially_refunded: html`<p class="notice" role="status">This order is paid; part of it was refunded.</p>`,
      refunded: html`<p class="notice" role="status">This order was refunded in full.</p>`,
      expired: html`<p class="notice" role="status">This checkout link has expired without payment: nothing was charged. Create a new checkout to buy again.</p>`,
      cancelled: html`<p class="notice" role="status">This order was cancelled: nothing was charged.</p>`,
    };
    const words = (text: string | undefined) => (text ? plainWords(text, productNames(priced)) : text);
    return {
      title: `Order ${order.number}`,
      body: html`
<h1>Order ${order.number}</h1>
${alertBox(words(options.error))}${alertBox(words(options.notice), 'notice')}
<p>Status: <strong>${STATUS_TEXT[status] ?? status}</strong>${order.payment.status === 'declined' && status === 'pending' ? ' · the last payment was declined; you can try again.' : ''}</p>
${linesTable(priced, order)}
${status === 'pending' ? payForm : closing[status]}`,
    };
  };
  const sendOrderPage = async (
    req: Request,
    res: Response,
    status: number,
    order: CheckoutOrder,
    token: string,
    options: Parameters<typeof orderPage>[3] = {},
  ) => {
    const { title, body } = orderPage(order, token, await csrf.preSessionToken(req, res), options);
    await sendPage(req, res, status, title, body);
  };
  return {
    orders,
    payments,
    provider,
    sandbox,
    documents,
    site,
    logger,
    settle,
    csrf,
    headers,
    sendPage,
    notFoundPage,
    formRefused,
    handle,
    orderPath,
    orderUrl,
    withinSite,
    authorised,
    sendOrderPage,
  };
}
type CheckoutKit = ReturnType<typeof checkoutKit>;

/** GET /checkout/:number: the order page, with the outcome of what was just done. */
function showOrder(kit: CheckoutKit): PageRoute {
  const { provider, notFoundPage, authorised, sendOrderPage } = kit;
  return async (req, res) => {
    const token = typeof req.query.t === 'string' ? req.query.t : '';
    const order = await authorised(req, req.params.number as string, token);
    if (!order) return notFoundPage(req, res);
    const result = req.query.result;
    const pending = order.status === 'pending';
    const notice =
      result === 'paid'
        ? 'Payment received. Thank you.'
        : result === 'returned' && pending
          ? `Thank you. We are waiting for ${provider.name === 'stripe' ? 'Stripe' : 'the payment provider'} to confirm the payment; this page shows the order as paid once it arrives (usually within seconds). Reload it in a moment.`
          : result === 'cancelled'
            ? 'The order was cancelled. Nothing was charged.'
            : undefined;
    const error =
      result === 'declined' ? 'The payment was declined. Nothing was charged; you can try again.' : undefined;
    await sendOrderPage(req, res, 200, order, token, { notice, error });
  };
}

/** POST /checkout/:number/pay: billing details → the order priced again → the provider's page. */
function payOrder(kit: CheckoutKit): PageRoute {
  const {
    orders,
    payments,
    provider,
    site,
    logger,
    settle,
    csrf,
    headers,
    notFoundPage,
    formRefused,
    orderUrl,
    withinSite,
    authorised,
    sendOrderPage,
  } = kit;
  return async (req, res) => {
    if (!(await csrf.preSessionFormAllowed(req))) return formRefused(req, res);
    const number = req.params.number as string;
    const token = field(req, 't');
    const order = await authorised(req, number, token);
    if (!order) return notFoundPage(req, res);
    const billing: BillingDetails = {
      name: field(req, 'name').slice(0, 200),
      address: field(req, 'address').slice(0, 300),
      city: field(req, 'city').slice(0, 120),
      postal_code: field(req, 'postal_code').slice(0, 20),
      country: field(req, 'country').toUpperCase(),
      vat_number: field(req, 'vat_number').slice(0, 32) || null,
    };
    const method = field(req, 'method');
    const again = async (status: number, error: string, extra: { confirmVat?: boolean; priced?: PricedOrder } = {}) =>
      sendOrderPage(req, res, status, order, token, {
        error,
        billing,
        method,
        priced: extra.priced,
        confirmVat: extra.confirmVat,
      });
    if (order.status !== 'pending')
      return again(409, `This order is ${STATUS_TEXT[order.status] ?? order.status}: there is nothing to pay.`);
    if (!billing.name || !billing.address || !billing.city)
      return again(400, 'Give the name, address and city to bill.');
    if (!/^[A-Z]{2}$/.test(billing.country)) return again(400, 'The country is two letters, e.g. IE, DE or US.');
    const chosen = provider.methods.length ? (method as PaymentMethod) : null;
    if (
      chosen !== null &&
      (!(PAYMENT_METHODS as readonly string[]).includes(method) || !provider.methods.includes(chosen))
    )
      return again(400, 'Choose how to pay.');
    let redirectUrl: string;
    try {
      // Priced again now: current prices, the promo code checked again, VAT from these billing details.
      let position: number;
      ({ redirectUrl, position } = await payments.pay(
        number,
        {
          method: chosen,
          billing,
          description: `${await orderSiteName(kit.documents, site, order)} order ${number} (VAT included)`,
          returnUrl: orderUrl(number, token, 'returned'),
          cancelUrl: orderUrl(number, token),
          acceptVat: field(req, 'accept_vat') === 'yes',
        },
        'checkout_page:pay',
      ));
      await settle(position);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'vat_number_not_confirmed' && order.request) {
        // Show the order priced with VAT and why, and let the person confirm (or correct the number).
        const priced = await orders.price(
          order.account_id,
          {
            ...order.request,
            billing_country: billing.country,
            ...(billing.vat_number ? { vat_number: billing.vat_number } : {}),
          },
          // Priced on the order's own site (issue 30), as the payment itself is.
          order.site ? { key: order.site, isDefault: false } : undefined,
        );
        return again(409, `${error.message}`, { confirmVat: true, priced });
      }
      if (error instanceof DomainError) return again(error.kind === 'invalid' ? 400 : 409, error.message);
      logger.error('payment provider could not open the payment', { number, error });
      return again(
        502,
        'The payment provider could not open the payment right now. Nothing was charged; try again in a moment.',
      );
    }
    // The sandbox's step is a page of this site: a path, so the browser stays on this host (see the header).
    res.status(303).set(headers).location(withinSite(redirectUrl)).end();
  };
}

/** POST /checkout/:number/cancel: the person cancels before paying. */
function cancelOrder(kit: CheckoutKit): PageRoute {
  const {
    payments,
    documents,
    settle,
    csrf,
    headers,
    notFoundPage,
    formRefused,
    orderPath,
    authorised,
    sendOrderPage,
  } = kit;
  return async (req, res) => {
    if (!(await csrf.preSessionFormAllowed(req))) return formRefused(req, res);
    const number = req.params.number as string;
    const token = field(req, 't');
    const order = await authorised(req, number, token);
    if (!order) return notFoundPage(req, res);
    try {
      await settle((await payments.cancel(number, 'checkout_page:cancel')).position);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Refused (paid or expired meanwhile): the order as the read model has it now.
      const now = (await findCheckoutOrder(documents, number)) ?? order;
      return sendOrderPage(req, res, 409, now, token, { error: error.message });
    }
    res
      .status(303)
      .set(headers)
      .location(orderPath(number, token, 'cancelled'))
      .end();
  };
}

/** POST /checkout/callbacks/:provider: the provider's webhooks, verified by signature (not a page: JSON answers). */
function providerWebhook(kit: CheckoutKit): PageRoute {
  const { payments, provider, logger } = kit;
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const claimed = req.params.provider as string;
    const body = typeof req.body === 'string' ? req.body : '';
    const outcome = claimed === provider.name && body ? await provider.verifyCallback(body, headersOf(req)) : null;
    if (!outcome) {
      // Not genuine (no or a wrong signature, altered, older than the tolerance) or not for this provider.
      let claimedId: unknown = null;
      try {
        claimedId = (JSON.parse(body.slice(0, 65_536)) as { id?: unknown; eventId?: unknown }).id ?? null;
      } catch {
        // not JSON: nothing to name
      }
      logger.warn('payment webhook refused: not signed, altered, stale or for another provider', {
        provider: claimed,
        claimedEventId: typeof claimedId === 'string' ? claimedId.slice(0, 100) : null,
        ip: req.ip,
      });
      return void res.status(400).json({ received: false, error: 'signature not valid or callback not recognised' });
    }
    try {
      const recorded = await payments.record(outcome);
      if (recorded.recorded) logger.info('payment webhook recorded', { provider: claimed, detail: recorded.detail });
      else
        logger.info('payment webhook changed nothing (replayed, seen before or not ours)', {
          provider: claimed,
          detail: recorded.detail,
        });
      res.status(200).json({ received: true, recorded: recorded.recorded, detail: recorded.detail });
    } catch (error) {
      if (error instanceof DomainError) {
        // Genuine but refused by the order (say, a payment id it never started): recorded nowhere, told once.
        logger.warn('payment webhook refused by the order', { provider: claimed, error: error.message });
        return void res.status(200).json({ received: true, recorded: false, detail: error.message });
      }
      logger.error('payment webhook failed', { provider: claimed, error });
      res.status(500).json({ received: false, error: 'not recorded; send it again' });
    }
  };
}

/** The step's payment is still the order's open one (a session a real provider would still take). */
const stillOpen = (state: CheckoutOrderState, paymentId: string) =>
  (state.status === 'pending' || state.status === 'expired') &&
  state.payment?.paymentId === paymentId &&
  (state.payment.state === 'started' || state.payment.state === 'declined');

/** The sandbox step's refusal: the link was altered or is incomplete. */
const invalidStep = (kit: CheckoutKit, req: Request, res: Response, detail: string) =>
  kit.sendPage(req, res, 400, 'Payment link not valid', html`<h1>Payment link not valid</h1>${alertBox(detail)}`);

/** GET /checkout/:number/sandbox-pay: the sandbox provider's hosted step (no card number asked). */
function sandboxStep(kit: CheckoutKit, sandbox: SandboxPaymentProvider): PageRoute {
  const { csrf, sendPage } = kit;
  return async (req, res) => {
    const step = await sandbox.readStep(req.params.number as string, req.query as Record<string, unknown>);
    if (!step)
      return invalidStep(
        kit,
        req,
        res,
        'This payment step was altered or is incomplete. Go back to the order and start again.',
      );
    const token = await csrf.preSessionToken(req, res);
    const hidden = html`<input type="hidden" name="csrf" value="${token}">${['p', 'a', 'm', 'r', 's'].map((name) => html`<input type="hidden" name="${name}" value="${String(req.query[name])}">`)}`;
    await sendPage(
      req,
      res,
      200,
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
    );
  };
}

/** POST /checkout/:number/sandbox-pay: "Pay (sandbox)" or "Decline" → a signed callback → back to the order. */
function sandboxOutcome(kit: CheckoutKit, sandbox: SandboxPaymentProvider): PageRoute {
  const { orders, payments, provider, settle, csrf, headers, sendPage, formRefused, withinSite } = kit;
  return async (req, res) => {
    if (!(await csrf.preSessionFormAllowed(req))) return formRefused(req, res);
    const step = await sandbox.readStep(req.params.number as string, req.body as Record<string, unknown>);
    const decision = field(req, 'decision');
    if (!step || (decision !== 'pay' && decision !== 'decline'))
      return invalidStep(kit, req, res, 'This payment step was altered or is incomplete.');
    const notRecorded = (detail: string) =>
      sendPage(
        req,
        res,
        409,
        'Payment not recorded',
        html`<h1>Payment not recorded</h1>${alertBox(`${detail} Nothing was charged.`)}<p><a href="${withinSite(step.returnUrl)}">Back to the order</a></p>`,
      );
    const { state } = await orders.load(step.orderNumber);
    if (
      !stillOpen(state, step.paymentId) &&
      !(decision === 'pay' && state.payment?.paymentId === step.paymentId && state.payment.state === 'captured')
    )
      return notRecorded('This payment session has ended (the order was cancelled, or a newer payment was started).');
    // The sandbox calls the service back as a provider would: a signed callback, verified like any other.
    const callback = await sandbox.callbackFor(step, decision);
    const outcome = await provider.verifyCallback(callback.body, callback.headers);
    if (!outcome) return notRecorded('The callback could not be verified.');
    try {
      await settle((await payments.record(outcome)).position);
    } catch (error) {
      if (error instanceof DomainError) return notRecorded(error.message);
      throw error;
    }
    // Back to the order on this host: its return address (signed, canonical) as a path.
    const back = new URL(step.returnUrl);
    back.searchParams.set('result', decision === 'pay' ? 'paid' : 'declined');
    res.status(303).set(headers).location(withinSite(back.toString())).end();
  };
}

/** The routes (see the header); the sandbox's step only when the provider is the sandbox. */
export function checkoutPagesRouter(deps: CheckoutPagesDependencies): Router {
  const kit = checkoutKit(deps);
  const { handle, sandbox } = kit;
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 });
  router.get('/checkout/:number', handle(showOrder(kit)));
  router.post('/checkout/:number/pay', form, handle(payOrder(kit)));
  router.post('/checkout/:number/cancel', form, handle(cancelOrder(kit)));
  router.post('/checkout/callbacks/:provider', express.text({ type: '*/*', limit: '512kb' }), providerWebhook(kit));
  if (sandbox) {
    router.get('/checkout/:number/sandbox-pay', handle(sandboxStep(kit, sandbox)));
    router.post('/checkout/:number/sandbox-pay', form, handle(sandboxOutcome(kit, sandbox)));
  }
  return router;
}
