/**
 * Fulfils a paid order, line by line, on PaymentCaptured; every outcome is recorded on the order as
 * OrderLineFulfilled (status fulfilled, awaiting_team or failed, with what was done).
 *
 * Idempotent per order line: a line already recorded is skipped; the listing commands a line issues
 * carry the cause `order:<number>:line:<n>:<step>`, and a step whose cause is already on the listing's
 * stream is not issued again (a crash between the listing write and the order write does not schedule
 * or feature twice); the billboard contribution is keyed by the order number in the engagement stream.
 *
 * What each product does (see docs/decisions/orders-and-payments.md):
 * - launch: live now on the paid plan (GoLive, this week), or scheduled for the chosen week (paid);
 *   the paid plan unlocks the paid sections (story, milestones, media);
 * - launch_bundle: the same, and the listing is featured for 30 days;
 * - relaunch: scheduled again for the chosen week (paid), sections unlocked;
 * - skip_queue: the free listing's queue week replaced by the chosen week;
 * - featured: featured for 30 days; extra_categories: the categories added after the primary;
 * - billboard_min: the amount put on the billboard for the listing;
 * - done_for_you, ai_review and trophy products: manual work for the site team (awaiting_team).
 * A refusal of the listing (say it went live meanwhile) is recorded as failed with the reason, for the team.
 * It runs only from the recorded PaymentCaptured event, never from the provider's redirect; a replay
 * or a restart after a crash repeats no effect (see fulfilment.reactor.int.spec.ts). What a full
 * refund undoes is refund-undo.reactor.ts.
 */
import {
  type EventStore,
  DomainError,
  type Logger,
  type Clock,
  mondayOf,
  defineProcessManager,
  type TriggerEvent,
  type ProcessManager,
} from '@listings/shared/kernel';
import type { Actor } from '@listings/shared/kernel';
import { loadListing, type ListingCommand, type ListingCommands } from '../listings/index.ts';
import { listingStream, PAID_SECTIONS } from '@listings/shared/contracts/listings';
import type { LineFulfilmentStatus, OrderEvent, PricedLine } from '@listings/shared/contracts/orders';
import type { EngagementCommands } from '../engagement/index.ts';
import type { OrderCommands } from './order-commands.ts';

type Captured = Extract<OrderEvent, { type: 'PaymentCaptured' }>;

export const FEATURED_DAYS = 30;
const FIRST = ['launch', 'launch_bundle', 'relaunch', 'skip_queue'];
const ACTOR: Actor = { kind: 'system', id: 'fulfilment-reactor' };
/** Lines are fulfilled while the order is paid (a partial refund leaves them be); never after a full refund. */
const FULFILLABLE: readonly (string | null)[] = ['paid', 'partially_refunded'];

interface Outcome {
  status: LineFulfilmentStatus;
  detail: string;
}

