/**
 * Founders' photos, for the listing's owner: `/me/listings/:id/founders` shows each founder of the
 * listing with their photo or initials, and `/me/listings/:id/founders/:slug/photo` a plain multipart
 * form to upload or replace that founder's photo (no JavaScript needed) and a button to remove it and
 * keep the initials. The upload runs exactly as the logo's (logo-upload.router.ts): a session and a
 * same-origin post before the body is read (MakerPages.beforeBody), the form read under limits
 * (multipart-upload.ts), CSRF, ownership (get_my_listing: another's is a 404), room left in the upload
 * limit (requireAllowance: a 429 before anything is decoded or stored), then
 * checkImageUpload with the `face` shape (a square cropped from the centre: 48/96/192) — a bad file is a
 * 400 naming the `photo` field with nothing stored — and only then the renditions are stored and
 * set_founder_photo records them (ListingFounderPhotoSet, naming the photo it replaced). A founder the
 * listing does not name is a 404.
 */
import express from 'express';
import type { BlobStore, DocumentStore } from '@listings/shared/kernel';
import { FACE_UPLOAD_RULES } from '@listings/shared/platform';
import { founderPhotosByListingId } from '@listings/query-service/listings';
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
import { PageError, type RenderedPage } from '../kit/site-pages.ts';
import { faceOf } from './logo-html.ts';
import { storedImagesOf } from './stored-images.ts';
import { checkedUploads, storeAndRecord, uploadPost } from './upload-steps.ts';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml';
const DONE: Record<string, string> = {
  added: 'The photo is up.',
  replaced: 'The photo is replaced.',
  removed: 'The photo is removed: initials show instead.',
};

interface MyListing {
  listing_id: number;
  name: string;
  slug: string;
  founders?: { slug: string; name: string; title?: string | null }[];
}

