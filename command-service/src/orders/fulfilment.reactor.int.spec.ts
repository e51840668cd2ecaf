/**
 * Fulfilment and its undo on a real (in-memory SQLite) event store: each runs only from the recorded
 * event, and a redelivered event or a crash mid-way followed by a restart repeats no effect. What a
 * full refund undoes, per product, is checked here against the listing's and the billboard's streams.
 */
import { expect } from 'chai';
import {
  ManualClock,
  MingoDocumentStore,
  SqliteEventStore,
  silentLogger,
  addWeeks,
  mondayOf,
  type RecordedEvent,
  type Reactor,
} from '@listings/shared/kernel';
import { ListingCommands, loadListing } from '../listings/index.ts';
import { listingStream } from '@listings/shared/contracts/listings';
import { engagementStream } from '@listings/shared/contracts/engagement';
import { orderStream, type PricedLine, type PricedOrder } from '@listings/shared/contracts/orders';
import { EngagementCommands } from '../engagement/index.ts';
import { OrderCommands } from './order-commands.ts';
import { fulfilmentReactor } from './fulfilment.reactor.ts';
import { refundUndoReactor } from './refund-undo.reactor.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const payments = { kind: 'system' as const, id: 'payments:stripe' };

const line = (n: number, product: string, over: Partial<PricedLine> = {}): PricedLine => ({
  line: n,
  product,
  product_name: product,
  listing_id: 1,
  listing_name: 'Harbor',
  week: null,
  amount_cents: null,
  categories: null,
  options: null,
  quantity: 1,
  unit_price_cents: 1000,
  line_total_cents: 1000,
  discounted: false,
  ...over,
});

const pricedOf = (lines: PricedLine[]): PricedOrder => {
  const total = lines.reduce((sum, l) => sum + l.line_total_cents, 0);
  return {
    lines,
    promo: null,
    totals: {
      subtotal_cents: total,
      discount_cents: 0,
      net_cents: total,
      vat_rate_percent: 0,
      vat_cents: 0,
      total_cents: total,
      currency: 'USD',
      vat: { treatment: 'outside_scope', country: 'US', vat_number: null, note: '' },
    },
  };
};

