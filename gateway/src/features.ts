/**
 * Every feature of the service, one per bounded context. The service (embedded or distributed) wires
 * exactly this list. Adding an operation means: its catalog entry, and its handler in its context's
 * feature; the check below refuses to compile while any operation of the catalog has no handler.
 */
import type { OperationHandler, OperationId } from '@listings/shared/api';
import type { BuiltFeature, Feature } from './features/feature.ts';
import { accountsFeature } from './accounts/feature.ts';
import { listingsFeature } from './listings/feature.ts';
import { siteContentFeature } from './site-content/feature.ts';
import { draftsFeature } from './drafts/feature.ts';
import { myListingsFeature } from './my-listings/feature.ts';
import { claimsFeature } from './claims/feature.ts';
import { ordersFeature } from './orders/feature.ts';
import { engagementFeature } from './engagement/feature.ts';
import { housekeepingFeature } from './housekeeping/feature.ts';
import { listingImagesFeature } from './listing-images/feature.ts';
import { staffFeature } from './staff/feature.ts';

export const FEATURES = [
  accountsFeature,
  siteContentFeature,
  listingsFeature,
  engagementFeature,
  draftsFeature,
  myListingsFeature,
  claimsFeature,
  ordersFeature,
  housekeepingFeature,
  listingImagesFeature,
  staffFeature,
] as const;

/** The features as built, by name, with what each exposes (e.g. `orders.payments`). */
export type BuiltFeatures = {
  [F in (typeof FEATURES)[number] as F['name']]: ReturnType<F['build']>;
};

type HandledBy<F> = F extends Feature<infer Built> ? keyof Built['operations'] : never;
type Unhandled = Exclude<OperationId, HandledBy<(typeof FEATURES)[number]>>;
/** Fails to compile, naming the operations, when an operation of the catalog has no handler. */
export const EVERY_OPERATION_HAS_A_HANDLER: [Unhandled] extends [never] ? true : { unhandled: Unhandled } = true;

/** The built features' handlers by operation id; an operation handled twice is a wiring error. */
export function operationHandlers(built: readonly BuiltFeature[]): Map<string, OperationHandler> {
  const handlers = new Map<string, OperationHandler>();
  for (const { operations } of built) {
    for (const [id, handler] of Object.entries(operations) as [string, OperationHandler][]) {
      if (handlers.has(id)) throw new Error(`Operation ${id} has two handlers`);
      handlers.set(id, handler);
    }
  }
  return handlers;
}

/** Every read model kept in the document store (the projectors process runs exactly these). */
export const READ_MODELS = FEATURES.flatMap((feature) => feature.projections);
