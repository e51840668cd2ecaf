/**
 * list_my_claims: the caller's claims from the `claims` read model, newest first, with status and
 * instructions. Another account's claims never appear.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { ok, principalOf, type OperationHandlers } from '@listings/shared/api';
import { CLAIMS_COLLECTION, type ClaimDocument } from '@listings/projectors/claims';
import type { ClaimView } from '@listings/shared/contracts/claims';
import { pageOf, paged, skipOf } from '../paging.ts';

const viewOf = ({
  _id: _i,
  owner_id: _o,
  state: _s,
  updated_at: _u,
  last_position: _p,
  ...view
}: ClaimDocument): ClaimView => view as ClaimView;

export const claimQueryHandlers = (deps: { documents: DocumentStore }) =>
  ({
    list_my_claims: async (context) => {
      const { accountId } = principalOf(context);
      const page = pageOf(context.input.query);
      const collection = deps.documents.collection<ClaimDocument>(CLAIMS_COLLECTION);
      const filter = { owner_id: accountId };
      const [items, total] = await Promise.all([
        collection.find(filter, { sort: { claim_id: -1 }, skip: skipOf(page), limit: page.per_page }),
        collection.countDocuments(filter),
      ]);
      return ok(paged(items.map(viewOf), page, total));
    },
  }) satisfies OperationHandlers;
