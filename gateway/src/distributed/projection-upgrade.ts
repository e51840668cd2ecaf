/**
 * A projection whose declared version changed (`Projection.version`), rebuilt by the Kafka projectors
 * themselves, as the embedded runner does at start (docs/decisions/distributed.md, "A projection's new
 * version on Kafka"). Before an instance joins the group it compares each projection's version with its
 * stored checkpoints; when one differs:
 *
 * - one instance takes the upgrade lease of the group (`_projection_upgrades`, compare-and-set on holder
 *   and expiry as the relay's lease, renewed while it works); the others wait outside the group until
 *   it is done; under the lease the holder looks again, since another may have finished meanwhile;
 * - the holder records the projections it rebuilds in the lease (`pending`), so a holder that dies
 *   part-way is followed by one that finishes the same work;
 * - it waits until the group has no members: an instance of the old code still consuming would write
 *   the old shape into the rebuilt collections, so a rolling deploy must stop the old instances;
 * - it drops those read models and their checkpoints on every partition, clears the group's progress
 *   (read-your-writes and /ready then wait for the rebuild), and sets the group's offsets to the
 *   beginning of the topic (Kafka allows it only for an empty group). The topic keeps every event, so
 *   the group reads it all again: the other projections skip what is at or before their checkpoints,
 *   the rebuilt ones apply everything;
 * - it clears `pending` and the lease and joins; the waiting instances see nothing left to do and join.
 */
import type { Kafka } from 'kafkajs';
import {
  CHECKPOINTS_COLLECTION,
  DuplicateKeyError,
  type DocumentStore,
  type Logger,
  type Projection,
} from '@listings/shared/kernel';
import { BUS_PROGRESS_COLLECTION } from '@listings/shared/kernel/kafka';

export const PROJECTION_UPGRADES_COLLECTION = '_projection_upgrades';

interface UpgradeLease {
  _id: string;
  holder: string | null;
  expires: number;
  /** Projections the holder is rebuilding: dropped, offsets not yet rewound. */
  pending: string[];
  [field: string]: unknown;
}

export interface ProjectionUpgradeOptions {
  kafka: Kafka;
  documents: DocumentStore;
  projections: readonly Projection[];
  groupId: string;
  topic: string;
  logger: Logger;
  /** Who this instance is, in the lease. */
  instance: string;
  /** How long a lease lasts without renewal (default 30 s). */
  leaseMs?: number;
  /** How often a waiting instance looks again (default 500 ms). */
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The read models whose stored checkpoints were written by another version (none stored: nothing to
 * do). Consumers that start at the log's head (reactors) are left out: rewinding them would act on
 * history again.
 */
export async function changedVersions(documents: DocumentStore, projections: readonly Projection[]): Promise<string[]> {
  const stored = await documents
    .collection<{ _id: string; projection: string; version?: number }>(CHECKPOINTS_COLLECTION)
    .find({});
  return (
    projections
      // Read models only: a consumer that starts at the head (a reactor) is never rewound to the beginning.
      .filter((projection) => !projection.ephemeral && projection.startAt !== 'head')
      .filter((projection) =>
        stored.some(
          (checkpoint) =>
            checkpoint.projection === projection.name && (checkpoint.version ?? 1) !== (projection.version ?? 1),
        ),
      )
      .map((projection) => projection.name)
  );
}

/**
 * Rebuilds, through the group, the projections whose version changed; resolves when this instance may
 * join the group, with the names it rebuilt itself (empty when there was nothing to do or another
 * instance did it).
 */
export async function upgradeProjectionsOnKafka(options: ProjectionUpgradeOptions): Promise<string[]> {
  const { documents, projections, groupId, logger, instance } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 500;
  const leases = documents.collection<UpgradeLease>(PROJECTION_UPGRADES_COLLECTION);

  /** Takes or renews the lease (compare-and-set, as the relay's lease: an insert, or an update filtered on what was read). */
  const take = async (): Promise<boolean> => {
    const now = Date.now();
    const current = await leases.findOne({ _id: groupId });
    if (current && current.holder !== null && current.holder !== instance && current.expires >= now) return false;
    if (!current) {
      try {
        await leases.insertOne({ _id: groupId, holder: instance, expires: now + leaseMs, pending: [] });
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false; // another instance created it first
        throw error;
      }
    }
    const { matchedCount } = await leases.updateOne(
      { _id: groupId, holder: current.holder, expires: current.expires },
      { $set: { holder: instance, expires: now + leaseMs } },
    );
    return matchedCount === 1;
  };

  let waitingSince = 0;
  for (;;) {
    const changed = await changedVersions(documents, projections);
    const pending = (await leases.findOne({ _id: groupId }))?.pending ?? [];
    if (changed.length === 0 && pending.length === 0) return [];
    if (!(await take())) {
      if (Date.now() - waitingSince > 10_000) {
        waitingSince = Date.now();
        logger.info('projections upgrade: another instance is rebuilding; waiting', { group: groupId });
      }
      await sleep(pollMs);
      continue;
    }
    // Under the lease, look again: the holder before may have finished since (read, then taken).
    const changedNow = await changedVersions(documents, projections);
    const pendingNow = (await leases.findOne({ _id: groupId }))?.pending ?? [];
    if (changedNow.length === 0 && pendingNow.length === 0) {
      await leases.updateOne({ _id: groupId, holder: instance }, { $set: { holder: null, expires: 0 } });
      return [];
    }
    const names = [...new Set([...pendingNow, ...changedNow])];
    await leases.updateOne({ _id: groupId, holder: instance }, { $set: { pending: names } });
    await rebuildThroughGroup(options, names, take);
    await leases.updateOne({ _id: groupId, holder: instance }, { $set: { pending: [], holder: null, expires: 0 } });
    logger.info('projections upgrade: rebuilt through the group', { group: groupId, projections: names });
    return names;
  }
}

async function rebuildThroughGroup(
  options: ProjectionUpgradeOptions,
  names: readonly string[],
  renew: () => Promise<boolean>,
): Promise<void> {
  const { kafka, documents, projections, groupId, topic, logger } = options;
  const admin = kafka.admin();
  await admin.connect();
  try {
    // Old instances still in the group would go on writing the old shape: wait until none is left.
    let loggedAt = 0;
    for (;;) {
      const { groups } = await admin.describeGroups([groupId]);
      const group = groups[0];
      if (!group || group.state === 'Empty' || group.state === 'Dead') break;
      if (!(await renew())) throw new Error('projections upgrade: lost the lease while waiting for the group');
      if (Date.now() - loggedAt > 10_000) {
        loggedAt = Date.now();
        logger.info('projections upgrade: waiting for the group to have no members (stop the old instances)', {
          group: groupId,
          members: group.members.map((member) => member.memberId),
        });
      }
      await sleep(options.pollMs ?? 500);
    }
    for (const projection of projections.filter((p) => names.includes(p.name))) {
      for (const collection of projection.collections) await documents.collection(collection).drop();
      await documents.collection(CHECKPOINTS_COLLECTION).deleteMany({ projection: projection.name });
      await projection.setup?.(documents);
    }
    await documents.collection(BUS_PROGRESS_COLLECTION).deleteMany({ group: groupId, topic });
    if (!(await renew())) throw new Error('projections upgrade: lost the lease before rewinding the group');
    await admin.resetOffsets({ groupId, topic, earliest: true });
  } finally {
    await admin.disconnect();
  }
}
