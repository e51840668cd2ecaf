/**
 * The `listings` read model keeps each listing's site as its ListingCreated recorded it (issue 30):
 * null for the default site (every event written before the network), the key for another. So a
 * rebuild from the log equals the live read model, and its readers apply the upcast
 * (listingsOfSite) with the configured default key.
 */
import { expect } from 'chai';
import type { DomainEvent } from '@listings/shared/kernel';
import { listingsOfSite } from '@listings/shared/contracts/listings';
import { dump, project } from '../testing/replay.ts';
import { listingsProjection } from './listings.projection.ts';
import { LISTINGS_COLLECTION } from './listings.read-model.ts';

const created = (listingId: number, slug: string, site?: string): DomainEvent => ({
  type: 'ListingCreated',
  data: {
    listingId,
    slug,
    ownerId: 'acc-1',
    profile: { name: slug, url: `https://${slug}.example` },
    ...(site ? { site } : {}),
  },
});
const events: DomainEvent[] = [
  created(1, 'acme'),
  created(2, 'acme-ai', 'ai'),
  { type: 'ListingWentLive', data: { listingId: 2, week: '2026-03-02', plan: 'free' } },
  { type: 'VoteCast', data: { listingId: 2, voterId: 'p1', week: '2026-03-02' } },
];

describe('listings read model: the site of each listing', () => {
  it('records the site of ListingCreated, null when it names none; a rebuild gives the same documents', async () => {
    const documents = await project(listingsProjection, events);
    const docs = await documents.collection(LISTINGS_COLLECTION).find({}, { sort: { _id: 1 } });
    expect(docs.map((doc) => [doc._id, doc.site])).to.deep.equal([
      ['acme', null],
      ['acme-ai', 'ai'],
    ]);
    const rebuilt = await project(listingsProjection, events);
    expect(await dump(listingsProjection, rebuilt)).to.deep.equal(await dump(listingsProjection, documents));
  });

  it('is read per site: the vote on ai’s listing counts only there', async () => {
    const documents = await project(listingsProjection, events);
    const onSite = async (site: { key: string; isDefault: boolean }) =>
      (await documents.collection(LISTINGS_COLLECTION).find(listingsOfSite(site))).map((doc) => [doc._id, doc.votes]);
    expect(await onSite({ key: 'main', isDefault: true })).to.deep.equal([['acme', 0]]);
    expect(await onSite({ key: 'ai', isDefault: false })).to.deep.equal([['acme-ai', 1]]);
  });
});
