/**
 * The steps every picture upload on the maker's pages takes, in one place so the logo, the gallery and
 * the founders' photos cannot drift apart: the POST's guards and form reading in order (uploadPost),
 * then, once the page has found its listing, the upload limit is asked (a 429 before the file is
 * decoded or anything of it stored), the files are checked and re-encoded (checkImageUpload), a
 * refusal coming back as the message for the form's field (the page answers it 400 with nothing
 * stored); only a checked picture's renditions are stored, and the operation given records them
 * through the one executor.
 */
import {
  checkImageUpload,
  storeImage,
  renditionRefs,
  UploadRefused,
  type ImageUploadRules,
  type PreparedImage,
} from '@listings/shared/platform';
import type { BlobStore } from '@listings/shared/kernel';
import type { RequestHandler } from 'express';
import {
  pageErrorOf,
  refusalOf,
  type ActionAnswer,
  type MakerContext,
  type MakerPages,
  type OperationInput,
} from '../kit/maker-pages.ts';
import { multipartUpload, uploadsOf } from './multipart-upload.ts';

/**
 * The handlers of a picture upload's POST, in their order: a session and a same-origin post before
 * the body is read (a stranger's upload never held in memory), the form read under `rules`, then the
 * maker's action (CSRF and the rest) running `handle`.
 */
export const uploadPost = (
  maker: MakerPages,
  rules: ImageUploadRules,
  handle: (context: MakerContext) => Promise<ActionAnswer>,
): RequestHandler[] => [maker.beforeBody(), multipartUpload(rules), ...maker.action(handle)];

/** The form's `field` files, checked as `rules` say once `count` uploads of `operation` are allowed. */
export async function checkedUploads(
  context: MakerContext,
  upload: { field: string; rules: ImageUploadRules; operation: string; count?: number },
): Promise<{ pictures: PreparedImage[] } | { refused: string }> {
  await context.requireAllowance(upload.operation, upload.count);
  try {
    return { pictures: await checkImageUpload(upload.field, uploadsOf(context.res), upload.rules) };
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return { refused: error.message };
  }
}

/** Stores a checked picture's renditions and records them by `operation` (its refusal is the page's error). */
export async function storeAndRecord(
  context: MakerContext,
  blobs: BlobStore,
  picture: PreparedImage,
  operation: string,
  params: OperationInput['params'],
): Promise<void> {
  const manifest = await storeImage(picture, blobs);
  const result = await context.run(operation, {
    params,
    body: {
      renditions: renditionRefs(manifest),
      original: manifest.original,
    },
  });
  if (result.status !== 200) throw pageErrorOf(refusalOf(result), result.headers);
}
