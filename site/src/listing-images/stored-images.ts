/**
 * Only pictures whose bytes are there (issue 31): the read model names a picture's renditions by hash,
 * and /images answers them from the blob store; when the two disagree, a page draws an <img> that
 * 404s (the browser walk saw it on listings drafted from local fixture sites; the way found for it:
 * events and read models kept while the blob store the pictures were taken into was not, e.g. a
 * `:memory:` one or a data folder copied without `blobs/`, and nothing takes a picture in again once
 * its event exists).
 * So before a page shows a logo, a screenshot or a face, each rendition is looked up in the blob store:
 * the missing ones are left out (the page picks the nearest size it has), and a picture with no PNG left
 * is not shown at all (the monogram tile or the initials instead).
 *
 * Blobs are content-addressed and never deleted, so a hash found once is remembered (a bounded set):
 * after the first look, a page costs no store read; a missing one is asked again each time, so a
 * picture taken in again later shows at once.
 */
import type { BlobStore } from '@listings/shared/kernel';
import type { ListingImage } from '@listings/shared/contracts/listings';
import type { LogoView } from '@listings/query-service/listings';

/** Hashes remembered as stored before the set starts over (each is 64 characters: a few MB at most). */
const REMEMBERED = 50_000;
const HASH_IN_PATH = /([0-9a-f]{64})$/;

export class StoredImages {
  readonly #blobs: Pick<BlobStore, 'has'>;
  readonly #stored = new Set<string>();

  constructor(blobs: Pick<BlobStore, 'has'>) {
    this.#blobs = blobs;
  }

  /** True when the blob store holds this hash. */
  async has(hash: string): Promise<boolean> {
    if (this.#stored.has(hash)) return true;
    const found = await this.#blobs.has(hash);
    if (found) {
      if (this.#stored.size >= REMEMBERED) this.#stored.clear();
      this.#stored.add(hash);
    }
    return found;
  }

  /** A picture as the pages show it (/images paths by size), with only its stored renditions; null: none to show. */
  async view(view: LogoView | undefined): Promise<LogoView | undefined> {
    if (!view) return undefined;
    const kept = async (sources: Record<number, string>) => {
      const entries = await Promise.all(
        Object.entries(sources).map(async ([size, path]) => {
          const hash = HASH_IN_PATH.exec(path)?.[1];
          return hash && (await this.has(hash)) ? [[size, path] as const] : [];
        }),
      );
      return Object.fromEntries(entries.flat()) as Record<number, string>;
    };
    const [png, webp] = await Promise.all([kept(view.png), kept(view.webp)]);
    return Object.keys(png).length ? { ...view, png, webp } : undefined;
  }

  /** Each picture of a record (faces by founder slug, logos by slug) that has something to show. */
  async views<K extends string>(views: Record<K, LogoView>): Promise<Record<K, LogoView>> {
    const entries = await Promise.all(
      (Object.entries(views) as [K, LogoView][]).map(async ([key, view]) => {
        const kept = await this.view(view);
        return kept ? [[key, kept] as const] : [];
      }),
    );
    return Object.fromEntries(entries.flat()) as Record<K, LogoView>;
  }

  /** A stored picture (a screenshot) with only its stored renditions; null when no PNG of it is stored. */
  async image(image: ListingImage): Promise<ListingImage | null> {
    const present = await Promise.all(image.renditions.map((rendition) => this.has(rendition.hash)));
    const renditions = image.renditions.filter((_, i) => present[i]);
    return renditions.some((rendition) => rendition.format === 'png') ? { ...image, renditions } : null;
  }

  /** The pictures of a list (a gallery) that have something to show. */
  async images(images: readonly ListingImage[]): Promise<ListingImage[]> {
    return (await Promise.all(images.map((image) => this.image(image)))).filter(
      (image): image is ListingImage => image !== null,
    );
  }
}

const shared = new WeakMap<Pick<BlobStore, 'has'>, StoredImages>();

/** The one StoredImages of a blob store (every page kit of the process shares what it remembers). */
export function storedImagesOf(blobs: Pick<BlobStore, 'has'>): StoredImages {
  let stored = shared.get(blobs);
  if (!stored) shared.set(blobs, (stored = new StoredImages(blobs)));
  return stored;
}
