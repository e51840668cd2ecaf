/**
 * Snapshots of the search index on disk, so a query service starts from the last snapshot and reads
 * only the events after it instead of the whole log. A snapshot records the position and event id of
 * the last event it reflects; it is used only if the log still has that very event there (a log
 * started afresh, or another log, makes it useless) and if it was written by this version of the
 * index. Otherwise the index is built from the log as before: a snapshot can make a start faster,
 * never wrong.
 *
 * Written every `intervalMs` when the index has moved, and on close, to a temporary file renamed
 * over the old one (a crash mid-write leaves the previous snapshot whole).
 */
import fs from 'node:fs/promises';
import { PRIVATE_FILE_MODE, type EventStore, type Logger } from '@listings/shared/kernel';
import type { ListingSearchIndex } from './listing-search-index.ts';

export interface SearchSnapshotOptions {
  file: string;
  events: EventStore;
  /** How often to write a snapshot when the index has changed; 0 writes only on close. */
  intervalMs: number;
  logger: Logger;
}

export interface SearchSnapshots {
  /** Writes a snapshot now if the index moved since the last one; resolves true when written. */
  save(): Promise<boolean>;
  /** Stops the timer and writes a last snapshot. */
  close(): Promise<void>;
}

export function keepSearchSnapshots(index: ListingSearchIndex, options: SearchSnapshotOptions): SearchSnapshots {
  const { file, events, logger } = options;
  let savedPosition = -1;
  let saving: Promise<boolean> | null = null;

  index.restoreFrom = async () => {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        logger.warn('search snapshot unreadable; building the index from the log', { file, error });
      return 0;
    }
    const started = Date.now();
    let restored: { position: number; eventId: string | null } | null;
    try {
      restored = index.load(bytes);
    } catch (error) {
      logger.warn('search snapshot damaged; building the index from the log', { file, error });
      index.clear();
      return 0;
    }
    if (!restored) {
      logger.info('search snapshot made by another version; building the index from the log', { file });
      return 0;
    }
    if (!(await inLog(events, restored))) {
      logger.warn('search snapshot does not match the event log; building the index from the log', {
        file,
        position: restored.position,
      });
      index.clear();
      return 0;
    }
    savedPosition = restored.position;
    logger.info('search index loaded from its snapshot', {
      position: restored.position,
      listings: index.size,
      ms: Date.now() - started,
    });
    return restored.position;
  };

  const write = async (): Promise<boolean> => {
    const { position } = index.position;
    if (position === savedPosition) return false;
    const bytes = index.snapshot();
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE });
    await fs.chmod(temporary, PRIVATE_FILE_MODE); // a temporary file left by a crash keeps its old mode
    await fs.rename(temporary, file);
    savedPosition = position;
    return true;
  };
  const save = () => {
    saving ??= write().finally(() => (saving = null));
    return saving;
  };
  const timer =
    options.intervalMs > 0
      ? setInterval(
          () => void save().catch((error) => logger.error('writing the search snapshot failed', { file, error })),
          options.intervalMs,
        )
      : null;
  timer?.unref();

  return {
    save,
    async close() {
      if (timer) clearInterval(timer);
      await saving?.catch(() => false);
      await save().catch((error) => logger.error('writing the search snapshot failed', { file, error }));
    },
  };
}

/** Whether the log holds the snapshot's last event at the snapshot's position. */
async function inLog(events: EventStore, at: { position: number; eventId: string | null }): Promise<boolean> {
  if (at.position === 0) return true;
  const [event] = await events.readAll({ afterPosition: at.position - 1, maxCount: 1 });
  return event !== undefined && event.position === at.position && event.id === at.eventId;
}
