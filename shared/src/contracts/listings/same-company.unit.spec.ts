import { expect } from 'chai';
import { isSameCompany, registrableDomainOf, type CompanyFacts } from './same-company.ts';

const listing = (ownerId: string | null, url: string, verifiedClaim?: CompanyFacts['verifiedClaim']): CompanyFacts => ({
  ownerId,
  url,
  verifiedClaim,
});

describe('the same company (one rule for the network)', () => {
  it('reads the registrable domain from the public suffix list, private suffixes included', () => {
    expect(registrableDomainOf('https://app.acme.co.uk/pricing')).to.equal('acme.co.uk');
    expect(registrableDomainOf('https://WWW.Acme.com')).to.equal('acme.com');
    expect(registrableDomainOf('https://one.github.io')).to.equal('one.github.io');
    expect(registrableDomainOf('http://127.0.0.1:8080/')).to.equal('127.0.0.1');
    expect(registrableDomainOf('acme.io')).to.equal('acme.io');
  });
  it('same owner and same registrable domain: the same company (subdomains and paths do not matter)', () => {
    expect(isSameCompany(listing('acc-1', 'https://acme.com'), listing('acc-1', 'https://app.acme.com/ai'))).to.equal(
      true,
    );
    expect(isSameCompany(listing('acc-1', 'https://acme.co.uk'), listing('acc-1', 'https://www.acme.co.uk'))).to.equal(
      true,
    );
  });
  it('another owner, another domain, two tenants of one hosting suffix, or no owner: not the same company', () => {
    expect(isSameCompany(listing('acc-1', 'https://acme.com'), listing('acc-2', 'https://acme.com'))).to.equal(false);
    expect(isSameCompany(listing('acc-1', 'https://acme.com'), listing('acc-1', 'https://acme.io'))).to.equal(false);
    expect(isSameCompany(listing('acc-1', 'https://a.github.io'), listing('acc-1', 'https://b.github.io'))).to.equal(
      false,
    );
    expect(isSameCompany(listing('acc-1', 'https://acme.co.uk'), listing('acc-1', 'https://other.co.uk'))).to.equal(
      false,
    );
    expect(isSameCompany(listing(null, 'https://acme.com'), listing(null, 'https://acme.com'))).to.equal(false);
  });
  it('the same verified claim (one account proved the same domain on both) links listings whoever owns them', () => {
    const claim = { accountId: 'acc-9', domain: 'acme.com' };
    expect(
      isSameCompany(
        listing('acc-1', 'https://acme.com', claim),
        listing(null, 'https://acme.com', { ...claim, domain: 'www.acme.com' }),
      ),
    ).to.equal(true);
    expect(
      isSameCompany(
        listing('acc-1', 'https://acme.com', claim),
        listing(null, 'https://acme.com', { accountId: 'acc-8', domain: 'acme.com' }),
      ),
    ).to.equal(false);
    expect(isSameCompany(listing('acc-1', 'https://acme.com', claim), listing('acc-2', 'https://acme.com'))).to.equal(
      false,
    );
  });
});
