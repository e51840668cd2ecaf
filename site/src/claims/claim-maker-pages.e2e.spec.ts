/**
 * Claiming a listing on the site over HTTP, without a browser: "Is this your product?" on a demo
 * listing's page (its website the fixture company site on 127.0.0.1) → choose the meta tag → exactly
 * the tag to publish → "Verify now" fails with the reason in words → the tag goes on the fixture
 * site → verified, and the listing is the claimant's. A bad e-mail is shown beside its field, kept.
 */
import { expect } from 'chai';
import { ListingCommands } from '@listings/command-service/listings';
import { startFakeSite, SITE_PAGES, type FakeSite } from '@listings/command-service/drafts/testing';
import { startTestService, type TestService } from '@listings/gateway/testing';
import { csrfIn, PageClient } from '../kit/testing.ts';
import { loopbackPorts, signedUpClient } from '../kit/maker-testing.ts';

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('claim pages', function () {
  this.timeout(60_000);
  let site: FakeSite;
  let service: TestService;
  let slug: string;

  before(async () => {
    site = await startFakeSite();
    service = await startTestService({}, loopbackPorts());
    const listings = new ListingCommands(service.service.events, service.service.clock);
    const actor = { kind: 'admin' as const, id: 'test' };
    const created = await listings.create(
      { profile: { name: 'Acme Ledger', url: `${site.base}/` }, ownerId: null },
      actor,
      'test',
    );
    const live = await listings.execute(
      created.listingId,
      { type: 'GoLive', week: '2026-11-23', plan: 'free' },
      actor,
      'test',
    );
    await service.service.projections.waitForPosition(live.position, 5000);
    slug = created.slug;
  });
  after(async () => {
    await service.close();
    await site.close();
  });

  it('asks "Is this your product?" on the listing page, and leads a visitor to sign in first', async () => {
    const visitor = new PageClient(service.baseUrl);
    const page = await visitor.get(`/listings/${slug}`);
    expect(page.text).to.include(`href="/claims/new?slug=${slug}"`).and.include('Is this your product?');
    const claim = await visitor.get(`/claims/new?slug=${slug}`);
    expect(claim.status).to.equal(303);
    expect(claim.location).to.equal(`/signin?next=${encodeURIComponent(`/claims/new?slug=${slug}`)}`);
  });

  it('claims by meta tag: the tag to publish, a failed check in words, then verified', async () => {
    const client = await signedUpClient(service.baseUrl);
    const form = await client.get(`/claims/new?slug=${slug}`);
    expect(form.status, form.text).to.equal(200);
    const started = await client.post('/claims/new', { csrf: csrfIn(form.text), slug, method: 'meta', email: '' });
    expect(started.status, started.text).to.equal(303);
    const claimPath = started.location!;
    let page = await client.get(claimPath);
    const tag = unescape(/<textarea id="claim-tag"[^>]*>([^<]+)<\/textarea>/.exec(page.text)![1]);
    expect(tag).to.match(/^<meta name="listings-verify" content="[0-9a-f]{40}">$/);

    const csrf = csrfIn(page.text);
    const early = await client.post(`${claimPath}/verify`, { csrf });
    expect(early.status).to.equal(303);
    page = await client.get(early.location!);
    expect(page.text).to.include('Waiting for verification').and.include('We looked but did not find it');

    site.routes.set('/', { type: 'text/html; charset=utf-8', body: SITE_PAGES['/'].replace('<head>', `<head>${tag}`) });
    const verified = await client.post(`${claimPath}/verify`, { csrf });
    page = await client.get(verified.location!);
    expect(page.text).to.match(/Verified on [^<]+: you manage this listing/);
    const mine = await client.get('/me');
    expect(mine.text).to.include('Acme Ledger');
    expect((await client.get('/me/claims')).text).to.include('verified');
    // The listing page now offers the owner their listing instead of a claim.
    expect((await client.get(`/listings/${slug}`)).text).to.include('Manage your listing');
  });

  it('shows a bad e-mail beside its field, keeps it, and starts nothing', async () => {
    const client = await signedUpClient(service.baseUrl);
    const form = await client.get(`/claims/new?slug=${slug}`);
    const refused = await client.post('/claims/new', {
      csrf: csrfIn(form.text),
      slug,
      method: 'email',
      email: 'not-an-address',
    });
    expect(refused.status).to.equal(400);
    expect(refused.text).to.include('value="not-an-address"').and.include('id="claim-email-error"');
    expect(refused.text).to.match(/id="method-email" name="method" value="email" checked/);
    expect((await client.get('/me/claims')).text).to.include('No claims yet.');
  });
});
