/**
 * The maker's logo page: `/me/listings/:id/logo` shows the logo the listing has (or says it has
 * none) and a form to upload or replace it — a plain multipart form, no JavaScript needed — and its
 * POST takes the file:
 *
 * 1. before the body is read: a session and a same-origin post (MakerPages.beforeBody), so a
 *    stranger's upload is answered at once and never held in memory;
 * 2. the form is read under limits (multipart-upload.ts: one file, 5 MB), nothing kept anywhere;
 *    then CSRF-checked (MakerPages.action, as every maker form);
 * 3. the listing must be the person's own (get_my_listing: another's is a 404);
 * 4. the upload limit is asked (a 429 before anything is decoded), then the file is checked and
 *    re-encoded (upload-steps.ts, checkImageUpload: type by bytes, pixel cap, safe SVG, no polyglot) — a bad file answers 400 with the form, the message beside the `logo` field, and
 *    nothing stored, neither blob nor event;
 * 5. only then are the renditions stored, and the site-only operation set_listing_logo records them
 *    (ListingLogoSet, naming the logo it replaced) through the one executor.
 */
import express from 'express';
import type { BlobStore, DocumentStore } from '@listings/shared/kernel';
import { LOGO_UPLOAD_RULES } from '@listings/shared/platform';
import { listingLogoById, logoView } from '@listings/query-service/listings';
import { html } from '../kit/html.ts';
import { fieldError, formSecrets, invalidAttrs, type MakerContext, type MakerPages } from '../kit/maker-pages.ts';
import type { RenderedPage } from '../kit/site-pages.ts';
import { logoPicture } from './logo-html.ts';
import { storedImagesOf } from './stored-images.ts';
import { checkedUploads, storeAndRecord, uploadPost } from './upload-steps.ts';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml';
const SAVED: Record<string, string> = { added: 'Your logo is up.', replaced: 'Your logo is replaced.' };

export function logoUploadRouter(
  maker: MakerPages,
  deps: { documents: DocumentStore; blobs: BlobStore },
): express.Router {
  const router = express.Router();
  const listingIdOf = (context: MakerContext) => String(context.req.params.id);

  async function logoPage(
    context: MakerContext,
    options: { error?: string; status?: number } = {},
  ): Promise<RenderedPage> {
    const listing = await context.read<{ listing_id: number; name: string; slug: string }>('get_my_listing', {
      params: { listing_id: listingIdOf(context) },
    });
    const current = await listingLogoById(deps.documents, listing.listing_id);
    // Only renditions whose files are there (stored-images.ts): never an <img> that answers 404.
    const shown = current ? await storedImagesOf(deps.blobs).view(logoView(current)) : undefined;
    const saved = typeof context.req.query.saved === 'string' ? SAVED[context.req.query.saved] : undefined;
    const action = `/me/listings/${listing.listing_id}/logo`;
    return {
      status: options.status,
      title: `Logo of ${listing.name}`,
      narrow: true,
      body: html`<h1>Logo of ${listing.name}</h1>
${saved ? html`<p class="notice" role="status">${saved}</p>` : ''}
${
  current
    ? html`${shown ? html`<p>${logoPicture(shown, { size: 96, alt: `${listing.name} logo` })}</p>` : html`<p class="hint">The logo's picture is missing here: upload it again.</p>`}
<p>${current.source === 'upload' ? 'You uploaded this logo.' : 'We took this logo from your website.'} Upload another to replace it.</p>`
    : html`<p>Your listing shows its initials until it has a logo.</p>`
}
<form method="post" action="${action}" enctype="multipart/form-data">
${formSecrets(context.viewer)}
<label for="logo">Logo (PNG, JPEG, GIF, WebP, AVIF or SVG; at most 5 MB; square works best)</label>
<input type="file" id="logo" name="logo" accept="${ACCEPT}" required${invalidAttrs('logo', options.error)}>
${fieldError('logo', options.error)}
<button type="submit">${current ? 'Replace the logo' : 'Upload the logo'}</button>
</form>
<p><a href="/me/listings/${String(listing.listing_id)}">Back to your listing</a></p>`,
    };
  }

  router.get(
    '/me/listings/:id/logo',
    maker.page((context) => logoPage(context)),
  );

  router.post(
    '/me/listings/:id/logo',
    ...uploadPost(maker, LOGO_UPLOAD_RULES, async (context) => {
      const listing_id = listingIdOf(context);
      // Another's listing (or none) is a 404 here, before the file is even looked at.
      const listing = await context.read<{ listing_id: number }>('get_my_listing', { params: { listing_id } });
      const checked = await checkedUploads(context, {
        field: 'logo',
        rules: LOGO_UPLOAD_RULES,
        operation: 'set_listing_logo',
      });
      if ('refused' in checked) return logoPage(context, { error: checked.refused, status: 400 });
      const had = await listingLogoById(deps.documents, listing.listing_id);
      await storeAndRecord(context, deps.blobs, checked.pictures[0]!, 'set_listing_logo', { listing_id });
      return { redirect: `/me/listings/${listing.listing_id}/logo?saved=${had ? 'replaced' : 'added'}` };
    }),
  );

  return router;
}
