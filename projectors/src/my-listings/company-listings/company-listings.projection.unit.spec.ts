import { expect } from 'chai';
import { onceAndTwice, project } from '../../testing/replay.ts';
import { candidateCompanyListings, companyListing, companyListingsProjection } from './company-listings.projection.ts';

const created = (listingId: number, ownerId: string | null, url: string, site?: string) => ({
  type: 'ListingCreated',
  data: {
    listingId,
    slug: `l${listingId}`,
    ownerId,
    profile: { name: `L${listingId}`, url },
    ...(site ? { site } : {}),
  },
});
const events = [
  created(1, 'acc-1', 'https://acme.com'),
  created(2, 'acc-1', 'https://acme.com/ai', 'ai'),
  created(3, null, 'https://other.io', 'ai'),
  {
    type: 'ListingProfileChanged',
    data: { listingId: 1, changes: { url: { before: 'https://acme.com', after: 'https://www.acme.com' } } },
  },
  { type: 'ListingVerified', data: { listingId: 3, ownerId: 'acc-1', method: 'dns' } },
];

describe('company listings projection (same company across sites)', () => {
  it('keeps site, owner, URL and verified claim per listing; delivered twice, the same', async () => {
    const { once, twice } = await onceAndTwice(companyListingsProjection, events);
    expect(twice).to.deep.equal(once);
  });
  it('reads a listing created before the network (no site) as the default site: an upcast, not a rewrite', async () => {
    const documents = await project(companyListingsProjection, events);
    expect(await companyListing(documents, 1, 'main')).to.deep.equal({
      listingId: 1,
      site: 'main',
      ownerId: 'acc-1',
      url: 'https://www.acme.com',
      verifiedClaim: null,
    });
    expect((await companyListing(documents, 1, 'dir'))?.site).to.equal('dir');
    expect((await companyListing(documents, 2, 'main'))?.site).to.equal('ai');
  });
  it("finds an account's candidates: owned or verified by it, in listing order", async () => {
    const documents = await project(companyListingsProjection, events);
    const found = await candidateCompanyListings(documents, 'acc-1', 'main');
    expect(found.map((l) => [l.listingId, l.site])).to.deep.equal([
      [1, 'main'],
      [2, 'ai'],
      [3, 'ai'],
    ]);
    expect(found[2]!.verifiedClaim).to.deep.equal({ accountId: 'acc-1', domain: 'other.io' });
    expect(await candidateCompanyListings(documents, 'acc-2', 'main')).to.deep.equal([]);
  });
});
