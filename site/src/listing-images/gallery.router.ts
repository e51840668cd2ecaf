/**
 * The maker's gallery page: `/me/listings/:id/screenshots` shows the screenshots of the paid media
 * section (each with a remove button) and a plain multipart form to add up to three at once; a
 * listing whose media section is locked is told it is part of the paid plan. Adding runs as the logo
 * upload does (multipart-upload.ts under limits, CSRF, ownership, then checkImageUpload with the
 * screenshot shape): a bad file, more than the gallery holds, or a locked section answers a 400 or
 * 409 page naming the `screenshots` field with nothing stored; good files are stored and each
 * recorded by add_listing_screenshot. Removing runs remove_listing_screenshot.
 */
import express from 'express';
import type { BlobStore, DocumentStore } from '@listings/shared/kernel';
import { SCREENSHOT_UPLOAD_RULES } from '@listings/shared/platform';
import { MAX_SCREENSHOTS, type ListingImage } from '@listings/shared/contracts/listings';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { html } from '../kit/html.ts';
import {
  fieldError,
  formSecrets,
  invalidAttrs,
  pageErrorOf,
  refusalOf,
  type MakerContext,
  type MakerPages,
} from '../kit/maker-pages.ts';
import type { RenderedPage } from '../kit/site-pages.ts';
import { screenshotPicture } from './logo-html.ts';
import { storedImagesOf } from './stored-images.ts';
import { uploadsOf } from './multipart-upload.ts';
import { checkedUploads, storeAndRecord, uploadPost } from './upload-steps.ts';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml';
const DONE: Record<string, string> = { added: 'Added to your gallery.', removed: 'Removed from your gallery.' };

export function galleryRouter(maker: MakerPages, deps: { documents: DocumentStore; blobs: BlobStore }): express.Router {
  const router = express.Router();
  const listingIdOf = (context: MakerContext) => String(context.req.params.id);

  const screenshotsOf = async (listingId: number): Promise<ListingImage[]> =>
    (
      await deps.documents
        .collection<ListingDocument>(LISTINGS_COLLECTION)
        .findOne({ listing_id: listingId }, { projection: { site_screenshots: 1 } })
    )?.site_screenshots ?? [];

  async function galleryPage(
    context: MakerContext,
    options: { error?: string; status?: number } = {},
  ): Promise<RenderedPage> {
    const listing = await context.read<{ listing_id: number; name: string; public_sections: string[] }>(
      'get_my_listing',
      { params: { listing_id: listingIdOf(context) } },
    );
    const shots = await screenshotsOf(listing.listing_id);
    // A screenshot whose files are missing is listed without its picture, so it can still be removed.
    const shown = await Promise.all(shots.map((shot) => storedImagesOf(deps.blobs).image(shot)));
    const unlocked = listing.public_sections.includes('media');
    const done = typeof context.req.query.done === 'string' ? DONE[context.req.query.done] : undefined;
    const base = `/me/listings/${listing.listing_id}/screenshots`;
    return {
      status: options.status,
      title: `Screenshots of ${listing.name}`,
      narrow: true,
      body: html`<h1>Screenshots of ${listing.name}</h1>
${done ? html`<p class="notice" role="status">${done}</p>` : ''}
${unlocked ? '' : html`<p class="notice">A gallery of screenshots is part of the paid media section. <a href="/me/listings/${String(listing.listing_id)}/order">Take the paid plan</a> to show one.</p>`}
${
  shots.length
    ? html`<ol class="gallery">${shots.map(
        (shot, i) =>
          html`<li>${shown[i] ? screenshotPicture(shown[i], `Screenshot ${i + 1} of ${listing.name}`) : html`<p class="hint">Screenshot ${String(i + 1)}: its picture is missing here. Remove it and upload it again.</p>`}
<form method="post" action="${base}/remove">${formSecrets(context.viewer)}<input type="hidden" name="hash" value="${shot.original.hash}"><button type="submit">Remove screenshot ${String(i + 1)}</button></form></li>`,
      )}</ol>`
    : html`<p>No screenshots yet.</p>`
}
${
  unlocked && shots.length < MAX_SCREENSHOTS
    ? html`<form method="post" action="${base}" enctype="multipart/form-data">
${formSecrets(context.viewer)}
<label for="screenshots">Screenshots (up to ${String(Math.min(3, MAX_SCREENSHOTS - shots.length))} at once; PNG, JPEG, GIF, WebP, AVIF or SVG; at most 5 MB each; ${String(MAX_SCREENSHOTS)} in all)</label>
<input type="file" id="screenshots" name="screenshots" accept="${ACCEPT}" multiple required${invalidAttrs('screenshots', options.error)}>
${fieldError('screenshots', options.error)}
<button type="submit">Add to the gallery</button>
</form>`
    : options.error
      ? fieldError('screenshots', options.error)
      : ''
}
<p><a href="/me/listings/${String(listing.listing_id)}">Back to your listing</a></p>`,
    };
  }

  router.get(
    '/me/listings/:id/screenshots',
    maker.page((context) => galleryPage(context)),
  );

  router.post(
    '/me/listings/:id/screenshots',
    ...uploadPost(maker, SCREENSHOT_UPLOAD_RULES, async (context) => {
      const listing_id = listingIdOf(context);
      const listing = await context.read<{ listing_id: number; public_sections: string[] }>('get_my_listing', {
        params: { listing_id },
      });
      if (!listing.public_sections.includes('media'))
        return galleryPage(context, {
          status: 409,
          error: 'screenshots: a gallery is part of the paid media section; take the paid plan first.',
        });
      const checked = await checkedUploads(context, {
        field: 'screenshots',
        rules: SCREENSHOT_UPLOAD_RULES,
        operation: 'add_listing_screenshot',
        count: Math.max(1, uploadsOf(context.res).length),
      });
      if ('refused' in checked) return galleryPage(context, { error: checked.refused, status: 400 });
      const room = MAX_SCREENSHOTS - (await screenshotsOf(listing.listing_id)).length;
      if (checked.pictures.length > room)
        return galleryPage(context, {
          status: 400,
          error: `screenshots: the gallery holds ${MAX_SCREENSHOTS}; there is room for ${room} more.`,
        });
      for (const picture of checked.pictures)
        await storeAndRecord(context, deps.blobs, picture, 'add_listing_screenshot', { listing_id });
      return { redirect: `/me/listings/${listing.listing_id}/screenshots?done=added` };
    }),
  );

  router.post(
    '/me/listings/:id/screenshots/remove',
    ...maker.action(async (context) => {
      const listing_id = listingIdOf(context);
      const result = await context.run('remove_listing_screenshot', {
        params: { listing_id },
        body: { hash: context.form.hash ?? '' },
      });
      if (result.status !== 200) throw pageErrorOf(refusalOf(result), result.headers);
      return { redirect: `/me/listings/${listing_id}/screenshots?done=removed` };
    }),
  );

  return router;
}
