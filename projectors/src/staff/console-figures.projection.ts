/**
 * The console dashboard's figures (collection `console_figures`): one small document per event that
 * counts (a sign-up, a submission, a draft ready, a free or paid publish, money captured or refunded,
 * a vote counted or discounted), keyed by the event's id, with its week (Monday, UTC) and amount. Keyed
 * by event, a redelivered event writes the same document, so no counter can be doubled; the
 * dashboard adds up the weeks it shows (an index on `week`). Rebuildable from the log like every read
 * model.
 *
 * Per site (issue 30): each document records the site of the network its event belongs to (`site`,
 * null for the default site, as the listings read model keeps it): a draft's from its DraftStarted, a
 * listing's (its publish, its votes) from its ListingCreated, an order's (its payments) from its
 * OrderPlaced, a sign-up's from the account's first e-mail verification request (the host the person
 * signed up on). Those keys are kept in `console_figures_sites`, written in log order, so a rebuild
 * resolves them as the live run did. Events that name no site (all written before the network) are
 * the default site's: an upcast, the log is not rewritten.
 */
import { defineProjection, mondayOf, type DocumentStore } from '@listings/shared/kernel';
import { listingsOfSite, type SiteOfRead } from '@listings/shared/contracts/listings';
import type { AccountEvent } from '@listings/shared/contracts/accounts';
import type { DraftEvent } from '@listings/shared/contracts/drafts';
import type { ListingEvent } from '@listings/shared/contracts/listings';
import type { OrderEvent } from '@listings/shared/contracts/orders';
import type { VoteCountingEvent } from '@listings/shared/contracts/engagement';

export const CONSOLE_FIGURES_COLLECTION = 'console_figures';
/** The site of each listing, draft and order the figures met (`listing:<id>`, `draft:<id>`, `order:<number>`). */
export const CONSOLE_FIGURE_SITES_COLLECTION = 'console_figures_sites';

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
  /** The site's key; null: the default site. */
  site: string | null;
  /** A sign-up's account, until its site is known from its first verification request. */
  account?: string;
  [field: string]: unknown;
}

interface SiteKeyDocument {
  _id: string;
  site: string | null;
  [field: string]: unknown;
}

type Keyed =
  | Extract<ListingEvent, { type: 'ListingCreated' }>
  | Extract<OrderEvent, { type: 'OrderPlaced' }>
  | Extract<AccountEvent, { type: 'EmailVerificationRequested' }>;

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

/** The key of the thing whose site the event's figure is (none: the event names its own site, or the default's). */
const ownerOf = (event: Counted): string | null => {
  switch (event.type) {
    case 'DraftProposed':
      return `draft:${event.data.draftId}`;
    case 'ListingWentLive':
    case 'VoteCounted':
    case 'VoteDiscounted':
      return `listing:${event.data.listingId}`;
    case 'PaymentCaptured':
    case 'PaymentRefunded':
      return `order:${event.data.number}`;
    default:
      return null;
  }
};

export const consoleFiguresProjection = defineProjection<Counted | Keyed>({
  name: 'console-figures',
  collections: [CONSOLE_FIGURES_COLLECTION, CONSOLE_FIGURE_SITES_COLLECTION],
  eventTypes: [
    'ListingCreated',
    'OrderPlaced',
    'EmailVerificationRequested',
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
    await documents.collection(CONSOLE_FIGURES_COLLECTION).createIndex({ account: 1 });
  },

  async apply(event, documents) {
    const figures = documents.collection<FigureDocument>(CONSOLE_FIGURES_COLLECTION);
    const sites = documents.collection<SiteKeyDocument>(CONSOLE_FIGURE_SITES_COLLECTION);
    const remember = (id: string, site: string | undefined) =>
      sites.replaceOne({ _id: id }, { _id: id, site: site ?? null }, { upsert: true });
    switch (event.type) {
      case 'ListingCreated':
        return void (await remember(`listing:${event.data.listingId}`, event.data.site));
      case 'OrderPlaced':
        return void (await remember(`order:${event.data.number}`, event.data.site));
      case 'EmailVerificationRequested':
        // The first request is the sign-up's: its site is the sign-up's; later ones leave it.
        return void (await figures.updateOne(
          { kind: 'signups', account: event.data.accountId },
          { $set: { site: event.data.site ?? null, account: null } },
        ));
      case 'DraftStarted':
        await remember(`draft:${event.data.draftId}`, event.data.site);
        break;
    }
    const counted = event as Counted;
    const { kind, amount } = figureOf(counted);
    const owner = ownerOf(counted);
    const site = owner
      ? ((await sites.findOne({ _id: owner }))?.site ?? null)
      : ((counted.data as { site?: string }).site ?? null);
    const week = mondayOf(event.metadata.at);
    const existing = kind === 'signups' ? await figures.findOne({ _id: event.id }) : null;
    await figures.replaceOne(
      { _id: event.id },
      existing
        ? existing
        : {
            _id: event.id,
            week,
            kind,
            amount,
            site,
            ...(kind === 'signups' ? { account: (counted.data as { accountId: string }).accountId } : {}),
          },
      { upsert: true },
    );
  },
});

/**
 * Per week (Monday) from `fromWeek` on, each figure's sum; weeks without any event are absent. With
 * `site`, that site's figures only (a document without a site is the default site's); without, the
 * network's totals.
 */
export async function weeklyFigures(
  documents: DocumentStore,
  fromWeek: string,
  site?: SiteOfRead,
): Promise<Map<string, Record<FigureKind, number>>> {
  const rows = await documents
    .collection<FigureDocument>(CONSOLE_FIGURES_COLLECTION)
    .find(
      { week: { $gte: fromWeek }, ...(site ? listingsOfSite(site) : {}) },
      { projection: { week: 1, kind: 1, amount: 1 } },
    );
  const weeks = new Map<string, Record<FigureKind, number>>();
  for (const row of rows) {
    let sums = weeks.get(row.week);
    if (!sums)
      weeks.set(row.week, (sums = Object.fromEntries(FIGURE_KINDS.map((k) => [k, 0])) as Record<FigureKind, number>));
    sums[row.kind] += row.amount;
  }
  return weeks;
}
