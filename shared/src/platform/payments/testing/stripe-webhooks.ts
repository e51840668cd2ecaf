/**
 * Stripe webhooks for tests: an event payload as Stripe sends it, signed with the `stripe` package's
 * own test helper (`webhooks.generateTestHeaderString`), exactly as Stripe signs a delivery.
 */
import Stripe from 'stripe';

const signer = new Stripe('sk_test_webhook_signer');

export function stripeEvent(id: string, type: string, object: Record<string, unknown>): string {
  return JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', data: { object } });
}

/** The `Stripe-Signature` header of a payload, signed at `at` with the endpoint's secret. */
export function stripeSignature(payload: string, secret: string, at: Date = new Date()): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });
}
