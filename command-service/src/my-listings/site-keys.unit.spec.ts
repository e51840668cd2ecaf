import { expect } from 'chai';
import { planFanOut, resolveApplyTo, siteKeyFromEnv, type SiteListing } from './site-keys.ts';

const network = ['main', 'ai', 'dev'];
const listing = (listingId: number, site: string, ownerId: string | null, url: string): SiteListing => ({
  listingId,
  site,
  ownerId,
  url,
});

describe('apply_to: the sites meant', () => {
  it("nothing named: only this listing; 'all': every site of the network; keys in the network's order, once each", () => {
    expect(resolveApplyTo(undefined, network)).to.deep.equal([]);
    expect(resolveApplyTo(['all'], network)).to.deep.equal(['main', 'ai', 'dev']);
    expect(resolveApplyTo(['DEV', 'main', 'dev'], network)).to.deep.equal(['main', 'dev']);
  });
  it('refuses an unknown key before anything is written, naming the entry and the valid keys', () => {
    try {
      resolveApplyTo(['main', 'other-site'], network);
      expect.fail('refused');
    } catch (error: any) {
      expect(error).to.include({ kind: 'invalid', code: 'unknown_site', field: 'body.apply_to.1' });
      expect(error.message).to.include("'main', 'ai', 'dev'");
      expect(error.extensions).to.deep.equal({ valid_keys: ['all', 'main', 'ai', 'dev'] });
    }
  });
  it('reads SITE_KEY in lower case, main when unset', () => {
    expect(siteKeyFromEnv({})).to.equal('main');
    expect(siteKeyFromEnv({ SITE_KEY: 'EU' })).to.equal('eu');
  });
});

describe('apply_to: which listing each site gets', () => {
  const source = listing(1, 'main', 'acc-1', 'https://acme.com');
  it("writes the same company's one listing on each named site; skips a site without one, saying so", () => {
    const candidates = [
      source,
      listing(2, 'ai', 'acc-1', 'https://app.acme.com'),
      listing(3, 'dev', 'acc-1', 'https://other.io'),
      listing(4, 'dev', 'acc-2', 'https://acme.com'),
    ];
    expect(planFanOut(source, ['main', 'ai', 'dev'], candidates, true)).to.deep.equal({
      write: [{ site: 'ai', listingId: 2 }],
      skip: [{ site: 'dev', reason: 'no_listing' }],
    });
  });
  it('several listings of the company on one site: none is written, their ids are reported', () => {
    const candidates = [
      source,
      listing(2, 'ai', 'acc-1', 'https://acme.com/a'),
      listing(5, 'ai', 'acc-1', 'https://acme.com/b'),
    ];
    expect(planFanOut(source, ['ai'], candidates, true)).to.deep.equal({
      write: [],
      skip: [{ site: 'ai', reason: 'several_listings', listingIds: [2, 5] }],
    });
  });
  it('no headline, summary or SEO field sent: the other sites are skipped with that reason', () => {
    expect(
      planFanOut(source, ['main', 'ai'], [source, listing(2, 'ai', 'acc-1', 'https://acme.com')], false),
    ).to.deep.equal({
      write: [],
      skip: [{ site: 'ai', reason: 'no_fields_to_apply' }],
    });
  });
});
