/**
 * StoredImages (issue 31): a picture is shown with only the renditions the blob store holds, not at all
 * without a PNG; a hash found once is not asked again, a missing one is (it may be taken in later).
 */
import { expect } from 'chai';
import type { ListingImage } from '@listings/shared/contracts/listings';
import { StoredImages } from './stored-images.ts';

const hash = (c: string) => c.repeat(64);
const path = (c: string) => `/images/${hash(c)}`;

/** A blob store that holds `held` and counts what it is asked. */
const storeHolding = (held: string[]) => {
  const asked: string[] = [];
  return { asked, has: async (h: string) => (asked.push(h), held.includes(h)) };
};

describe('StoredImages', () => {
  it('keeps only the stored renditions of a view, and no view without a PNG', async () => {
    const stored = new StoredImages(storeHolding([hash('a'), hash('c')]));
    const view = {
      png: { 48: path('a'), 96: path('b') },
      webp: { 48: path('c'), 96: path('d') },
      source: 'upload' as const,
    };
    expect(await stored.view(view)).to.deep.equal({
      png: { 48: path('a') },
      webp: { 48: path('c') },
      source: 'upload',
    });
    expect(await stored.view({ png: { 48: path('b') }, webp: { 48: path('c') }, source: 'upload' })).to.equal(
      undefined,
    );
    expect(
      await stored.views({ kept: view, lost: { png: { 96: path('d') }, webp: {}, source: 'upload' } }),
    ).to.have.keys('kept');
  });

  it('keeps only the stored renditions of an image, and none without a PNG', async () => {
    const stored = new StoredImages(storeHolding([hash('a')]));
    const image = (renditions: [string, 'png' | 'webp'][]): ListingImage => ({
      renditions: renditions.map(([c, format]) => ({ size: 640, height: 400, format, hash: hash(c), bytes: 1 })),
      original: { hash: hash('0'), size: 1, type: 'png', width: 640, height: 400 },
      source: 'upload',
      evidence: [],
    });
    expect(
      (
        await stored.image(
          image([
            ['a', 'png'],
            ['b', 'webp'],
          ]),
        )
      )?.renditions.map((r) => r.hash),
    ).to.deep.equal([hash('a')]);
    expect(
      await stored.image(
        image([
          ['b', 'png'],
          ['a', 'webp'],
        ]),
      ),
    ).to.equal(null);
    expect(await stored.images([image([['b', 'png']]), image([['a', 'png']])])).to.have.length(1);
  });

  it('asks the store once for a hash it holds, every time for one it does not', async () => {
    const store = storeHolding([hash('a')]);
    const stored = new StoredImages(store);
    for (let i = 0; i < 3; i++) {
      expect(await stored.has(hash('a'))).to.equal(true);
      expect(await stored.has(hash('b'))).to.equal(false);
    }
    expect(store.asked.filter((h) => h === hash('a'))).to.have.length(1);
    expect(store.asked.filter((h) => h === hash('b'))).to.have.length(3);
  });
});
