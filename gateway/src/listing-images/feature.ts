/**
 * Listing pictures (issue 31, part 1): the site-only set_listing_logo operation and the maker's logo
 * upload page. The logo reactor that reads logos off company sites is the drafts feature's (it reacts
 * to listings made from drafts); the read model is the listings projection's `site_logo`. Its own
 * feature so the pictures' pages and wiring sit in one place.
 */
import { listingImageHandlers, OwnedListings } from '@listings/command-service/my-listings';
import { defineFeature } from '../features/feature.ts';
import { MakerPages } from '../pages/maker-pages.ts';
import { sitePagesFor } from '../pages/site-pages.ts';
import { logoUploadRouter } from './logo-upload.router.ts';

export const listingImagesFeature = defineFeature({
  name: 'listing-images',
  projections: [],
  build: (deps) => {
    const { events, clock, documents, blobs, logger } = deps;
    return {
      operations: listingImageHandlers({ owned: new OwnedListings(events, clock), blobs }),
      routes: (edge) => {
        const maker = new MakerPages({ pages: sitePagesFor(deps, edge), ...edge, documents, logger });
        return [{ path: '/', router: logoUploadRouter(maker, { documents, blobs }) }];
      },
    };
  },
});
