/**
 * The auditors' replay, shared by the audit CLI (audit-cli.ts) and the audit operations of the API and
 * MCP (audit-handlers.ts), so both give the same answers from the same code: a listing's versions with
 * before and after per field, a listing folded up to an instant, a stream's events (drafts, claims,
 * orders) with who, when and why. Everything is read from the event log, never from a read model; "when"
 * is the time the command was decided (metadata.at, from the Clock port).
 */
import { systemClock, type Actor, type EventStore, type RecordedEvent } from '@listings/shared/kernel';
import { ListingCommands, listingDecider, type ListingState } from '@listings/command-service/listings';
import { listingStream, type ListingEvent } from '@listings/shared/contracts/listings';
import { draftStream } from '@listings/shared/contracts/drafts';
import { claimStream } from '@listings/shared/contracts/claims';
import { orderStream } from '@listings/shared/contracts/orders';

/** A listing's events, found by slug or numeric id; undefined when there is no such listing. */
export async function listingEvents(
  events: EventStore,
  ref: string,
): Promise<{ listingId: number; history: RecordedEvent[] } | undefined> {
  const listingId = /^\d+$/.test(ref)
    ? Number(ref)
    : await new ListingCommands(events, systemClock).listingIdBySlug(ref);
  if (listingId === null || !Number.isSafeInteger(listingId)) return undefined;
  const history = await events.readStream(listingStream(listingId));
  return history.length ? { listingId, history } : undefined;
}

/** The field-level changes an event made: before and after per field (undefined: unset). */
export function fieldChanges(event: RecordedEvent): { field: string; before: unknown; after: unknown }[] {
  const data = event.data as Record<string, unknown>;
  if (event.type === 'ListingCreated') {
    const profile = (data.profile ?? {}) as Record<string, unknown>;
    return [
      { field: 'slug', before: undefined, after: data.slug },
      { field: 'owner', before: undefined, after: data.ownerId },
      ...Object.entries(profile).map(([field, after]) => ({ field, before: undefined, after })),
    ];
  }
  if (event.type === 'ListingProfileChanged') {
    return Object.entries(data.changes as Record<string, { before: unknown; after: unknown }>).map(
      ([field, { before, after }]) => ({ field, before, after }),
    );
  }
  const { listingId: _id, ...rest } = data;
  return Object.entries(rest).map(([field, after]) => ({ field, before: undefined, after }));
}

/** One version of a listing: the event that made it, who, when, why, and what it changed. */
export interface ListingVersion {
  revision: number;
  type: string;
  at: string;
  recordedAt: string;
  actor: Actor;
  cause: string;
  changes: { field: string; before: unknown; after: unknown }[];
}

export const listingVersions = (history: readonly RecordedEvent[]): ListingVersion[] =>
  history.map((event) => ({
    revision: event.revision,
    type: event.type,
    at: event.metadata.at,
    recordedAt: event.recordedAt,
    actor: event.metadata.actor,
    cause: event.metadata.cause,
    changes: fieldChanges(event),
  }));

/** The listing as it stood at `time`: its events decided up to then, folded by the listing decider. */
export function asOf(history: readonly RecordedEvent[], time: Date): { state: ListingState; applied: number } {
  const upTo = history.filter((event) => Date.parse(event.metadata.at) <= time.getTime());
  const state = upTo.reduce(
    (current, event) => listingDecider.evolve(current, { type: event.type, data: event.data } as ListingEvent),
    listingDecider.initialState(),
  );
  return { state, applied: upTo.length };
}

/** The streams an auditor may read whole, by kind, with how their id is written. */
export const AUDITED_STREAMS = {
  draft: { streamOf: (id: string) => draftStream(id), id: /^[0-9a-f-]{36}$/i },
  claim: { streamOf: (id: string) => claimStream(Number(id)), id: /^[1-9]\d{0,15}$/ },
  order: { streamOf: (id: string) => orderStream(id), id: /^[^\s]{1,64}$/ },
} as const;
export type AuditedKind = keyof typeof AUDITED_STREAMS;

/**
 * Fields holding what would let a reader act as someone (the claim e-mail link's nonce and the hashes
 * of links' tokens): shown as `[redacted]`, since auditors read who did what, not credentials.
 */
const SECRET_FIELD = /(nonce|hash|secret|password)$/i;

const redact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_FIELD.test(key) ? '[redacted]' : redact(inner)]),
    );
  return value;
};

/** One event of a draft, claim or order: who, when, why, and its data (secrets redacted). */
export interface StreamEntry {
  revision: number;
  type: string;
  at: string;
  recordedAt: string;
  actor: Actor;
  cause: string;
  data: unknown;
}

/** The whole history of one draft, claim or order; undefined when the id is malformed or has no events. */
export async function streamHistory(
  events: EventStore,
  kind: AuditedKind,
  id: string,
): Promise<StreamEntry[] | undefined> {
  const audited = AUDITED_STREAMS[kind];
  if (!audited.id.test(id)) return undefined;
  const history = await events.readStream(audited.streamOf(id));
  if (!history.length) return undefined;
  return history.map((event) => ({
    revision: event.revision,
    type: event.type,
    at: event.metadata.at,
    recordedAt: event.recordedAt,
    actor: event.metadata.actor,
    cause: event.metadata.cause,
    data: redact(event.data),
  }));
}
