/**
 * Test helpers of the console's specs: a service on a manual clock, people signed up through the
 * pages and given staff roles through the write side (as the CLI does), and console access confirmed
 * with the password as a staff member does it.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import type { StaffRole } from '@listings/shared/contracts/staff';
import { StaffCommands } from '@listings/command-service/staff';
import { OrderCommands } from '@listings/command-service/orders';
import type { PricedOrder } from '@listings/shared/contracts/orders';
import { settled, type TestService } from '@listings/gateway/testing';
import { csrfIn, newPerson, PageClient, signUpAndIn } from '../kit/testing.ts';

export const PASSWORD = newPerson().password;

export interface Member {
  client: PageClient;
  email: string;
  accountId: string;
}

/** A person signed up and in on the pages, with `role` (network-wide, or for `site`) when given. */
export async function member(t: TestService, role?: StaffRole, site = '*'): Promise<Member> {
  const person = newPerson();
  const client = new PageClient(t.baseUrl);
  await signUpAndIn(client, person, '/');
  const accountId = (await t.service.accounts.accountIdByEmail(person.email))!;
  if (role)
    await new StaffCommands(t.service.events, t.service.clock).execute(
      { type: 'GrantStaffRole', accountId, email: person.email, role, site, reason: 'test staff' },
      { kind: 'admin', id: 'test' },
      'test',
    );
  await settled(t.service);
  return { client, email: person.email, accountId };
}

/**
 * The member on another host of the network (`baseUrl`), with the same session (its cookies): the
 * console opens on a host only with a role for that host's site (issue 30).
 */
export function onHost(who: Member, baseUrl: string): Member {
  const client = new PageClient(baseUrl);
  for (const [name, value] of who.client.cookies) client.cookies.set(name, value);
  return { ...who, client };
}

/** Opens the console with the password (and a TOTP code when given); expects the redirect back. */
export async function confirm(client: PageClient, next = '/admin', code?: string): Promise<void> {
  const form = await client.get(`/admin/confirm?next=${encodeURIComponent(next)}`);
  expect(form.status, form.text).to.equal(200);
  const answer = await client.post('/admin/confirm', {
    csrf: csrfIn(form.text),
    next,
    password: PASSWORD,
    ...(code ? { code } : {}),
  });
  expect(answer.status, answer.text).to.equal(303);
  expect(answer.location).to.equal(next);
}

export const manualClock = () => new ManualClock(new Date(Math.floor(Date.now() / 1000) * 1000).toISOString());

const PRICED: PricedOrder = {
  lines: [
    {
      line: 1,
      product: 'done_for_you',
      product_name: 'Done for you',
      listing_id: null,
      listing_name: null,
      week: null,
      amount_cents: null,
      categories: null,
      options: null,
      quantity: 1,
      unit_price_cents: 2900,
      line_total_cents: 2900,
      discounted: false,
    },
  ],
  promo: null,
  totals: {
    subtotal_cents: 2900,
    discount_cents: 0,
    net_cents: 2900,
    vat_rate_percent: 0,
    vat_cents: 0,
    total_cents: 2900,
    currency: 'USD',
    vat: { treatment: 'outside_scope', country: 'US', vat_number: null, note: '' },
  },
};

let orders = 0;
/**
 * A $29.00 order paid through the sandbox, as the service records one (as the orders CLI spec makes
 * it); priced for `site` of the network when given (else the default site).
 */
export async function paidOrder(t: TestService, accountId: string, site?: string): Promise<string> {
  const actor = { kind: 'admin' as const, id: 'test' };
  const commands = new OrderCommands(t.service.events, t.service.clock, {
    load: () => Promise.reject(new Error('unused')),
  });
  const number = `ORD-2026-${String(900_000 + ++orders)}`;
  const now = t.service.clock.now();
  await commands.decide(
    number,
    {
      type: 'PlaceOrder',
      number,
      accountId,
      request: { items: [] },
      priced: PRICED,
      tokenHash: 'h',
      payableUntil: new Date(now.getTime() + 86_400_000).toISOString(),
      ...(site ? { site } : {}),
    },
    actor,
    'test',
  );
  const started = await commands.decide(
    number,
    {
      type: 'StartPayment',
      provider: 'sandbox',
      method: null,
      billing: { name: 'A', address: 'B', city: 'C', postal_code: '', country: 'US', vat_number: null },
      priced: PRICED,
      now: now.toISOString(),
    },
    actor,
    'test',
  );
  await commands.capture(
    number,
    {
      paymentId: started.state.payment!.paymentId,
      provider: 'sandbox',
      amountCents: 2900,
      providerPaymentRef: `sbx_pi_${orders}`,
      providerEventId: `evt_${number}`,
    },
    'test',
  );
  await settled(t.service);
  return number;
}