describe('fulfilment and refund undo (reactors on a real event store)', function () {
  this.timeout(30_000);
  const clock = new ManualClock('2026-03-04T10:00:00Z');
  let events: SqliteEventStore;
  let documents: MingoDocumentStore;
  let orders: OrderCommands;
  let listings: ListingCommands;
  let engagement: EngagementCommands;
  let listingId: number;
  let sequence = 0;

  const reactors = () => {
    const deps = { orders, listings, engagement, events, clock, logger: silentLogger };
    return { fulfil: fulfilmentReactor(deps), undo: refundUndoReactor(deps) };
  };
  const recordedOf = async (number: string, type: string): Promise<RecordedEvent> =>
    (await events.readStream(orderStream(number))).filter((e) => e.type === type).at(-1)!;
  const deliver = async (reactor: Reactor, event: RecordedEvent) => {
    await reactor.apply(event, documents);
    reactor.afterCommit?.([event], documents);
    await reactor.idle();
  };
  const typesOf = async (stream: string) => (await events.readStream(stream)).map((e) => e.type);
  const count = (types: string[], type: string) => types.filter((t) => t === type).length;

  /** An order for these lines, placed, started and paid (captured through the webhook path's command). */
  async function paidOrder(lines: PricedLine[]): Promise<string> {
    const number = `ORD-2026-${String(++sequence).padStart(6, '0')}`;
    const priced = pricedOf(lines);
    await orders.decide(
      number,
      {
        type: 'PlaceOrder',
        number,
        accountId: 'owner',
        request: { items: [] },
        priced,
        tokenHash: 'h',
        payableUntil: '2026-03-11T10:00:00.000Z',
      },
      admin,
      'test',
    );
    const started = await orders.decide(
      number,
      {
        type: 'StartPayment',
        provider: 'stripe',
        method: null,
        billing: { name: 'A', address: 'B', city: 'C', postal_code: '', country: 'US', vat_number: null },
        priced,
        now: clock.now().toISOString(),
      },
      admin,
      'test',
    );
    const paymentId = started.state.payment!.paymentId;
    await orders.capture(
      number,
      {
        paymentId,
        provider: 'stripe',
        amountCents: priced.totals.total_cents,
        providerPaymentRef: 'pi_1',
        providerEventId: `evt_${number}`,
      },
      'test',
    );
    return number;
  }

  async function refund(number: string, amountCents: number, refundId: string) {
    const { state } = await orders.load(number);
    await orders.decide(
      number,
      {
        type: 'RecordRefund',
        paymentId: state.capturedPaymentId!,
        provider: 'stripe',
        refundId,
        amountCents,
        requestId: null,
        providerEventId: `evt_${refundId}`,
      },
      payments,
      'test',
    );
  }

  beforeEach(async () => {
    events = new SqliteEventStore(':memory:');
    documents = new MingoDocumentStore();
    orders = new OrderCommands(events, clock, { load: async () => Promise.reject(new Error('not priced here')) });
    listings = new ListingCommands(events, clock);
    engagement = new EngagementCommands(events, clock);
    const created = await listings.create(
      { profile: { name: 'Harbor', url: 'https://harbor.example', categories: ['tools'] }, ownerId: 'owner' },
      admin,
      'test',
    );
    listingId = created.listingId;
  });

  afterEach(async () => {
    await events.close();
    await documents.close();
  });

  const lines = () => [
    line(1, 'launch', { listing_id: listingId }),
    line(2, 'featured', { listing_id: listingId }),
    line(3, 'extra_categories', { listing_id: listingId, categories: ['ai', 'design'] }),
    line(4, 'billboard_min', { listing_id: listingId, amount_cents: 2500, line_total_cents: 2500 }),
    line(5, 'ai_review', { listing_id: listingId }),
  ];

  it('fulfils once from the recorded payment; a redelivery and a crash mid-way repeat nothing', async () => {
    const number = await paidOrder(lines());
    const captured = await recordedOf(number, 'PaymentCaptured');

    // Crash: the order write of line 3 fails once, after the listing was changed.
    const decide = orders.decide.bind(orders);
    let crashes = 1;
    orders.decide = ((n, command, actor, cause) => {
      if (command.type === 'FulfilLine' && command.line === 3 && crashes-- > 0)
        return Promise.reject(new Error('process killed'));
      return decide(n, command, actor, cause);
    }) as typeof orders.decide;
    const first = reactors().fulfil;
    await first.setup?.(documents);
    await deliver(first, captured);
    expect((await orders.load(number)).state.fulfilled).to.not.have.property('3');

    // Restart: the job left behind runs again; then the event is delivered twice more.
    const second = reactors().fulfil;
    await second.setup?.(documents);
    await second.idle();
    await deliver(second, captured);
    await deliver(second, captured);

    const { state } = await orders.load(number);
    expect(state.fulfilled).to.deep.equal({
      1: 'fulfilled',
      2: 'fulfilled',
      3: 'fulfilled',
      4: 'fulfilled',
      5: 'awaiting_team',
    });
    const orderTypes = await typesOf(orderStream(number));
    expect(count(orderTypes, 'OrderLineFulfilled')).to.equal(5);
    const listingTypes = await typesOf(listingStream(listingId));
    expect(count(listingTypes, 'ListingWentLive')).to.equal(1);
    expect(count(listingTypes, 'ListingFeatured')).to.equal(1);
    expect(count(listingTypes, 'ListingSectionsUnlocked')).to.equal(1);
    expect(count(listingTypes, 'ListingProfileChanged')).to.equal(1);
    expect(count(await typesOf(engagementStream(listingId)), 'BillboardContributed')).to.equal(1);
    const listing = await loadListing(events, listingId);
    expect(listing).to.include({ status: 'live', plan: 'paid' });
    expect(listing.profile!.categories).to.deep.equal(['tools', 'ai', 'design']);
  });

  it('a full refund undoes each fulfilled line once: the launch goes back to free; manual work is kept', async () => {
    const number = await paidOrder(lines());
    const { fulfil, undo } = reactors();
    await fulfil.setup?.(documents);
    await undo.setup?.(documents);
    await deliver(fulfil, await recordedOf(number, 'PaymentCaptured'));

    await refund(number, 1000, 're_part');
    await deliver(undo, await recordedOf(number, 'PaymentRefunded'));
    expect((await orders.load(number)).state).to.deep.include({ status: 'partially_refunded', undone: {} });

    await refund(number, 5500, 're_rest');
    const refunded = await recordedOf(number, 'PaymentRefunded');
    await deliver(undo, refunded);
    await deliver(undo, refunded); // redelivered: nothing more

    const { state } = await orders.load(number);
    expect(state.status).to.equal('refunded');
    expect(state.undone).to.deep.equal({ 1: 'undone', 2: 'undone', 3: 'undone', 4: 'undone', 5: 'kept' });
    const orderEvents = await events.readStream(orderStream(number));
    const undoneDetail = Object.fromEntries(
      orderEvents
        .filter((e) => e.type === 'OrderLineFulfilmentUndone')
        .map((e) => [(e.data as { line: number }).line, (e.data as { detail: string }).detail]),
    );
    expect(undoneDetail[1]).to.match(/stays live on the free plan/);
    expect(undoneDetail[5]).to.match(/manual work/);
    expect(orderEvents.filter((e) => e.type === 'OrderLineFulfilmentUndone')).to.have.length(5);

    const listing = await loadListing(events, listingId);
    expect(listing).to.include({ status: 'live', plan: 'free' });
    expect(listing.unlocked).to.deep.equal([]);
    expect(listing.profile!.categories).to.deep.equal(['tools']);
    const listingTypes = await typesOf(listingStream(listingId));
    expect(count(listingTypes, 'ListingPaidPlanRevoked')).to.equal(1);
    expect(count(listingTypes, 'ListingUnfeatured')).to.equal(1);
    expect(count(await typesOf(engagementStream(listingId)), 'BillboardContributionWithdrawn')).to.equal(1);

    // A replay of the payment after the refund fulfils nothing again.
    await deliver(fulfil, await recordedOf(number, 'PaymentCaptured'));
    expect(count(await typesOf(orderStream(number)), 'OrderLineFulfilled')).to.equal(5);
  });

  it('a refunded launch that was scheduled (not yet live) goes back to draft', async () => {
    const week = addWeeks(mondayOf(clock.now()), 2);
    const number = await paidOrder([line(1, 'launch', { listing_id: listingId, week })]);
    const { fulfil, undo } = reactors();
    await deliver(fulfil, await recordedOf(number, 'PaymentCaptured'));
    expect(await loadListing(events, listingId)).to.include({
      status: 'scheduled',
      plan: 'paid',
      launchWeek: week,
    });
    await refund(number, 1000, 're_all');
    await deliver(undo, await recordedOf(number, 'PaymentRefunded'));
    expect(await loadListing(events, listingId)).to.include({
      status: 'draft',
      plan: null,
      launchWeek: null,
    });
  });

  it('a relaunch of a listing paid before keeps the paid plan when refunded', async () => {
    const first = await paidOrder([line(1, 'launch', { listing_id: listingId })]);
    const { fulfil, undo } = reactors();
    await deliver(fulfil, await recordedOf(first, 'PaymentCaptured'));
    const week = addWeeks(mondayOf(clock.now()), 3);
    const relaunch = await paidOrder([line(1, 'relaunch', { listing_id: listingId, week })]);
    await deliver(fulfil, await recordedOf(relaunch, 'PaymentCaptured'));
    await refund(relaunch, 1000, 're_relaunch');
    await deliver(undo, await recordedOf(relaunch, 'PaymentRefunded'));
    expect((await orders.load(relaunch)).state.undone).to.deep.equal({ 1: 'kept' });
    expect((await loadListing(events, listingId)).plan).to.equal('paid');
  });
});