export function fulfilmentReactor(deps: {
  orders: OrderCommands;
  listings: ListingCommands;
  engagement: EngagementCommands;
  events: EventStore;
  clock: Clock;
  logger: Logger;
}): ProcessManager<void, Captured> {
  const { orders, listings, engagement, events, clock, logger } = deps;

  /** Runs a listing command once per cause (skipped when the listing's stream already has an event with that cause). */
  async function once(listingId: number, command: ListingCommand, cause: string): Promise<void> {
    const history = await events.readStream(listingStream(listingId));
    if (history.some((e) => e.metadata.cause === cause)) return;
    await listings.execute(listingId, command, ACTOR, cause);
  }

  const featuredUntil = () => new Date(clock.now().getTime() + FEATURED_DAYS * 86_400_000).toISOString();

  async function publishPaid(line: PricedLine, cause: string): Promise<string> {
    const id = line.listing_id!;
    if (line.week) await once(id, { type: 'ScheduleLaunch', week: line.week, plan: 'paid' }, `${cause}:schedule`);
    else await once(id, { type: 'GoLive', week: mondayOf(clock.now()), plan: 'paid' }, `${cause}:golive`);
    await once(id, { type: 'UnlockSections', sections: [...PAID_SECTIONS] }, `${cause}:unlock`);
    return line.week
      ? `scheduled for the week of ${line.week} on the paid plan; story, milestones and media unlocked`
      : 'live now on the paid plan; story, milestones and media unlocked';
  }

  async function fulfil(number: string, line: PricedLine): Promise<Outcome> {
    const cause = `order:${number}:line:${line.line}`;
    const id = line.listing_id;
    try {
      switch (line.product) {
        case 'launch':
          return { status: 'fulfilled', detail: await publishPaid(line, cause) };
        case 'launch_bundle': {
          const detail = await publishPaid(line, cause);
          const until = featuredUntil();
          await once(id!, { type: 'Feature', until }, `${cause}:feature`);
          return { status: 'fulfilled', detail: `${detail}; featured until ${until.slice(0, 10)}` };
        }
        case 'relaunch': {
          if ((await loadListing(events, id!)).status !== 'live')
            return { status: 'fulfilled', detail: `re${await publishPaid(line, cause)}` };
          await once(id!, { type: 'Relaunch', week: line.week! }, `${cause}:relaunch`);
          await once(id!, { type: 'UnlockSections', sections: [...PAID_SECTIONS] }, `${cause}:unlock`);
          return {
            status: 'fulfilled',
            detail: `relaunched in the week of ${line.week}; it stays live; story, milestones and media unlocked`,
          };
        }
        case 'skip_queue':
          await once(id!, { type: 'ScheduleLaunch', week: line.week!, plan: 'free' }, `${cause}:schedule`);
          return { status: 'fulfilled', detail: `free launch moved to the week of ${line.week}` };
        case 'featured': {
          const until = featuredUntil();
          await once(id!, { type: 'Feature', until }, `${cause}:feature`);
          return { status: 'fulfilled', detail: `featured until ${until.slice(0, 10)}` };
        }
        case 'extra_categories': {
          const current = (await loadListing(events, id!)).profile?.categories ?? [];
          const categories = [...current, ...(line.categories ?? []).filter((c) => !current.includes(c))];
          await listings.execute(id!, { type: 'ChangeProfile', changes: { categories } }, ACTOR, `${cause}:categories`);
          return { status: 'fulfilled', detail: `categories now ${categories.join(', ')}` };
        }
        case 'billboard_min':
          await engagement.execute(
            { type: 'ContributeToBillboard', listingId: id!, amountCents: line.amount_cents!, orderNumber: number },
            ACTOR,
            cause,
          );
          return { status: 'fulfilled', detail: `${line.amount_cents} USD cents put on the billboard` };
        default:
          return {
            status: 'awaiting_team',
            detail: `${line.product_name}: manual work for the site team, who will be in touch`,
          };
      }
    } catch (error) {
      if (error instanceof DomainError)
        return { status: 'failed', detail: `${error.message} The site team has been told and will sort it out.` };
      throw error;
    }
  }

  async function fulfilOrder(event: TriggerEvent<Captured>): Promise<void> {
    const { number } = event.data;
    const { state } = await orders.load(number);
    if (!FULFILLABLE.includes(state.status)) return;
    const lines = [...state.priced!.lines].sort(
      (a, b) => Number(!FIRST.includes(a.product)) - Number(!FIRST.includes(b.product)) || a.line - b.line,
    );
    for (const line of lines) {
      // Read again before each line: a line recorded meanwhile is skipped, and a full refund stops the rest.
      const current = (await orders.load(number)).state;
      if (!FULFILLABLE.includes(current.status)) return;
      if (current.fulfilled[line.line]) continue;
      const outcome = await fulfil(number, line);
      if (outcome.status === 'failed')
        logger.warn('order line not fulfilled', { number, line: line.line, detail: outcome.detail });
      await orders.decide(
        number,
        { type: 'FulfilLine', line: line.line, status: outcome.status, detail: outcome.detail },
        ACTOR,
        `reactor:${event.type}:${event.id}`,
      );
    }
  }

  // A process manager: the paid order's lines become listing, engagement and order events, each step
  // recorded and skipped when it ran (see the header), resumed after a crash.
  return defineProcessManager<void, Captured>({
    name: 'order-fulfilment-reactor',
    eventTypes: ['PaymentCaptured'],
    logger,
    keyOf: (event) => event.data.number,
    step: fulfilOrder,
  });
}
