/**
 * The console dashboard's figures (collection `console_figures`): one small document per event that
 * counts (a sign-up, a submission, a draft ready, a free or paid publish, money captured or refunded,
 * a vote counted or discounted), keyed by the event's id, with its week (Monday, UTC) and amount. Keyed
 * by event, a redelivered event writes the same document, so no counter can be doubled; the
 * dashboard adds up the weeks it shows (an index on `week`). Rebuildable from the log like every read
 * model. The events do not carry a site key yet: the figures are the deployment's.
 */
import { defineProjection, mondayOf, type DocumentStore } from '@listings/shared/kernel';
import type { AccountEvent } from '@listings/shared/contracts/accounts';
import type { DraftEvent } from '@listings/shared/contracts/drafts';
import type { ListingEvent } from '@listings/shared/contracts/listings';
import type { OrderEvent } from '@listings/shared/contracts/orders';
import type { VoteCountingEvent } from '@listings/shared/contracts/engagement';

export const CONSOLE_FIGURES_COLLECTION = 'console_figures';

export const FIGURE_KINDS = [
  'signups',
  'submissions',
  'drafts_ready',
  'free_publishes',
  'paid_publishes',
  'revenue_cents',
  'votes_counted',
  'votes_discounted',
] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

interface FigureDocument {
  _id: string;
  week: string;
  kind: FigureKind;
  /** 1 for a count; cents for revenue (negative for a refund). */
  amount: number;
  [field: string]: unknown;
}

type Counted =
  | Extract<AccountEvent, { type: 'AccountRegistered' }>
  | Extract<DraftEvent, { type: 'DraftStarted' | 'DraftProposed' }>
  | Extract<ListingEvent, { type: 'ListingWentLive' }>
  | Extract<OrderEvent, { type: 'PaymentCaptured' | 'PaymentRefunded' }>
  | VoteCountingEvent;

const figureOf = (event: Counted): { kind: FigureKind; amount: number } => {
  switch (event.type) {
    case 'AccountRegistered':
      return { kind: 'signups', amount: 1 };
    case 'DraftStarted':
      return { kind: 'submissions', amount: 1 };
    case 'DraftProposed':
      return { kind: 'drafts_ready', amount: 1 };
    case 'ListingWentLive':
      return { kind: event.data.plan === 'paid' ? 'paid_publishes' : 'free_publishes', amount: 1 };
    case 'PaymentCaptured':
      return { kind: 'revenue_cents', amount: event.data.amountCents };
    case 'PaymentRefunded':
      return { kind: 'revenue_cents', amount: -event.data.amountCents };
    case 'VoteCounted':
      return { kind: 'votes_counted', amount: 1 };
    case 'VoteDiscounted':
      return { kind: 'votes_discounted', amount: 1 };
  }
};

export const consoleFiguresProjection = defineProjection<Counted>({
  name: 'console-figures',
  collections: [CONSOLE_FIGURES_COLLECTION],
  eventTypes: [
    'AccountRegistered',
    'DraftStarted',
    'DraftProposed',
    'ListingWentLive',
    'PaymentCaptured',
    'PaymentRefunded',
    'VoteCounted',
    'VoteDiscounted',
  ],

  async setup(documents) {
    await documents.collection(CONSOLE_FIGURES_COLLECTION).createIndex({ week: 1 });
  },

  async apply(event, documents) {
    const { kind, amount } = figureOf(event as Counted);
    const week = mondayOf(event.metadata.at);
    await documents
      .collection<FigureDocument>(CONSOLE_FIGURES_COLLECTION)
      .replaceOne({ _id: event.id }, { _id: event.id, week, kind, amount }, { upsert: true });
  },
});

/** Per week (Monday) from `fromWeek` on, each figure's sum; weeks without any event are absent. */
export async function weeklyFigures(
  documents: DocumentStore,
  fromWeek: string,
): Promise<Map<string, Record<FigureKind, number>>> {
  const rows = await documents
    .collection<FigureDocument>(CONSOLE_FIGURES_COLLECTION)
    .find({ week: { $gte: fromWeek } }, { projection: { week: 1, kind: 1, amount: 1 } });
  const weeks = new Map<string, Record<FigureKind, number>>();
  for (const row of rows) {
    let sums = weeks.get(row.week);
    if (!sums)
      weeks.set(row.week, (sums = Object.fromEntries(FIGURE_KINDS.map((k) => [k, 0])) as Record<FigureKind, number>));
    sums[row.kind] += row.amount;
  }
  return weeks;
}
