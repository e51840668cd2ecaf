/**
 * set_listing_logo, add_listing_screenshot, remove_listing_screenshot, set_founder_photo,
 * remove_founder_photo (site-only): a maker's uploaded logo, gallery and founders' photos on their
 * listing. The site has
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
  /** The uploaded picture of the body, once every rendition is in the blob store. */
  const uploaded = async (body: unknown): Promise<ListingImage> => {
    const { renditions, original } = body as Pick<ListingImage, 'renditions' | 'original'>;
    for (const rendition of renditions)
      if (!(await deps.blobs.has(rendition.hash)))
        throw new DomainError('invalid', 'image_not_stored', 'The picture was not stored; upload it again.');
    return { renditions, original, source: 'upload', evidence: [] };
  };
  return {
    set_listing_logo: async (context) => {
      const { accountId } = principalOf(context);
      const listingId: number = context.input.params.listing_id;
      const logo = await uploaded(context.input.body);
      await deps.owned.execute(listingId, accountId, { type: 'SetLogo', logo }, context.operation.operationId);
      return ok({ listing_id: listingId });
    },
    add_listing_screenshot: async (context) => {
      const { accountId } = principalOf(context);
      const listingId: number = context.input.params.listing_id;
      const image = await uploaded(context.input.body);
      await deps.owned.execute(listingId, accountId, { type: 'AddScreenshot', image }, context.operation.operationId);
      return ok({ listing_id: listingId });
    },
    remove_listing_screenshot: async (context) => {
      const { accountId } = principalOf(context);
      const listingId: number = context.input.params.listing_id;
      const { hash } = context.input.body as { hash: string };
      await deps.owned.execute(listingId, accountId, { type: 'RemoveScreenshot', hash }, context.operation.operationId);
      return ok({ listing_id: listingId });
    },
    set_founder_photo: async (context) => {
      const { accountId } = principalOf(context);
      const { listing_id: listingId, founder_slug: founderSlug } = context.input.params;
      const photo = await uploaded(context.input.body);
      await deps.owned.execute(
        listingId,
        accountId,
        { type: 'SetFounderPhoto', founderSlug, photo },
        context.operation.operationId,
      );
      return ok({ listing_id: listingId });
    },
    remove_founder_photo: async (context) => {
      const { accountId } = principalOf(context);
      const { listing_id: listingId, founder_slug: founderSlug } = context.input.params;
      await deps.owned.execute(
        listingId,
        accountId,
        { type: 'RemoveFounderPhoto', founderSlug },
        context.operation.operationId,
      );
      return ok({ listing_id: listingId });
    },
  } satisfies OperationHandlers;
}
