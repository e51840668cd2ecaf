/**
 * Handlers keyed by operation id. Each context's feature declares its handlers as such an object
 * (`{ get_listing: …, search_listings: … } satisfies OperationHandlers`), so a misspelt id is a
 * compile error, each handler must answer its operation's response type (ResponseOf), and an editor
 * follows an id from the catalog to its handler.
 */
import type { OperationId } from '../catalog/operations.ts';
import type { OperationHandler } from './result.ts';

export type OperationHandlers = { readonly [Id in OperationId]?: OperationHandler<Id> };
