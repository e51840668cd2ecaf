/**
 * One relay per topic, enforced: a lease in the document store (collection `_relay_leases`, one
 * document per topic: holder, expiry). The holder renews it well before it expires; a second relay
 * finds it held and waits as a standby, taking it once it has expired (its holder died or lost the
 * store). Every change is a compare-and-set on what was read (insert of a new document, or an update
 * whose filter names the holder and expiry seen), so two standbys racing for an expired lease cannot
 * both win.
 *
 * The decision is pure (`decideLease`, the time passed in); `RelayLeases` applies it to the store.
 * Fencing is the relay's part: it renews (a compare-and-set that fails once the lease is lost) before
 * each page it publishes, and writes the checkpoint only while it still holds the lease.
 *
 * Times are wall-clock milliseconds compared across machines: keep clocks in sync (NTP) to well under
 * the lease's length.
 */
import { DuplicateKeyError, type DocumentStore } from '../../document-store/document-store.ts';

export const RELAY_LEASES_COLLECTION = '_relay_leases';

export interface RelayLease {
  _id: string;
  holder: string;
  /** Milliseconds since the epoch after which the lease is free. */
  expiresAt: number;
  [field: string]: unknown;
}

/**
 * What a relay does with the lease it read:
 * - `renew`: it holds it and it has not expired: extend it;
 * - `take`: nobody holds it (no document, or expired, or released): claim it;
 * - `wait`: another relay holds it: stay a standby.
 */
export type LeaseDecision = 'renew' | 'take' | 'wait';

export function decideLease(
  lease: Pick<RelayLease, 'holder' | 'expiresAt'> | null,
  me: string,
  now: number,
): LeaseDecision {
  if (!lease || lease.expiresAt <= now) return 'take';
  return lease.holder === me ? 'renew' : 'wait';
}

export class RelayLeases {
  private readonly documents: DocumentStore;
  private readonly topic: string;
  private readonly ttlMs: number;

  constructor(documents: DocumentStore, topic: string, ttlMs: number) {
    this.documents = documents;
    this.topic = topic;
    this.ttlMs = ttlMs;
  }

  private get leases() {
    return this.documents.collection<RelayLease>(RELAY_LEASES_COLLECTION);
  }

  read(): Promise<RelayLease | null> {
    return this.leases.findOne({ _id: this.topic });
  }

  /** Takes or renews the lease for `me` as `decideLease` says; the new expiry when `me` holds it after, else null. */
  async claim(me: string, now: number): Promise<number | null> {
    const current = await this.read();
    const decision = decideLease(current, me, now);
    if (decision === 'wait') return null;
    const expiresAt = now + this.ttlMs;
    if (!current) {
      try {
        await this.leases.insertOne({ _id: this.topic, holder: me, expiresAt, since: new Date(now).toISOString() });
        return expiresAt;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return null; // another relay created it first
        throw error;
      }
    }
    const changes = decision === 'take' ? { holder: me, expiresAt, since: new Date(now).toISOString() } : { expiresAt };
    const { matchedCount } = await this.leases.updateOne(
      { _id: this.topic, holder: current.holder, expiresAt: current.expiresAt },
      { $set: changes },
    );
    return matchedCount === 1 ? expiresAt : null;
  }

  /** Gives the lease up at once (a clean stop), so a standby takes over without waiting for the expiry. */
  async release(me: string): Promise<void> {
    await this.leases.updateOne({ _id: this.topic, holder: me }, { $set: { expiresAt: 0 } });
  }
}
