/**
 * Logos attached to read answers: one listing, a list's items and awards' listings get `site_logo`
 * when the read model has one (and only then); the social card's tile PNG comes from the blob store.
 */
import { expect } from 'chai';
import { InMemoryBlobStore, MingoDocumentStore } from '@listings/shared/kernel';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';
import { attachLogos, cardLogoPng } from './attach-logos.ts';

describe('attachLogos and cardLogoPng', () => {
  const documents = new MingoDocumentStore();
  const blobs = new InMemoryBlobStore();
  let pngHash: string;

  before(async () => {
    ({ hash: pngHash } = await blobs.put(Buffer.from('png bytes'), 'image/png'));
    const logo = {
      renditions: [
        { size: 192, format: 'png', hash: pngHash, bytes: 9 },
        { size: 192, format: 'webp', hash: 'b'.repeat(64), bytes: 9 },
      ],
      original: { hash: 'c'.repeat(64), size: 10, type: 'png', width: 10, height: 10 },
      source: 'upload',
      evidence: [],
    };
    await documents.collection(LISTINGS_COLLECTION).insertOne({ _id: 'alpha', slug: 'alpha', site_logo: logo });
    await documents.collection(LISTINGS_COLLECTION).insertOne({ _id: 'beta', slug: 'beta' });
  });

  it('attaches the logo to one listing, to items and to awards’ listings, and leaves the others', async () => {
    const one: { slug: string; site_logo?: unknown } = await attachLogos(documents, { slug: 'alpha', name: 'Alpha' });
    expect(one.site_logo).to.deep.equal({
      png: { 192: `/images/${pngHash}` },
      webp: { 192: `/images/${'b'.repeat(64)}` },
      source: 'upload',
    });
    const list = await attachLogos(documents, {
      items: [
        { slug: 'alpha', name: 'Alpha' },
        { slug: 'beta', name: 'Beta' },
        { week: '2026-11-16', listing: { slug: 'alpha', name: 'Alpha' } },
      ],
    });
    expect(list.items[0]).to.have.property('site_logo');
    expect(list.items[1]).to.not.have.property('site_logo');
    expect((list.items[2] as { listing: object }).listing).to.have.property('site_logo');
  });

  it('copies what it changes: the answer it was given stays as it was', async () => {
    const answer = { items: [{ slug: 'alpha', name: 'Alpha' }] };
    const attached = await attachLogos(documents, answer);
    expect(attached.items[0]).to.have.property('site_logo');
    expect(answer.items[0]).to.not.have.property('site_logo');
  });

  it('leaves answers without listings as they are', async () => {
    expect(await attachLogos(documents, { total: 3 })).to.deep.equal({ total: 3 });
    expect(await attachLogos(documents, null)).to.equal(null);
  });

  it('gives the card the 192 px PNG, or null without a logo', async () => {
    expect((await cardLogoPng(documents, blobs, 'alpha'))!.toString()).to.equal('png bytes');
    expect(await cardLogoPng(documents, blobs, 'beta')).to.equal(null);
    expect(await cardLogoPng(documents, blobs, 'nobody')).to.equal(null);
  });
});
