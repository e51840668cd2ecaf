/**
 * A listing's site (issue 30): the site its ListingCreated recorded, the default site when none
 * (events written before the network). The read side applies the same rule in a query
 * (listingsOfSite) and in memory (isListingOfSite).
 */
import { expect } from 'chai';
import { Query } from 'mingo';
import { isListingOfSite, listingSiteOf, listingsOfSite } from './listing-site.ts';

const main = { key: 'main', isDefault: true };
const ai = { key: 'ai', isDefault: false };

describe('a listing’s site', () => {
  it('is the recorded site, or the default site when none was recorded', () => {
    expect(listingSiteOf({ site: 'ai' }, 'main')).to.equal('ai');
    expect(listingSiteOf({}, 'main')).to.equal('main');
  });

  it('filters documents that recorded a site, null, or nothing (read models built before the network)', () => {
    const docs = [
      { _id: 'old' },
      { _id: 'null', site: null },
      { _id: 'main', site: 'main' },
      { _id: 'ai', site: 'ai' },
    ];
    const matching = (site: typeof main) =>
      docs.filter((doc) => new Query(listingsOfSite(site)).test(doc)).map((doc) => doc._id);
    expect(matching(main)).to.deep.equal(['old', 'null', 'main']);
    expect(matching(ai)).to.deep.equal(['ai']);
    for (const doc of docs)
      for (const site of [main, ai])
        expect(isListingOfSite((doc as { site?: string | null }).site, site), `${doc._id} on ${site.key}`).to.equal(
          matching(site).includes(doc._id),
        );
  });
});
