/**
 * The orders commands of the admin CLI on a real data folder: refunds through the sandbox (and
 * through Stripe against stripe-mock, when it is built), recorded on the order's stream; an
 * interrupted refund is finished, never doubled.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore, systemClock } from '@listings/shared/kernel';
import { startStripeMock, stripeMockUnavailable, type StripeMock } from '@listings/shared/platform/testing';
import { OrderCommands } from '@listings/command-service/orders';
import { AccountCommands } from '@listings/command-service/accounts';
import type { PricedOrder } from '@listings/shared/contracts/orders';
import { runAdmin } from './cli.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const priced: PricedOrder = {
  lines: [
    {
      line: 1,
      product: 'featured',
      product_name: 'Featured',
      listing_id: 1,
      listing_name: 'L',
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

describe('admin CLI: orders (show, refund)', function () {
  this.timeout(30_000);
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let sequence = 0;
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAdmin(argv, env, (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  };

  /** A paid order in the data folder, as the service records it. */
  async function paidOrder(provider: string): Promise<string> {
    const events = new SqliteEventStore(path.join(dir, 'events.db'));
    try {
      const orders = new OrderCommands(events, systemClock, { load: () => Promise.reject(new Error('unused')) });
      const number = `ORD-2026-${String(++sequence).padStart(6, '0')}`;
      await orders.decide(
        number,
        {
          type: 'PlaceOrder',
          number,
          accountId: 'owner',
          request: { items: [] },
          priced,
          tokenHash: 'h',
          payableUntil: new Date(Date.now() + 86_400_000).toISOString(),
        },
        admin,
        'test',
      );
      const started = await orders.decide(
        number,
        {
          type: 'StartPayment',
          provider,
          method: null,
          billing: { name: 'A', address: 'B', city: 'C', postal_code: '', country: 'US', vat_number: null },
          priced,
          now: new Date().toISOString(),
        },
        admin,
        'test',
      );
      await orders.capture(
        number,
        {
          paymentId: started.state.payment!.paymentId,
          provider,
          amountCents: 2900,
          providerPaymentRef: 'pi_cli_1',
          providerEventId: `evt_${number}`,
        },
        'test',
      );
      return number;
    } finally {
      await events.close();
    }
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-cli-'));
    env = { DATA_DIR: dir, ADMIN_ACTOR: 'ops@test' };
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refunds part, then the rest, through the sandbox; shows the order with its refunds', async () => {
    const number = await paidOrder('sandbox');
    const part = await run('order:refund', '--order', number, '--amount-cents', '1000', '--reason', 'goodwill');
    expect(part.code, part.output).to.equal(0);
    expect(part.output).to.match(
      new RegExp(`refund refund-${number}-1: \\$10\\.00 succeeded \\(sandbox sbx_re_\\w+\\)`),
    );
    expect(part.output).to.include(`order ${number} is now partially_refunded`);
    const rest = await run('order:refund', '--order', number, '--reason', 'the customer asked');
    expect(rest.output).to.include('$19.00 succeeded').and.include('is now refunded');
    const shown = await run('order:show', '--order', number);
    expect(shown.output).to.include(`order ${number}: refunded`).and.include('refunded $29.00');
    expect(shown.output.match(/refund sbx_re_/g)).to.have.length(2);
    expect(shown.output).to.include('by ops@test');
    const none = await run('order:refund', '--order', number, '--reason', 'again');
    expect(none.code).to.equal(1);
    expect(none.output).to.include('nothing to refund');
    expect((await run('order:refund', '--order', number)).output).to.include('--reason is required');
  });

  it('names the staff member who refunded (their account), not their id', async () => {
    const events = new SqliteEventStore(path.join(dir, 'events.db'));
    const { accountId } = await new AccountCommands(events, systemClock).register(
      { email: 'olga@test', name: 'Olga Ops', role: 'member' },
      admin,
      'test',
    );
    await events.close();
    const number = await paidOrder('sandbox');
    env = { ...env, ADMIN_ACTOR: accountId };
    expect((await run('order:refund', '--order', number, '--reason', 'goodwill')).code).to.equal(0);
    const shown = (await run('order:show', '--order', number)).output;
    expect(shown).to.include('by Olga Ops').and.not.include(accountId);
  });

  it('finishes an interrupted refund with the same request instead of starting another', async () => {
    const number = await paidOrder('sandbox');
    const events = new SqliteEventStore(path.join(dir, 'events.db'));
    const orders = new OrderCommands(events, systemClock, { load: () => Promise.reject(new Error('unused')) });
    await orders.decide(
      number,
      { type: 'RequestRefund', amountCents: 500, reason: 'crashed before the provider answered' },
      admin,
      'test',
    );
    await events.close();
    const resumed = await run('order:refund', '--order', number, '--amount-cents', '2900', '--reason', 'another');
    expect(resumed.output).to.include(`finished the interrupted refund refund-${number}-1: $5.00 succeeded`);
    expect((await run('order:show', '--order', number)).output).to.include('partially_refunded');
  });

  describe('with Stripe (stripe-mock)', () => {
    let mock: StripeMock;
    before(async function () {
      const reason = stripeMockUnavailable();
      if (reason) {
        console.log(`    [skipped] admin CLI Stripe refund: ${reason}`);
        this.skip();
      }
      mock = await startStripeMock();
    });
    after(async () => mock?.stop());

    it('refunds through Stripe with the settings of the service', async () => {
      const number = await paidOrder('stripe');
      env = {
        ...env,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_cli',
        STRIPE_WEBHOOK_SECRET: 'whsec_cli',
        STRIPE_API_BASE: mock.apiBase,
      };
      const refunded = await run('order:refund', '--order', number, '--reason', 'duplicate order');
      expect(refunded.code, refunded.output).to.equal(0);
      expect(refunded.output).to.match(/\$29\.00 succeeded \(stripe re_\w+\)/);
      // An order paid through the sandbox cannot be refunded through Stripe.
      const other = await paidOrder('sandbox');
      const refused = await run('order:refund', '--order', other, '--reason', 'x');
      expect(refused.code).to.equal(1);
      expect(refused.output).to.include('was paid through sandbox');
    });
  });
});
