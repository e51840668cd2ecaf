/**
 * Search answers for one site of the network (issue 30): a listing lives on the site its
 * ListingCreated recorded (none: the default site), and the index matches, ranks and counts only
 * the request's site's listings, the same as the `listings` read model filtered by listingsOfSite.
 */
import { expect } from 'chai';
import { handles, MingoDocumentStore, type RecordedEvent } from '@listings/shared/kernel';
import { listingsOfSite } from '@listings/shared/contracts/listings';
import { listingsProjection, LISTINGS_COLLECTION } from '@listings/projectors/listings';
import { ListingSearchIndex, type SearchRequest } from './listing-search-index.ts';

const main = { key: 'main', isDefault: true };
const ai = { key: 'ai', isDefault: false };

let position = 0;
const event = (type: string, data: Record<string, unknown>): RecordedEvent => {
  position++;
  const at = new Date(Date.parse('2026-11-16T09:00:00Z') + position * 60_000).toISOString();
  return {
    id: `e${position}`,
    type,
    data,
    streamId: `listing-${String(data.listingId)}`,
    revision: 0,
    position,
    recordedAt: at,
    metadata: { actor: { kind: 'system', id: 'test' }, at, cause: 'test' },
  };
};

const listing = (listingId: number, name: string, site?: string, votes = 0): RecordedEvent[] => {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return [
    event('ListingCreated', {
      listingId,
      slug,
      ownerId: null,
      profile: { name, url: `https://${slug}.example`, tagline: 'Invoices for teams' },
      ...(site ? { site } : {}),
    }),
    event('ListingWentLive', { listingId, week: '2026-11-16', plan: 'free' }),
    ...Array.from({ length: votes }, (_, v) =>
      event('VoteCast', { listingId, voterId: `p${listingId}-${v}`, week: '2026-11-16' }),
    ),
  ];
};

const request = (site: typeof main | undefined, overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  status: 'live',
  sort: 'votes',
  skip: 0,
  limit: 20,
  now: new Date('2026-11-20T12:00:00Z'),
  site,
  ...overrides,
});

describe('listing search index: one site of the network', () => {
  // Acme is on both sites (two listings, one company); Beta only on the default site (recorded
  // before the network: no site); Gamma only on ai.
  const log = [
    ...listing(1, 'Acme Invoices'),
    ...listing(2, 'Beta Invoices', undefined, 2),
    ...listing(3, 'Acme Invoices AI', 'ai', 1),
    ...listing(4, 'Gamma Invoices', 'ai', 3),
    ...listing(5, 'Delta Invoices', 'main'),
  ];
  const index = new ListingSearchIndex();
  for (const each of log) index.apply(each);

  it('answers, ranks and counts only the request site’s listings (none recorded: the default site)', () => {
    const onMain = index.search(request(main));
    expect(onMain.slugs).to.deep.equal(['beta-invoices', 'acme-invoices', 'delta-invoices']);
    expect(onMain.total).to.equal(3);
    const onAi = index.search(request(ai));
    expect(onAi.slugs).to.deep.equal(['gamma-invoices', 'acme-invoices-ai']);
    expect(onAi.total).to.equal(2);
    expect(index.search(request(ai, { q: 'acme' })).slugs).to.deep.equal(['acme-invoices-ai']);
    expect(index.search(request(main, { q: 'gamma' })).total).to.equal(0);
    expect(index.search(request({ key: 'nope', isDefault: false })).total).to.equal(0);
    // Without a site (tests, the benchmark), every site's.
    expect(index.search(request(undefined)).total).to.equal(5);
  });

  it('agrees with the listings read model filtered by listingsOfSite, and a snapshot keeps the sites', async () => {
    const documents = new MingoDocumentStore();
    for (const each of log) if (handles(listingsProjection, each)) await listingsProjection.apply(each, documents);
    const restored = new ListingSearchIndex();
    restored.load(index.snapshot());
    for (const site of [main, ai]) {
      const docs = await documents
        .collection(LISTINGS_COLLECTION)
        .find({ status: 'live', ...listingsOfSite(site) }, { projection: { _id: 1 } });
      const expected = docs.map((doc) => doc._id).sort();
      expect([...index.search(request(site)).slugs].sort(), site.key).to.deep.equal(expected);
      expect([...restored.search(request(site)).slugs].sort(), site.key).to.deep.equal(expected);
    }
  });

  it('a deployment whose listings recorded no site needs no site filter for its default site', () => {
    const single = new ListingSearchIndex();
    for (const each of [...listing(11, 'Solo One'), ...listing(12, 'Solo Two')]) single.apply(each);
    expect(single.search(request(main)).total).to.equal(2);
    expect(single.search(request(ai)).total).to.equal(0);
  });
});
