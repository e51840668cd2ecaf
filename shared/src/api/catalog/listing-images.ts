/**
 * A listing's pictures in the catalog: a site-only operation (`surface: 'site'`), since the spec's
 * listing has no field for a stored picture (only `logo_url`, a link) and uploads are multipart forms
 * of the site. The page reads the form, checks and re-encodes the file (checkImageUpload), and
 * stores the renditions only for the owner; this operation then records them on the listing
 * (ListingLogoSet; a screenshot, ListingScreenshotAdded; a founder's photo, ListingFounderPhotoSet) through the one executor — session principal, limits, the owner's 404 — so the
 * page writes no event itself. The body names renditions by SHA-256; the handler refuses any that
 * the blob store does not hold.
 */
import { z } from './zod.ts';
import { byOperationId, defineSiteOperation } from './operation.ts';
import { positiveId, slug } from './fields.ts';
import { siteActionResponse } from './engagement.ts';

const hash = z.string().regex(/^[0-9a-f]{64}$/);
const rendition = z.strictObject({
  size: z.number().int().min(1).max(2048),
  height: z.number().int().min(1).max(2048).optional(),
  format: z.enum(['webp', 'png']),
  hash,
  bytes: z
    .number()
    .int()
    .min(1)
    .max(10 * 1024 * 1024),
});

/** A picture the site checked, re-encoded and stored: its renditions by hash and what the input was. */
export const storedImageBody = z.strictObject({
  renditions: z.array(rendition).min(1).max(16),
  original: z.strictObject({
    hash,
    size: z
      .number()
      .int()
      .min(1)
      .max(10 * 1024 * 1024),
    type: z.enum(['png', 'jpeg', 'gif', 'webp', 'avif', 'svg']),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
  }),
});

/** Logo, screenshot and founder photo uploads: 20 per person per hour, counted together. */
const UPLOADS_LIMIT = { bucket: 'image-uploads', points: 20, windowSeconds: 3600 } as const;

export const listingImagesOperations = byOperationId(
  defineSiteOperation({
    operationId: 'set_listing_logo',
    access: 'listings:write',
    idempotencyKey: false,
    readOnly: false,
    method: 'post',
    path: '/me/listings/{listing_id}/logo',
    tag: 'My listings',
    params: z.strictObject({ listing_id: positiveId }),
    body: storedImageBody,
    bodyRequired: true,
    successStatus: 200,
    notFound: true,
    refusals: { 400: ['image_not_stored'] },
    accountLimit: UPLOADS_LIMIT,
    response: siteActionResponse,
    summary: 'Upload or replace a listing’s logo',
    description:
      'Records an uploaded logo, already checked and re-encoded into the blob store by the site, on the owner’s listing (adding it or replacing the one shown).',
  }),
  defineSiteOperation({
    operationId: 'add_listing_screenshot',
    access: 'listings:write',
    idempotencyKey: false,
    readOnly: false,
    method: 'post',
    path: '/me/listings/{listing_id}/screenshots',
    tag: 'My listings',
    params: z.strictObject({ listing_id: positiveId }),
    body: storedImageBody,
    bodyRequired: true,
    successStatus: 200,
    notFound: true,
    refusals: { 400: ['image_not_stored', 'too_many_screenshots'], 409: ['media_section_locked'] },
    accountLimit: UPLOADS_LIMIT,
    response: siteActionResponse,
    summary: 'Add a screenshot to a listing’s gallery',
    description:
      'Adds an uploaded screenshot, already checked and re-encoded by the site, to the gallery of the paid media section (at most 6; only while the section is unlocked).',
  }),
  defineSiteOperation({
    operationId: 'remove_listing_screenshot',
    access: 'listings:write',
    idempotencyKey: false,
    readOnly: false,
    method: 'post',
    path: '/me/listings/{listing_id}/screenshots/remove',
    tag: 'My listings',
    params: z.strictObject({ listing_id: positiveId }),
    body: z.strictObject({ hash }),
    bodyRequired: true,
    successStatus: 200,
    notFound: true,
    destructive: true,
    response: siteActionResponse,
    summary: 'Remove a screenshot from a listing’s gallery',
    description: 'Takes a screenshot (named by its original’s hash) out of the gallery.',
  }),
  defineSiteOperation({
    operationId: 'set_founder_photo',
    access: 'listings:write',
    idempotencyKey: false,
    readOnly: false,
    method: 'post',
    path: '/me/listings/{listing_id}/founders/{founder_slug}/photo',
    tag: 'My listings',
    params: z.strictObject({ listing_id: positiveId, founder_slug: slug }),
    body: storedImageBody,
    bodyRequired: true,
    successStatus: 200,
    notFound: true,
    refusals: { 400: ['image_not_stored'] },
    accountLimit: UPLOADS_LIMIT,
    response: siteActionResponse,
    summary: 'Upload or replace a founder’s photo',
    description:
      'Records an uploaded photo, already checked and re-encoded by the site, for one founder of the owner’s listing (adding it or replacing the one shown).',
  }),
  defineSiteOperation({
    operationId: 'remove_founder_photo',
    access: 'listings:write',
    idempotencyKey: false,
    readOnly: false,
    method: 'post',
    path: '/me/listings/{listing_id}/founders/{founder_slug}/photo/remove',
    tag: 'My listings',
    params: z.strictObject({ listing_id: positiveId, founder_slug: slug }),
    successStatus: 200,
    notFound: true,
    destructive: true,
    response: siteActionResponse,
    summary: 'Remove a founder’s photo',
    description: 'Takes a founder’s photo away; the founder shows initials again.',
  }),
);
