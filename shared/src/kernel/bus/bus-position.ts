/**
 * Read-your-writes in distributed mode: a write's position token P is reached once the projectors'
 * group has handled a watermark ≥ P on every partition (see event-bus.ts), which it records in the
 * shared document store. The query side polls that record, boundedly.
 */
import type { DocumentStore } from '../document-store/document-store.ts';
import { BUS_PROGRESS_COLLECTION, type BusProgress } from './event-bus.ts';

export interface BusPositionOptions {
  group: string;
  topic: string;
  partitions: number;
  /** How often to look again while waiting. Default 25 ms. */
  pollIntervalMs?: number;
}

export class BusPosition {
  private readonly documents: DocumentStore;
  private readonly options: BusPositionOptions;

  constructor(documents: DocumentStore, options: BusPositionOptions) {
    this.documents = documents;
    this.options = options;
  }

  /** The lowest position the group has reached on any partition (0 until every partition has progress). */
  async position(): Promise<number> {
    const docs = await this.documents
      .collection<BusProgress>(BUS_PROGRESS_COLLECTION)
      .find({ group: this.options.group, topic: this.options.topic });
    const byPartition = new Map(docs.map((doc) => [doc.partition, doc.position]));
    let lowest = Number.MAX_SAFE_INTEGER;
    for (let partition = 0; partition < this.options.partitions; partition++)
      lowest = Math.min(lowest, byPartition.get(partition) ?? 0);
    return this.options.partitions > 0 ? lowest : 0;
  }

  /** Waits until the projectors have applied everything up to `position`, at most `timeoutMs`; true when reached. */
  async waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if ((await this.position()) >= position) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(this.options.pollIntervalMs ?? 25, Math.max(0, deadline - Date.now()))),
      );
    }
  }
}
