/**
 * A maker's badge is of the listing's own site (issue 30). On the demo's two hosts of one port (the
 * default site on `localhost`, "AI Tools" on `127.0.0.1`): a founder saves a listing on AI Tools and
 * chooses the free plan; the maker's page shows "Listed on AI Tools", and the embed code in every
 * style links to AI Tools' host, never the default site's; the badge put on the fixture company site
 * is found (the check looks for AI Tools' link); and the same page asked on the default site's host
 * still names AI Tools (before: the default site's name and host, and a badge the check never found).
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { startFakeSite, SITE_PAGES, type FakeSite } from '@listings/command-service/drafts/testing';
import { twoSitesOnOnePort, type TestService } from '@listings/gateway/testing';
import { csrfIn, PageClient } from '../kit/testing.ts';
import { loopbackPorts, savedListing, signedUpClient, withCategory } from '../kit/maker-testing.ts';

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe("a maker's badge is of the listing's own site", function () {
  this.timeout(60_000);
  let company: FakeSite;
  let service: TestService;
  let main: string;
  let ai: string;

  before(async () => {
    company = await startFakeSite();
    ({ service, main, ai } = await twoSitesOnOnePort({ clock: new ManualClock(new Date()), ...loopbackPorts() }));
  });
  after(async () => {
    await service?.close();
    await company?.close();
  });

  it('names AI Tools and links to its host in the preview and every embed code; the check finds that badge', async () => {
    const client = await signedUpClient(ai);
    const category = await withCategory(service);
    const { listingPath } = await savedListing(client, `${company.base}/`, { category });
    const csrf = csrfIn((await client.get(listingPath)).text);
    const free = await client.post(`${listingPath}/free`, { csrf });
    expect(free.status, free.text).to.equal(303);
    const page = (await client.get(free.location!)).text;
    expect(page).to.include('Free plan: waiting for the badge on your site');
    expect(page).to.match(
      /<figure class="preview" id="own-badge"><img src="\/badges\/[^"]+" [^>]*alt="Listed on AI Tools">/,
    );
    const codes = [...page.matchAll(/<textarea id="embed-[^"]*"[^>]*>([^<]+)<\/textarea>/g)].map((m) =>
      unescape(m[1]!),
    );
    expect(codes.length).to.be.greaterThan(20);
    for (const code of codes) {
      expect(code).to.include(`${ai}/listings/`).and.include('Listed on AI Tools');
      expect(code).to.not.include(main);
    }
    expect(page).to.not.include('Listed on Listings Directory');
    const embed = /<textarea id="embed-code"[^>]*>([^<]+)<\/textarea>/.exec(page)![1]!;

    // The same page on the default site's host: still the listing's own site.
    const onMain = new PageClient(main);
    onMain.cookies.set('__Host-session', client.cookies.get('__Host-session')!);
    const there = await onMain.get(listingPath);
    expect(there.status).to.equal(200);
    expect(there.text).to.include('alt="Listed on AI Tools"').and.not.include('Listed on Listings Directory');

    // The badge with AI Tools' link, put on the company's homepage, is found.
    company.routes.set('/', {
      type: 'text/html; charset=utf-8',
      body: SITE_PAGES['/'].replace('</main>', `${unescape(embed)}</main>`),
    });
    const check = await client.post(`${listingPath}/free`, { csrf });
    expect(check.status).to.equal(303);
    expect((await client.get(check.location!)).text).to.match(/id="badge-check-result">Badge found on your homepage/);
  });
});
