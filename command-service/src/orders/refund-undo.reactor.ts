/**
 * After an order is refunded in full, undoes what its fulfilled lines did, and records for each line
 * what became of it as OrderLineFulfilmentUndone (undone, or kept with why). A partial refund undoes
 * nothing: it is the site team's goodwill gesture or correction, and the lines stay as bought.
 *
 * What a full refund undoes (docs/decisions/orders-and-payments.md, Refunds):
 * - launch, launch_bundle, relaunch: the paid plan this line bought is taken back (RevokePaidPlan):
 *   paid sections (story, milestones, media) locked again; a live listing stays live on the free
 *   plan (a refunded launch goes back to free), one scheduled but not live yet goes back to draft. Kept
 *   when the paid plan came from elsewhere (a relaunch of a listing paid before) or was bought again
 *   since by another order.
 * - launch_bundle and featured: no longer featured, unless featured again since by another order.
 * - extra_categories: the categories this line added are removed (the primary stays).
 * - billboard_min: the amount comes off the billboard.
 * - skip_queue: the free listing goes back to the queue week it had before, if that week is still
 *   ahead and it has not launched; otherwise kept, for the team.
 * - manual products (done_for_you, ai_review, trophies: awaiting_team) and failed lines: kept; the
 *   team stops the manual work.
 *
 * Triggered by PaymentRefunded and by OrderLineFulfilled (a line fulfilled while the refund came in),
 * and exactly once per line: lines already recorded are skipped, and each listing command carries the
 * cause `order:<number>:line:<n>:undo:<step>` and is not issued again when the listing's stream has it.
 */
import {
  type RecordedEvent,
  type EventStore,
  DomainError,
  type Logger,
  type Clock,
  mondayOf,
  defineReactor,
  isEventOf,
  type Reactor,
} from '@listings/shared/kernel';
import type { Actor } from '@listings/shared/kernel';
import { listingStream, type ListingEvent } from '@listings/shared/contracts/listings';
import type { LineUndoStatus, OrderEvent, PricedLine } from '@listings/shared/contracts/orders';
import { loadListing, type ListingCommand, type ListingCommands } from '../listings/index.ts';
import type { EngagementCommands } from '../engagement/index.ts';
import type { OrderCommands } from './order-commands.ts';

const ACTOR: Actor = { kind: 'system', id: 'refund-undo-reactor' };

type Scheduled = Extract<ListingEvent, { type: 'ListingScheduled' }>;
type PlanSet = Extract<ListingEvent, { type: 'ListingScheduled' | 'ListingWentLive' }>;
/** A refund, or a line fulfilled while the refund came in. */
type Trigger = Extract<OrderEvent, { type: 'PaymentRefunded' | 'OrderLineFulfilled' }>;

interface Outcome {
  status: LineUndoStatus;
  detail: string;
}

