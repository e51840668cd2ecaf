/**
 * The order as the checkout page renders it: its read-model document, with what only that page uses
 * (the link token's hash for its access check, the request, the billing details last given). Never
 * handed to an API answer as is: API views go through orderView.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { ORDERS_COLLECTION, type OrderDocument } from '@listings/projectors/orders';

export type CheckoutOrder = OrderDocument;

export const findCheckoutOrder = (documents: DocumentStore, number: string): Promise<CheckoutOrder | null> =>
  documents.collection<OrderDocument>(ORDERS_COLLECTION).findOne({ _id: number });
