/**
 * ownSiteLinks: a maker's listing page links to the listing's own site (issue 30), site-relative on
 * that site's host and absolute elsewhere, and the page's CSP allows images from that site only then.
 */
import { expect } from 'chai';
import { ownSiteHeaders, ownSiteLinks } from './own-site-links.ts';

const main = { key: 'main', name: 'Listings Directory', publicBaseUrl: 'https://listings.example' };
const ai = { key: 'ai', name: 'AI Tools', publicBaseUrl: 'https://ai.example' };

describe("a maker's links to a listing's own site", () => {
  it('are site-relative on its own host, with the pages’ own CSP', () => {
    const links = ownSiteLinks(ai, { ...ai });
    expect(links.here).to.equal(true);
    expect(links.link('/me/interview')).to.equal('/me/interview');
    expect(ownSiteHeaders(links)).to.equal(undefined);
  });

  it("are the listing's site's absolute URLs on another site's host, and images from its origin are allowed", () => {
    const links = ownSiteLinks(ai, main);
    expect(links.here).to.equal(false);
    expect(links.site.name).to.equal('AI Tools');
    expect(links.link('/listings/acme/badges')).to.equal('https://ai.example/listings/acme/badges');
    const csp = ownSiteHeaders(links)!['Content-Security-Policy']!;
    expect(csp).to.include("img-src 'self' https://ai.example;");
    expect(csp).to.include("default-src 'none'").and.include("script-src 'self'");
    expect(ownSiteLinks(main, ai).link('/me/interview')).to.equal('https://listings.example/me/interview');
  });
});
