/**
 * The relay's checkpoint read and moved by an operator (`npm run relay -- status|reset`), for when it
 * and the topic have drifted apart (docs/distributed.md, "Relay checkpoint versus topic"):
 *
 * - behind the topic (a document store restored from an older backup): nothing to do; the relay sends
 *   again what the topic has, and consumers skip it by position;
 * - ahead of the topic (the topic was deleted or recreated, or lost its tail): move the checkpoint back
 *   to a position the topic is known to hold everything up to (0: the whole log), so the relay sends
 *   the rest again.
 *
 * A reset is refused while a relay holds a live lease: the running relay would write its own
 * checkpoint over it. Stop every relay first (or wait for a killed one's lease to expire).
 */
import type { DocumentStore } from '../../document-store/document-store.ts';
import type { EventStore } from '../../event-store/event-store.ts';
import { RELAY_CHECKPOINTS_COLLECTION } from './kafka-relay.ts';
import { RELAY_LEASES_COLLECTION, type RelayLease } from './relay-lease.ts';

export interface RelayCheckpointStatus {
  topic: string;
  /** Position of the last event the relay published and checkpointed (0: none). */
  checkpoint: number;
  /** The event store's head: the last position in the log. */
  head: number;
  /** Events in the log not published yet (head − checkpoint; negative: the checkpoint is past the log's head). */
  lag: number;
  /** Who holds the lease and until when, if anyone does now. */
  lease: { holder: string; expiresAt: string } | null;
  /** The last reset by an operator, if any. */
  lastReset?: { at: string; from: number; to: number };
}

interface CheckpointDocument {
  _id: string;
  position: number;
  lastReset?: { at: string; from: number; to: number };
  [field: string]: unknown;
}

export async function relayCheckpointStatus(
  events: EventStore,
  documents: DocumentStore,
  topic: string,
  now: Date,
): Promise<RelayCheckpointStatus> {
  const stored = await documents.collection<CheckpointDocument>(RELAY_CHECKPOINTS_COLLECTION).findOne({ _id: topic });
  const lease = await documents.collection<RelayLease>(RELAY_LEASES_COLLECTION).findOne({ _id: topic });
  const head = await events.headPosition();
  const checkpoint = stored?.position ?? 0;
  return {
    topic,
    checkpoint,
    head,
    lag: head - checkpoint,
    lease:
      lease && lease.expiresAt > now.getTime()
        ? { holder: lease.holder, expiresAt: new Date(lease.expiresAt).toISOString() }
        : null,
    ...(stored?.lastReset ? { lastReset: stored.lastReset } : {}),
  };
}

export class RelayResetRefused extends Error {
  override readonly name = 'RelayResetRefused';
}

/** Moves the relay's checkpoint to `to` (0 ≤ to ≤ head); refused while a relay holds the lease. */
export async function resetRelayCheckpoint(
  events: EventStore,
  documents: DocumentStore,
  topic: string,
  to: number,
  now: Date,
): Promise<{ from: number; to: number }> {
  const status = await relayCheckpointStatus(events, documents, topic, now);
  if (!Number.isSafeInteger(to) || to < 0 || to > status.head)
    throw new RelayResetRefused(`--to must be a position from 0 to the log's head (${status.head}), got ${to}`);
  if (status.lease)
    throw new RelayResetRefused(
      `a relay holds the lease of ${topic} (${status.lease.holder}, until ${status.lease.expiresAt}): stop every relay first`,
    );
  const lastReset = { at: now.toISOString(), from: status.checkpoint, to };
  await documents
    .collection<CheckpointDocument>(RELAY_CHECKPOINTS_COLLECTION)
    .updateOne({ _id: topic }, { $set: { position: to, lastReset } }, { upsert: true });
  return { from: status.checkpoint, to };
}
