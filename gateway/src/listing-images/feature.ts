/**
 * Listing pictures (issue 31, part 1): the site-only set_listing_logo, add_listing_screenshot,
 * remove_listing_screenshot, set_founder_photo and remove_founder_photo operations, and the maker's
 * logo, gallery and founders' photo pages (in the site's
 * workspace). The logo reactor that reads logos off company sites is the drafts feature's (it reacts
 * to listings made from drafts); the read model is the listings projection's `site_logo`. Its own
 * feature so the pictures' pages and wiring sit in one place.
 */
import { listingImageHandlers, OwnedListings } from '@listings/command-service/my-listings';
import { defineFeature } from '../features/feature.ts';
import { founderPhotoRouter, galleryRouter, logoUploadRouter, makerPagesFor } from '@listings/site';

export const listingImagesFeature = defineFeature({
  name: 'listing-images',
  projections: [],
  build: (deps) => {
    const { events, clock, documents, blobs } = deps;
    return {
      operations: listingImageHandlers({ owned: new OwnedListings(events, clock), blobs }),
      routes: (edge) => {
        const maker = makerPagesFor(deps, edge);
        return [
          { path: '/', router: logoUploadRouter(maker, { documents, blobs }) },
          { path: '/', router: galleryRouter(maker, { documents, blobs }) },
          { path: '/', router: founderPhotoRouter(maker, { documents, blobs }) },
        ];
      },
    };
  },
});
