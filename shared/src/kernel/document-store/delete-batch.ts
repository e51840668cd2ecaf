/**
 * Bounded deletes for housekeeping: at most `limit` documents matching a filter go in one call, so a
 * purge of a large backlog (a store left alone for months) is spread over ticks instead of one long
 * delete that holds the embedded store or a MongoDB collection. Ids first, then one delete by id.
 */
import type { Collection, Document, Filter } from './document-store.ts';

export async function deleteBatch<T extends Document>(
  collection: Collection<T>,
  filter: Filter,
  limit: number,
): Promise<number> {
  const ids = (await collection.find(filter, { limit, projection: { _id: 1 } })).map((document) => document._id);
  if (ids.length === 0) return 0;
  return (await collection.deleteMany({ _id: { $in: ids } })).deletedCount;
}
