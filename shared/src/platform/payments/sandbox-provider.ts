/**
 * The sandbox payment provider: the offline default behind the real checkout page. It has its own
 * hosted "pay" step (served by the gateway at `/checkout/<number>/sandbox-pay`, see
 * gateway/src/checkout/) that never asks for a card number or any credential: the person presses
 * "Pay (sandbox)" or "Decline" (test-card semantics: success or a declined card). It then calls the
 * service back the way a real provider's webhook does: a JSON body signed with HMAC-SHA256 under a
 * shared secret, header `Sandbox-Signature: t=<unix seconds>,v1=<hex>` over `<t>.<body>`, accepted for
 * 5 minutes. No money moves.
 *
 * The payment step's address carries the intent (order, payment id, amount, method, return address)
 * signed with the same secret, so the step cannot be sent a different amount. Cancelling a session
 * and refunds need no outside party here: a refund is "made" at once (no money moved in the first place).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../kernel/time/clock.ts';
import type { DocumentStore } from '../../kernel/document-store/document-store.ts';
import { serviceSecrets } from '../secrets.ts';
import {
  PAYMENT_METHODS,
  type PaymentIntent,
  type PaymentMethodCode,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentSession,
  type RefundRequest,
  type RefundResult,
} from './payment-provider.ts';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
const TOLERANCE_SECONDS = 300;

const hmac = (secret: Buffer, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** The intent as the sandbox's payment step receives it (query parameters of its address). */
export interface SandboxStep {
  orderNumber: string;
  paymentId: string;
  amountCents: number;
  method: PaymentMethodCode;
  returnUrl: string;
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER;
  readonly methods = PAYMENT_METHODS;
  /** Its step is a page of this site. */
  readonly pageOrigins = [] as const;

  private readonly secret: () => Promise<Buffer>;
  private readonly publicBaseUrl: string;
  private readonly clock: Clock;

  constructor(secret: () => Promise<Buffer>, publicBaseUrl: string, clock: Clock) {
    this.secret = secret;
    this.publicBaseUrl = publicBaseUrl;
    this.clock = clock;
  }

  private stepText(step: SandboxStep): string {
    return ['step', step.orderNumber, step.paymentId, step.amountCents, step.method, step.returnUrl].join('\n');
  }

  async start(intent: PaymentIntent): Promise<PaymentSession> {
    const step: SandboxStep = {
      orderNumber: intent.orderNumber,
      paymentId: intent.paymentId,
      amountCents: intent.amountCents,
      method: intent.method ?? 'card',
      returnUrl: intent.returnUrl,
    };
    const query = new URLSearchParams({
      p: step.paymentId,
      a: String(step.amountCents),
      m: step.method,
      r: step.returnUrl,
      s: hmac(await this.secret(), this.stepText(step)),
    });
    return {
      sessionId: intent.paymentId,
      redirectUrl: `${this.publicBaseUrl}/checkout/${encodeURIComponent(intent.orderNumber)}/sandbox-pay?${query}`,
      expiresAt: intent.expiresAt,
    };
  }

  /** The sandbox's step checks the order's state before it pays (see the checkout pages): nothing to close here. */
  async cancel(_sessionId: string): Promise<'cancelled'> {
    return 'cancelled';
  }

  /** Refunds at once; the same idempotency key always gives the same refund id. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    return {
      refundId: `sbx_re_${digest(request.idempotencyKey)}`,
      amountCents: request.amountCents,
      status: 'succeeded',
    };
  }

  /** Reads and checks the payment step's signed parameters; null when they were altered. */
  async readStep(orderNumber: string, query: Record<string, unknown>): Promise<SandboxStep | null> {
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
    const amount = Number(text('a'));
    const method = text('m') as PaymentMethodCode;
    if (!Number.isInteger(amount) || amount < 0 || !PAYMENT_METHODS.includes(method)) return null;
    const step: SandboxStep = { orderNumber, paymentId: text('p'), amountCents: amount, method, returnUrl: text('r') };
    if (!step.paymentId || !step.returnUrl.startsWith(`${this.publicBaseUrl}/`)) return null;
    return same(hmac(await this.secret(), this.stepText(step)), text('s')) ? step : null;
  }

  /** The callback the sandbox sends for the person's decision: body and headers, signed. */
  async callbackFor(
    step: SandboxStep,
    decision: 'pay' | 'decline',
  ): Promise<{ body: string; headers: Record<string, string> }> {
    // One event id per payment and decision: pressing the button twice delivers the same notification twice.
    const base = {
      provider: this.name,
      eventId: `sbx_evt_${digest(`${step.orderNumber}\n${step.paymentId}\n${decision}`)}`,
      orderNumber: step.orderNumber,
      paymentId: step.paymentId,
    };
    const outcome: PaymentOutcome =
      decision === 'pay'
        ? {
            ...base,
            eventType: 'sandbox.payment.captured',
            status: 'captured',
            amountCents: step.amountCents,
            currency: 'USD',
          }
        : { ...base, eventType: 'sandbox.payment.declined', status: 'declined', reason: 'card_declined (sandbox)' };
    const body = JSON.stringify(outcome);
    return { body, headers: { [SANDBOX_SIGNATURE_HEADER]: await this.sign(body) } };
  }

  async sign(body: string, at: Date = this.clock.now()): Promise<string> {
    const t = Math.floor(at.getTime() / 1000);
    return `t=${t},v1=${hmac(await this.secret(), `${t}.${body}`)}`;
  }

  async verifyCallback(rawBody: string, headers: Record<string, string | undefined>): Promise<PaymentOutcome | null> {
    const header = headers[SANDBOX_SIGNATURE_HEADER] ?? '';
    const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
    const t = Number(parts.get('t'));
    const v1 = parts.get('v1') ?? '';
    if (!Number.isInteger(t) || Math.abs(this.clock.now().getTime() / 1000 - t) > TOLERANCE_SECONDS) return null;
    if (!same(hmac(await this.secret(), `${t}.${rawBody}`), v1)) return null;
    let outcome: PaymentOutcome;
    try {
      outcome = JSON.parse(rawBody) as PaymentOutcome;
    } catch {
      return null;
    }
    const valid =
      outcome &&
      outcome.provider === this.name &&
      typeof outcome.eventId === 'string' &&
      typeof outcome.orderNumber === 'string' &&
      typeof outcome.paymentId === 'string' &&
      ((outcome.status === 'captured' && Number.isInteger(outcome.amountCents)) ||
        (outcome.status === 'declined' && typeof outcome.reason === 'string'));
    return valid ? outcome : null;
  }
}

/**
 * A secret shared by every instance: from the setting when given, else generated once and kept in
 * `<DATA_DIR>/secrets/sandbox-payments.json` or a server document store (see platform/secrets.ts).
 */
export function paymentSecret(configured: string | null, documents: DocumentStore): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  return () => {
    if (configured) return Promise.resolve(Buffer.from(configured));
    secret ??= (async () => {
      const stored = await serviceSecrets(documents).get('sandbox-payments', () => ({
        secret: randomBytes(32).toString('base64url'),
      }));
      return Buffer.from(stored.secret, 'base64url');
    })();
    secret.catch(() => (secret = undefined));
    return secret;
  };
}
