/**
 * The rules of a picture uploaded through a form, apart from how the form was read: which field, how
 * many files, how many bytes, and then every check of prepareImage (type by bytes, pixel cap, safe
 * SVG, no polyglot). A refusal names the field and why, in words for the person, so the page answers
 * 400 with them; nothing is stored by this step (the caller stores the prepared picture only once it
 * may change the listing).
 */
import {
  DEFAULT_INGEST_LIMITS,
  ImageRefused,
  prepareImage,
  type ImageRefusalReason,
  type ImageShape,
  type IngestLimits,
  type PreparedImage,
} from './ingest-image.ts';

export type UploadRefusalReason = ImageRefusalReason | 'missing' | 'too_many_files' | 'unexpected_field';

export class UploadRefused extends Error {
  readonly field: string;
  readonly reason: UploadRefusalReason;
  constructor(field: string, reason: UploadRefusalReason, message: string) {
    super(message);
    this.name = 'UploadRefused';
    this.field = field;
    this.reason = reason;
  }
}

/** One file of a multipart form as read: its bytes up to the cap, and whether there were more. */
export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
  /** The file went past the byte cap (the reader stopped keeping it). */
  truncated: boolean;
}

export interface ImageUploadRules extends IngestLimits {
  /** Files a field may carry (a logo 1; a gallery more). */
  maxFiles: number;
  /** The renditions made (default square, a logo's). */
  shape?: ImageShape;
}

export const LOGO_UPLOAD_RULES: ImageUploadRules = { ...DEFAULT_INGEST_LIMITS, maxFiles: 1 };
/** Screenshots: up to 3 in one post (a gallery holds MAX_SCREENSHOTS), each of its own proportions. */
export const SCREENSHOT_UPLOAD_RULES: ImageUploadRules = { ...DEFAULT_INGEST_LIMITS, maxFiles: 3, shape: 'screenshot' };
/** A founder's photo: one file, cropped square from its centre (48/96/192). */
export const FACE_UPLOAD_RULES: ImageUploadRules = { ...DEFAULT_INGEST_LIMITS, maxFiles: 1, shape: 'face' };

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

const WORDS: Record<ImageRefusalReason, string> = {
  too_large: 'is larger than the limit',
  too_many_pixels: 'has more pixels than are taken',
  unsupported_type: 'is not a PNG, JPEG, GIF, WebP, AVIF or SVG picture (whatever its name says)',
  unsafe_svg: 'is an SVG that scripts, links or embeds something',
  polyglot: 'is a picture with something else hidden in it',
  corrupt: 'could not be read as a picture',
};

/**
 * The files sent in `field`, checked and re-encoded (nothing stored): at least one, at most
 * `rules.maxFiles`, each within the byte and pixel caps and a picture by its bytes. Files of other
 * fields are refused as unexpected (a form never sends them).
 */
export async function checkImageUpload(
  field: string,
  files: readonly UploadedFile[],
  rules: ImageUploadRules = LOGO_UPLOAD_RULES,
): Promise<PreparedImage[]> {
  const stray = files.find((file) => file.field !== field);
  if (stray) throw new UploadRefused(stray.field, 'unexpected_field', `${stray.field}: this form takes no such file.`);
  if (files.length === 0 || files.every((f) => f.bytes.length === 0 && !f.truncated))
    throw new UploadRefused(field, 'missing', `${field}: choose a picture to upload.`);
  if (files.length > rules.maxFiles)
    throw new UploadRefused(field, 'too_many_files', `${field}: at most ${rules.maxFiles} file(s) at once.`);
  const prepared: PreparedImage[] = [];
  for (const file of files) {
    if (file.truncated || file.bytes.length > rules.maxBytes)
      throw new UploadRefused(
        field,
        'too_large',
        `${field}: ${file.filename || 'the file'} is larger than ${megabytes(rules.maxBytes)}.`,
      );
    try {
      prepared.push(await prepareImage(file.bytes, rules, rules.shape));
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      throw new UploadRefused(
        field,
        error.reason,
        `${field}: ${file.filename || 'the file'} ${WORDS[error.reason]}. ${error.message}`,
      );
    }
  }
  return prepared;
}
