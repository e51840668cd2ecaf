/**
 * set_listing_logo (site-only): records a maker's uploaded logo on their listing. The site has
 * already checked and re-encoded the file and stored its renditions (only for the owner); this
 * refuses any rendition the blob store does not hold (so an event never names a missing picture),
 * and decides SetLogo on the owner's listing (another account's listing is a 404). The decider adds
 * the logo or replaces the one shown, naming it.
 */
import { DomainError, type BlobStore } from '@listings/shared/kernel';
import { ok, principalOf, type OperationHandlers } from '@listings/shared/api';
import type { ListingImage } from '@listings/shared/contracts/listings';
import type { OwnedListings } from './owned-listing.ts';

export function listingImageHandlers(deps: { owned: OwnedListings; blobs: BlobStore }) {
  return {
    set_listing_logo: async (context) => {
      const { accountId } = principalOf(context);
      const listingId: number = context.input.params.listing_id;
      const { renditions, original } = context.input.body as Pick<ListingImage, 'renditions' | 'original'>;
      for (const rendition of renditions)
        if (!(await deps.blobs.has(rendition.hash)))
          throw new DomainError('invalid', 'image_not_stored', 'The picture was not stored; upload it again.');
      const logo: ListingImage = { renditions, original, source: 'upload', evidence: [] };
      await deps.owned.execute(listingId, accountId, { type: 'SetLogo', logo }, context.operation.operationId);
      return ok({ listing_id: listingId });
    },
  } satisfies OperationHandlers;
}
