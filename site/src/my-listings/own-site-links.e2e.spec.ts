/**
 * A maker's listing page leads to the listing's own site (issue 30), on the demo's two hosts of one
 * port (the default site on `localhost`, "AI Tools" on `127.0.0.1`). A listing saved on AI Tools, asked
 * on the default site's host: the founder interview link, the badge previews' images (and the page's
 * CSP, so a browser loads them), and once it is public its page, badge page and launch week's board
 * are AI Tools' absolute URLs, each answering there; on AI Tools' own host the same links are
 * site-relative. A default site's listing asked on AI Tools' host links to the default site. (Before:
 * every link was relative, so on another host the previews were that host's 404 and the interview was
 * that host's questions.)
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
const hrefOf = (page: string, id: string) => unescape(new RegExp(`<a href="([^"]*)" id="${id}"`).exec(page)?.[1] ?? '');
const previewSources = (page: string) =>
  [...page.matchAll(/<img src="([^"]*\/badges\/[^"]*)"/g)].map((m) => unescape(m[1]!));

describe("a maker's listing page links to the listing's own site", function () {
  this.timeout(90_000);
  let company: FakeSite;
  let other: FakeSite;
  let service: TestService;
  let main: string;
  let ai: string;
  let onAi: PageClient;
  let onMain: PageClient;
  let aiListing: string; // the owner's page of a listing saved on AI Tools
  let csrf: string;

  before(async () => {
    company = await startFakeSite();
    other = await startFakeSite();
    ({ service, main, ai } = await twoSitesOnOnePort({ clock: new ManualClock(new Date()), ...loopbackPorts() }));
    onAi = await signedUpClient(ai);
    onMain = new PageClient(main);
    onMain.cookies.set('__Host-session', onAi.cookies.get('__Host-session')!);
    const category = await withCategory(service);
    ({ listingPath: aiListing } = await savedListing(onAi, `${company.base}/`, { category }));
    csrf = csrfIn((await onAi.get(aiListing)).text);
    const free = await onAi.post(`${aiListing}/free`, { csrf });
    expect(free.status, free.text).to.equal(303);
  });
  after(async () => {
    await service?.close();
    await company?.close();
    await other?.close();
  });

  it("on another site's host: the interview and every badge preview are AI Tools', and the CSP lets the images load", async () => {
    const page = await onMain.get(aiListing);
    expect(page.status).to.equal(200);
    expect(page.text).to.include('Free plan: waiting for the badge on your site');
    expect(hrefOf(page.text, 'interview-link')).to.equal(`${ai}/me/interview`);
    expect(page.text).to.include('Answer AI Tools’s interview questions on AI Tools');

    const sources = previewSources(page.text);
    expect(sources.length).to.be.greaterThan(20);
    for (const src of sources) expect(src.startsWith(`${ai}/badges/`), src).to.equal(true);
    expect(page.text).to.not.include('src="/badges/');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).to.include(`img-src 'self' ${new URL(ai).origin};`);

    // The preview's image answers on AI Tools' host; the same path on this host is not this listing's.
    const own = await fetch(sources[0]!);
    expect(own.status).to.equal(200);
    expect(own.headers.get('content-type')).to.match(/^image\/svg\+xml/);
    expect((await fetch(`${main}${new URL(sources[0]!).pathname}`)).status).to.equal(404);

    // The interview there is AI Tools' (the link leads to its questions, not this host's).
    const onAiInterview = await onAi.get(new URL(hrefOf(page.text, 'interview-link')).pathname);
    expect(onAiInterview.text).to.include('The questions of AI Tools');
  });

  it("on the listing's own host the same links are site-relative and the CSP is the pages' own", async () => {
    const page = await onAi.get(aiListing);
    expect(hrefOf(page.text, 'interview-link')).to.equal('/me/interview');
    const sources = previewSources(page.text);
    expect(sources.length).to.be.greaterThan(20);
    for (const src of sources) expect(src.startsWith('/badges/'), src).to.equal(true);
    expect(page.headers.get('content-security-policy')).to.include("img-src 'self';");
  });

  it('once public: its page, badge page and week board are on AI Tools, from either host', async () => {
    const embed = unescape(
      /<textarea id="embed-code"[^>]*>([^<]+)<\/textarea>/.exec((await onAi.get(aiListing)).text)![1]!,
    );
    company.routes.set('/', {
      type: 'text/html; charset=utf-8',
      body: SITE_PAGES['/'].replace('</main>', `${embed}</main>`),
    });
    const check = await onAi.post(`${aiListing}/free`, { csrf });
    expect(check.status).to.equal(303);

    const there = (await onMain.get(aiListing)).text;
    expect(there).to.include('Scheduled for the week of');
    const publicPage = hrefOf(there, 'public-page');
    const badgePage = hrefOf(there, 'badge-page');
    const board = hrefOf(there, 'week-board');
    expect(publicPage).to.match(new RegExp(`^${ai.replace(/\./g, '\\.')}/listings/[a-z0-9-]+$`));
    expect(badgePage).to.equal(`${publicPage}/badges`);
    expect(board).to.match(new RegExp(`^${ai.replace(/\./g, '\\.')}/launches/weeks/\\d{4}-\\d{2}-\\d{2}$`));
    for (const url of [publicPage, badgePage, board]) {
      expect((await fetch(url)).status, url).to.equal(200);
      // The same path on the default site's host is not this listing's.
      if (url !== board) expect((await fetch(`${main}${new URL(url).pathname}`)).status, url).to.equal(404);
    }
    const slug = new URL(publicPage).pathname.split('/')[2]!;
    expect((await onMain.get(`/launches/weeks/${board.split('/').at(-1)}`)).text).to.not.include(`/listings/${slug}"`);
    expect((await onAi.get(new URL(board).pathname)).text).to.include(`/listings/${slug}"`);

    const here = (await onAi.get(aiListing)).text;
    expect(hrefOf(here, 'public-page')).to.equal(new URL(publicPage).pathname);
    expect(hrefOf(here, 'badge-page')).to.equal(new URL(badgePage).pathname);
    expect(hrefOf(here, 'week-board')).to.equal(new URL(board).pathname);
  });

  it("a default site's listing, asked on AI Tools' host, links to the default site", async () => {
    const category = await withCategory(service);
    const { listingPath } = await savedListing(onMain, `${other.base}/`, { category });
    const mainCsrf = csrfIn((await onMain.get(listingPath)).text);
    expect((await onMain.post(`${listingPath}/free`, { csrf: mainCsrf })).status).to.equal(303);

    const page = await onAi.get(listingPath);
    expect(page.status).to.equal(200);
    expect(hrefOf(page.text, 'interview-link')).to.equal(`${main}/me/interview`);
    const sources = previewSources(page.text);
    expect(sources.length).to.be.greaterThan(20);
    for (const src of sources) expect(src.startsWith(`${main}/badges/`), src).to.equal(true);
    expect(page.headers.get('content-security-policy')).to.include(`img-src 'self' ${new URL(main).origin};`);
    expect((await fetch(sources[0]!)).status).to.equal(200);
    expect(hrefOf((await onMain.get(listingPath)).text, 'interview-link')).to.equal('/me/interview');
  });
});