export function founderPhotoRouter(
  maker: MakerPages,
  deps: { documents: DocumentStore; blobs: BlobStore },
): express.Router {
  const router = express.Router();
  const listingIdOf = (context: MakerContext) => String(context.req.params.id);
  const myListing = (context: MakerContext) =>
    context.read<MyListing>('get_my_listing', { params: { listing_id: listingIdOf(context) } });
  /** The founder the path names, of the person's own listing (a 404 page otherwise). */
  const founderOf = (listing: MyListing, slug: string) => {
    const founder = listing.founders?.find((f) => f.slug === slug);
    if (!founder) throw new PageError(404, 'Not found', 'This listing has no such founder.');
    return founder;
  };
  const doneOf = (context: MakerContext) =>
    typeof context.req.query.done === 'string' ? DONE[context.req.query.done] : undefined;

  async function foundersPage(context: MakerContext): Promise<RenderedPage> {
    const listing = await myListing(context);
    // Only photos whose files are there (stored-images.ts): never an <img> that answers 404.
    const recorded = await founderPhotosByListingId(deps.documents, listing.listing_id);
    const photos = await storedImagesOf(deps.blobs).views(recorded);
    const base = `/me/listings/${listing.listing_id}/founders`;
    const founders = listing.founders ?? [];
    return {
      title: `Founders of ${listing.name}`,
      narrow: true,
      body: html`<h1>Founders of ${listing.name}</h1>
<p>Each founder shows a photo on the listing and on their founder page, or their initials until they have one.</p>
${
  founders.length
    ? html`<ul class="rows">${founders.map(
        (
          founder,
        ) => html`<li class="row">${faceOf(founder.name, photos[founder.slug], 48)}<div class="body"><span class="name">${founder.name}</span>
<p class="hint">${photos[founder.slug] ? 'Has a photo.' : recorded[founder.slug] ? 'Its photo is missing here: shows initials.' : 'Shows initials.'} <a href="${base}/${encodeURIComponent(founder.slug)}/photo">${recorded[founder.slug] ? `Replace or remove the photo of ${founder.name}` : `Add a photo of ${founder.name}`}</a></p></div></li>`,
      )}</ul>`
    : html`<p>This listing names no founders yet. Add them when you edit the listing.</p>`
}
<p><a href="/me/listings/${String(listing.listing_id)}">Back to your listing</a></p>`,
    };
  }

  async function photoPage(
    context: MakerContext,
    options: { error?: string; status?: number } = {},
  ): Promise<RenderedPage> {
    const listing = await myListing(context);
    const founder = founderOf(listing, String(context.req.params.slug));
    const recorded = (await founderPhotosByListingId(deps.documents, listing.listing_id))[founder.slug];
    // A recorded photo whose files are missing is not drawn, but can still be removed or replaced.
    const photo = await storedImagesOf(deps.blobs).view(recorded);
    const action = `/me/listings/${listing.listing_id}/founders/${encodeURIComponent(founder.slug)}/photo`;
    const done = doneOf(context);
    return {
      status: options.status,
      title: `Photo of ${founder.name}`,
      narrow: true,
      body: html`<h1>Photo of ${founder.name}</h1>
${done ? html`<p class="notice" role="status">${done}</p>` : ''}
<p>${faceOf(founder.name, photo, 96)}</p>
<p>${photo ? 'Upload another to replace it, or remove it to show initials.' : recorded ? `The photo of ${founder.name} is missing here: upload it again, or remove it to show initials.` : `${founder.name} shows initials until there is a photo.`}</p>
<form method="post" action="${action}" enctype="multipart/form-data">
${formSecrets(context.viewer)}
<label for="photo">Photo (PNG, JPEG, GIF, WebP, AVIF or SVG; at most 5 MB; cropped square from the middle)</label>
<input type="file" id="photo" name="photo" accept="${ACCEPT}" required${invalidAttrs('photo', options.error)}>
${fieldError('photo', options.error)}
<button type="submit">${recorded ? 'Replace the photo' : 'Upload the photo'}</button>
</form>
${recorded ? html`<form method="post" action="${action}/remove">${formSecrets(context.viewer)}<button type="submit">Remove the photo and show initials</button></form>` : ''}
<p><a href="/me/listings/${String(listing.listing_id)}/founders">Back to the founders</a></p>`,
    };
  }

  router.get(
    '/me/listings/:id/founders',
    maker.page((context) => foundersPage(context)),
  );
  router.get(
    '/me/listings/:id/founders/:slug/photo',
    maker.page((context) => photoPage(context)),
  );

  router.post(
    '/me/listings/:id/founders/:slug/photo',
    ...uploadPost(maker, FACE_UPLOAD_RULES, async (context) => {
      // Another's listing (or none), or a founder it does not name, is a 404 before the file is looked at.
      const listing = await myListing(context);
      const founder = founderOf(listing, String(context.req.params.slug));
      const checked = await checkedUploads(context, {
        field: 'photo',
        rules: FACE_UPLOAD_RULES,
        operation: 'set_founder_photo',
      });
      if ('refused' in checked) return photoPage(context, { error: checked.refused, status: 400 });
      const had = (await founderPhotosByListingId(deps.documents, listing.listing_id))[founder.slug];
      await storeAndRecord(context, deps.blobs, checked.pictures[0]!, 'set_founder_photo', {
        listing_id: String(listing.listing_id),
        founder_slug: founder.slug,
      });
      const path = `/me/listings/${listing.listing_id}/founders/${encodeURIComponent(founder.slug)}/photo`;
      return { redirect: `${path}?done=${had ? 'replaced' : 'added'}` };
    }),
  );

  router.post(
    '/me/listings/:id/founders/:slug/photo/remove',
    ...maker.action(async (context) => {
      const listing_id = listingIdOf(context);
      const founder_slug = String(context.req.params.slug);
      const result = await context.run('remove_founder_photo', { params: { listing_id, founder_slug } });
      if (result.status !== 200) throw pageErrorOf(refusalOf(result), result.headers);
      return { redirect: `/me/listings/${listing_id}/founders/${encodeURIComponent(founder_slug)}/photo?done=removed` };
    }),
  );

  return router;
}
