/**
 * The payment provider the settings choose (PAYMENT_PROVIDER): the sandbox (default, offline) or
 * Stripe. The sandbox is built either way: its hosted step pages exist only when it is the provider.
 */
import type { Clock } from '../../kernel/time/clock.ts';
import type { DocumentStore } from '../../kernel/document-store/document-store.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentSettings } from './payment-settings.ts';
import { SandboxPaymentProvider, paymentSecret } from './sandbox-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

export function createPaymentProvider(
  settings: PaymentSettings,
  deps: { documents: DocumentStore; publicBaseUrl: string; clock: Clock },
): { provider: PaymentProvider; sandbox: SandboxPaymentProvider } {
  const sandbox = new SandboxPaymentProvider(
    paymentSecret(settings.sandboxSecret, deps.documents),
    deps.publicBaseUrl,
    deps.clock,
  );
  if (settings.provider === 'stripe') {
    if (!settings.stripe) throw new Error('PAYMENT_PROVIDER=stripe needs the STRIPE_* settings');
    return { provider: new StripePaymentProvider(settings.stripe, deps.clock), sandbox };
  }
  return { provider: sandbox, sandbox };
}