export function refundUndoReactor(deps: {
  orders: OrderCommands;
  listings: ListingCommands;
  engagement: EngagementCommands;
  events: EventStore;
  clock: Clock;
  logger: Logger;
}): Reactor {
  const { orders, listings, engagement, events, clock, logger } = deps;

  async function once(listingId: number, command: ListingCommand, cause: string): Promise<void> {
    const history = await events.readStream(listingStream(listingId));
    if (history.some((e) => e.metadata.cause === cause)) return;
    await listings.execute(listingId, command, ACTOR, cause);
  }

  const fromOrder = (e: RecordedEvent) => e.metadata.cause.startsWith('order:') && !e.metadata.cause.includes(':undo:');
  const ofLine = (number: string, line: number) => (e: RecordedEvent) =>
    e.metadata.cause.startsWith(`order:${number}:line:${line}:`) && !e.metadata.cause.includes(':undo:');

  async function revokePlan(number: string, line: PricedLine, cause: string): Promise<Outcome> {
    const history = await events.readStream(listingStream(line.listing_id!));
    const paidPlan = (e: RecordedEvent) =>
      isEventOf<PlanSet>(e, 'ListingScheduled', 'ListingWentLive') && e.data.plan === 'paid';
    const mine = history.findIndex((e) => paidPlan(e) && ofLine(number, line.line)(e));
    if (mine < 0) return { status: 'kept', detail: 'the paid plan was bought before this order: kept' };
    if (history.slice(mine + 1).some((e) => paidPlan(e) && fromOrder(e) && !ofLine(number, line.line)(e)))
      return { status: 'kept', detail: 'the paid plan was bought again since by another order: kept' };
    const before = await loadListing(events, line.listing_id!);
    await once(line.listing_id!, { type: 'RevokePaidPlan' }, `${cause}:plan`);
    return {
      status: 'undone',
      detail:
        before.status === 'scheduled'
          ? 'paid plan taken back: unscheduled, back to draft; story, milestones and media locked'
          : 'paid plan taken back: the listing stays live on the free plan; story, milestones and media locked',
    };
  }

  async function unfeature(number: string, line: PricedLine, cause: string): Promise<Outcome> {
    const history = await events.readStream(listingStream(line.listing_id!));
    const latest = history.filter((e) => e.type === 'ListingFeatured').at(-1);
    if (!latest || !ofLine(number, line.line)(latest))
      return { status: 'kept', detail: 'featured again since by another order: kept' };
    await once(line.listing_id!, { type: 'Unfeature' }, `${cause}:feature`);
    return { status: 'undone', detail: 'no longer featured' };
  }

  async function undo(number: string, line: PricedLine, fulfilled: string): Promise<Outcome> {
    if (fulfilled === 'awaiting_team')
      return { status: 'kept', detail: `${line.product_name}: manual work; the site team stops it` };
    if (fulfilled !== 'fulfilled') return { status: 'kept', detail: 'nothing was done for this line' };
    const cause = `order:${number}:line:${line.line}:undo`;
    const id = line.listing_id;
    try {
      switch (line.product) {
        case 'launch':
        case 'relaunch':
          return await revokePlan(number, line, cause);
        case 'launch_bundle': {
          const plan = await revokePlan(number, line, cause);
          const featured = await unfeature(number, line, cause);
          return {
            status: plan.status === 'undone' || featured.status === 'undone' ? 'undone' : 'kept',
            detail: `${plan.detail}; ${featured.detail}`,
          };
        }
        case 'featured':
          return await unfeature(number, line, cause);
        case 'extra_categories': {
          const current = (await loadListing(events, id!)).profile?.categories ?? [];
          const categories = current.filter((c, i) => i === 0 || !(line.categories ?? []).includes(c));
          const history = await events.readStream(listingStream(id!));
          if (!history.some((e) => e.metadata.cause === `${cause}:categories`))
            await listings.execute(
              id!,
              { type: 'ChangeProfile', changes: { categories } },
              ACTOR,
              `${cause}:categories`,
            );
          return { status: 'undone', detail: `categories now ${categories.join(', ')}` };
        }
        case 'billboard_min':
          await engagement.execute(
            {
              type: 'WithdrawBillboardContribution',
              listingId: id!,
              amountCents: line.amount_cents!,
              orderNumber: number,
            },
            ACTOR,
            `${cause}:billboard`,
          );
          return { status: 'undone', detail: `${line.amount_cents} USD cents taken off the billboard` };
        case 'skip_queue': {
          const history = await events.readStream(listingStream(id!));
          const state = await loadListing(events, id!);
          if (state.status === 'live') return { status: 'kept', detail: 'the listing has launched already: kept' };
          const mine = history.findIndex((e) => e.type === 'ListingScheduled' && ofLine(number, line.line)(e));
          const earlier = history
            .slice(0, Math.max(mine, 0))
            .filter((e) => isEventOf<Scheduled>(e, 'ListingScheduled'))
            .at(-1);
          const week = earlier?.data.week;
          if (!week || week < mondayOf(clock.now()))
            return { status: 'kept', detail: 'its earlier queue week has passed: the site team queues it again' };
          await once(id!, { type: 'ScheduleLaunch', week, plan: 'free' }, `${cause}:schedule`);
          return { status: 'undone', detail: `back in the free queue for the week of ${week}` };
        }
        default:
          return { status: 'kept', detail: `${line.product_name}: nothing to undo automatically` };
      }
    } catch (error) {
      if (error instanceof DomainError)
        return { status: 'kept', detail: `${error.message} The site team has been told and will sort it out.` };
      throw error;
    }
  }

  async function undoOrder(event: RecordedEvent<Trigger>): Promise<void> {
    const { number } = event.data;
    const { state } = await orders.load(number);
    if (state.status !== 'refunded') return;
    for (const line of state.priced!.lines) {
      const fulfilled = state.fulfilled[line.line];
      if (!fulfilled || state.undone[line.line]) continue;
      const outcome = await undo(number, line, fulfilled);
      if (outcome.status === 'kept')
        logger.info('refunded order line kept', { number, line: line.line, detail: outcome.detail });
      await orders.decide(
        number,
        { type: 'UndoLine', line: line.line, status: outcome.status, detail: outcome.detail },
        ACTOR,
        `reactor:${event.type}:${event.id}`,
      );
    }
  }

  return defineReactor<Trigger>({
    name: 'order-refund-undo-reactor',
    eventTypes: ['PaymentRefunded', 'OrderLineFulfilled'],
    logger,
    keyOf: (event) => event.data.number,
    perform: undoOrder,
  });
}
