import type { DocumentStore } from '@listings/shared/kernel';
import { ORDERS_COLLECTION, type OrderDocument } from '@listings/projectors/orders';

/** Pending orders whose checkout link ran out before `now` (the order expiry job decides each on its stream). */
export async function dueOrderExpiries(documents: DocumentStore, now: string, limit = 500): Promise<string[]> {
  const due = await documents
    .collection<OrderDocument>(ORDERS_COLLECTION)
    .find(
      { status: 'pending', payable_until: { $lt: now } },
      { sort: { payable_until: 1 }, limit, projection: { _id: 1 } },
    );
  return due.map((doc) => doc._id);
}
