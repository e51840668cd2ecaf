/**
 * The founder's draft pages over HTTP, without a browser or script: submit a URL (the fixture
 * company site on 127.0.0.1, read by the real crawler and drafter), follow the progress page until
 * ready, review the fields with their states and evidence, edit / lock / restore / remove, a refused
 * value kept beside its field with nothing written, and save as a listing. Also: the failure in
 * words (robots.txt), sign-in required, CSRF refused, and the same draft seen through the API.
 */
import { expect } from 'chai';
import { startFakeSite, type FakeSite } from '@listings/command-service/drafts/testing';
import { startTestService, type TestService } from '@listings/gateway/testing';
import { csrfIn, PageClient } from '../kit/testing.ts';
import { CrawlGate, loopbackPorts, signedUpClient, untilSettled } from '../kit/maker-testing.ts';
import { DRAFT_FIELDS } from '@listings/shared/contracts/drafts';
import { DRAFT_GROUPS } from './draft-pages.router.ts';

describe('draft pages', function () {
  this.timeout(60_000);
  let site: FakeSite;
  let service: TestService;
  const gate = new CrawlGate();

  before(async () => {
    site = await startFakeSite();
    service = await startTestService({}, loopbackPorts(gate));
  });
  after(async () => {
    gate.open(); // never leave a crawl waiting
    await service.close();
    await site.close();
  });

  it('lead a signed-out visitor to sign in and back, and offer "Submit your product" on every page', async () => {
    const visitor = new PageClient(service.baseUrl);
    const home = await visitor.get('/');
    expect(home.text).to.include('href="/submit"');
    const submit = await visitor.get('/submit');
    expect(submit.status).to.equal(303);
    expect(submit.location).to.equal('/signin?next=%2Fsubmit');
    const post = await visitor.post('/submit', { url: `${site.base}/` });
    expect(post.status).to.equal(303);
    expect(post.location).to.match(/^\/signin/);
  });

  describe('a founder submits the fixture site', () => {
    let client: PageClient;
    let draftPath: string;
    let review: string;

    before(async () => {
      client = await signedUpClient(service.baseUrl);
      const form = await client.get('/submit');
      expect(form.status).to.equal(200);
      const submitted = await client.post('/submit', {
        csrf: csrfIn(form.text),
        idempotency_key: /name="idempotency_key" value="([^"]+)"/.exec(form.text)![1],
        url: `${site.base}/`,
      });
      expect(submitted.status, submitted.text).to.equal(303);
      draftPath = submitted.location!;
      expect(draftPath).to.match(/^\/drafts\/[\w-]+$/);
      review = (await untilSettled(client, draftPath)).text;
    });

    it('shows progress with an event stream and a no-script reload while drafting', async () => {
      const other = await signedUpClient(service.baseUrl);
      const token = csrfIn((await other.get('/submit')).text);
      gate.close();
      const started = await other.post('/submit', { csrf: token, url: `${site.base}/pricing` });
      const page = await other.get(started.location!);
      expect(page.text).to.include('id="draft-progress"').and.include('Reading your website…');
      expect(page.text).to.include('<noscript><meta http-equiv="refresh" content="3"></noscript>');
      expect(page.text).to.include(`data-events="${started.location}/events"`);
      // The stream says where it stands, then (once the crawl may go on) that it is ready, and ends.
      const response = await fetch(`${service.baseUrl}${started.location}/events`, {
        headers: { cookie: [...other.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(response.headers.get('content-type')).to.match(/^text\/event-stream/);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = (await reader.read()).value ?? '';
      expect(text).to.match(/^event: status\ndata: \{"status":"crawling"/);
      gate.open(); // only once the first event arrived: the crawl goes on
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
      const statuses = [...text.matchAll(/event: status\ndata: \{"status":"(\w+)"/g)].map((m) => m[1]);
      expect(statuses[0]).to.equal('crawling');
      expect(statuses.at(-1)).to.equal('ready');
      expect((await other.get(started.location!)).text).to.include('Ready for your review');
      // Another person's draft does not exist for them.
      expect((await client.get(started.location!)).status).to.equal(404);
      expect((await client.get(`${started.location}/events`)).status).to.equal(404);
    });

    it('ends ready with every field, its state in words and evidence quotes linking to the page', () => {
      expect(review).to.include('Ready for your review');
      expect(review).to.include('id="f-name"').and.include('id="f-logo_url"');
      expect(review).to.include('found on your site').and.include('not found on your site');
      expect(review).to.match(new RegExp(`<blockquote>“[^”]+”</blockquote> <a href="${site.base}/[^"]*"`));
      expect(review).to.match(/\d+% complete/);
      // What is still missing: a summary that links each missing field to its form.
      const summary = /<aside class="draft-summary"[\s\S]*?<\/aside>/.exec(review)![0];
      expect(summary).to.include('<h2 id="summary-title">Still missing</h2>');
      const missing = [...summary.matchAll(/<li><a href="#f-(\w+)">/g)].map((m) => m[1]);
      expect(missing).to.not.be.empty;
      for (const field of missing) expect(review).to.include(`id="f-${field}"`);
      // What the verifier turned down, and why, for the maker to see: the investor on the team page.
      const rejected = /<div class="rejected" id="rejected-other">[\s\S]*?<\/div>/.exec(summary)?.[0] ?? '';
      expect(rejected).to.include('“Dana Whitfield”').and.include('Managing Partner');
      // The preview of the public page, before the groups.
      expect(review.indexOf('id="preview"')).to.be.greaterThan(-1).and.below(review.indexOf('id="group-basics"'));
    });

    it('groups every field under a heading with an anchor, each field in one group, evidence kept', () => {
      expect(DRAFT_GROUPS.flatMap((group) => group.fields).sort()).to.deep.equal([...DRAFT_FIELDS].sort());
      const groups = review.split('<section class="draft-group" id="').slice(1);
      expect(groups.map((group) => group.slice(0, group.indexOf('"')))).to.deep.equal(
        DRAFT_GROUPS.map((group) => group.id),
      );
      DRAFT_GROUPS.forEach((group, i) => {
        expect(groups[i]).to.include(`<h2 id="${group.id}-title">${group.title.replace('&', '&amp;')}</h2>`);
        expect(review).to.include(`<a href="#${group.id}">`); // from the summary
        for (const field of group.fields) expect(groups[i]).to.include(`id="f-${field}"`);
        for (const part of group.parts) expect(groups[i]).to.include(`<section class="card" id="${part}"`);
      });
      expect(groups[0]).to.match(/id="f-name"[\s\S]*?<ul class="evidence"><li><blockquote>/);
    });

    it('edits, locks, restores and removes fields through update_draft', async () => {
      const csrf = csrfIn(review);
      const edited = await client.post(`${draftPath}/fields/tagline`, {
        csrf,
        action: 'edit',
        value: 'Books that keep themselves',
      });
      expect(edited.status, edited.text).to.equal(303);
      expect(edited.location).to.equal(`${draftPath}?done=edited#f-tagline`);
      let page = (await client.get(draftPath)).text;
      expect(page).to.match(/id="f-tagline"[\s\S]*?edited by you[\s\S]*?value="Books that keep themselves"/);
      expect((await client.post(`${draftPath}/fields/name`, { csrf, action: 'lock' })).status).to.equal(303);
      page = (await client.get(draftPath)).text;
      expect(page).to.match(/id="f-name"[\s\S]*?<span class="chip state-override">locked<\/span>/);
      expect((await client.post(`${draftPath}/fields/tagline`, { csrf, action: 'restore' })).status).to.equal(303);
      page = (await client.get(draftPath)).text;
      expect(page).to.match(/id="f-tagline"[\s\S]*?found on your site/);
      expect(
        (await client.post(`${draftPath}/fields/features`, { csrf, action: 'edit', value: 'One\nTwo\n' })).status,
      ).to.equal(303);
      expect(
        (await client.post(`${draftPath}/fields/city`, { csrf, action: 'edit', value: 'Lisbon' })).status,
      ).to.equal(303);
      page = (await client.get(draftPath)).text;
      expect(page).to.match(/id="f-city"[\s\S]*?added by you/);
      const api = await service.call('GET', `/drafts/${draftPath.split('/').pop()}`, {
        key: (await service.createKey(['account:read'])).key,
      });
      expect(api.status).to.equal(404); // another account's key: the draft is the founder's alone
    });

    it('keeps a refused value beside its field, writes nothing, and says why', async () => {
      const before = (await client.get(draftPath)).text;
      const tooLong = 'x'.repeat(600);
      const refused = await client.post(`${draftPath}/fields/tagline`, {
        csrf: csrfIn(before),
        action: 'edit',
        value: tooLong,
      });
      expect(refused.status).to.equal(400);
      expect(refused.text).to.include(`value="${tooLong}"`).and.include('aria-invalid="true"');
      expect(refused.text).to.match(/<p class="field-error" id="value-tagline-error" role="alert">[^<]+<\/p>/);
      const after = (await client.get(draftPath)).text;
      expect(after).to.not.include(tooLong);
      const seo = await client.post(`${draftPath}/more`, {
        csrf: csrfIn(before),
        part: 'seo',
        seo_title: 'y'.repeat(90),
        seo_meta: 'kept',
      });
      expect(seo.status).to.equal(400);
      expect(seo.text)
        .to.include(`value="${'y'.repeat(90)}"`)
        .and.include('>kept</textarea>');
    });

    it('saves the FAQs through the same operation', async () => {
      const csrf = csrfIn((await client.get(draftPath)).text);
      const faqs = await client.post(`${draftPath}/more`, {
        csrf,
        part: 'faqs',
        question: ['Is it safe?', ''],
        answer: ['Yes.', ''],
      });
      expect(faqs.status, faqs.text).to.equal(303);
      const page = (await client.get(draftPath)).text;
      expect(page).to.include('value="Is it safe?"').and.include('>Yes.</textarea>');
    });

    it('regenerates up to 5 fields at once, refusing more in words', async () => {
      const csrf = csrfIn((await client.get(draftPath)).text);
      const regenerated = await client.post(`${draftPath}/regenerate`, { csrf, field: ['tagline', 'features'] });
      expect(regenerated.status, regenerated.text).to.equal(303);
      expect(regenerated.location).to.equal(`${draftPath}?done=regenerated#regenerate`);
      const tooMany = await client.post(`${draftPath}/regenerate`, {
        csrf,
        field: ['tagline', 'features', 'usps', 'keywords', 'tags', 'stage'],
      });
      expect(tooMany.status).to.equal(400);
      expect(tooMany.text).to.match(/<li>regenerate: [^<]+<\/li>/);
    });

    it('invites a co-founder, and shows a bad address beside its field', async () => {
      const page = (await client.get(draftPath)).text;
      const csrf = csrfIn(page);
      const bad = await client.post(`${draftPath}/invites`, { csrf, email: 'nobody' });
      expect(bad.status).to.equal(400);
      expect(bad.text).to.include('value="nobody"').and.include('id="invite-email-error"');
      const sent = await client.post(`${draftPath}/invites`, { csrf, email: 'cofounder@example.com' });
      expect(sent.status, sent.text).to.equal(303);
      expect((await client.get(draftPath)).text).to.match(/<li>c[^<]*@example\.com: (invitation sent|sending)<\/li>/);
    });

    it('saves the socials of the company and founders', async () => {
      const csrf = csrfIn((await client.get(draftPath)).text);
      const saved = await client.post(`${draftPath}/more`, {
        csrf,
        part: 'socials',
        company_socials: 'github https://github.com/acme\nlinkedin: https://linkedin.com/company/acme',
        founder_socials: '',
      });
      expect(saved.status, saved.text).to.equal(303);
      const shown = /id="company-socials"[^>]*>([^<]*)</.exec((await client.get(draftPath)).text)![1];
      expect(shown.split('\n').sort()).to.deep.equal([
        'github https://github.com/acme',
        'linkedin https://linkedin.com/company/acme',
      ]);
    });

    it('refuses a form without the session token and changes nothing', async () => {
      const refused = await client.post(`${draftPath}/fields/city`, {
        csrf: 'x'.repeat(43),
        action: 'edit',
        value: 'Porto',
      });
      expect(refused.status).to.equal(403);
      const foreign = await client.post(
        `${draftPath}/fields/city`,
        { csrf: csrfIn(review), action: 'edit', value: 'Porto' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(foreign.status).to.equal(403);
      expect((await client.get(draftPath)).text).to.not.include('value="Porto"');
    });

    it('saves the draft as a listing and leads to it', async () => {
      const saved = await client.post(`${draftPath}/submit`, { csrf: csrfIn(review) });
      expect(saved.status, saved.text).to.equal(303);
      expect(saved.location).to.match(/^\/me\/listings\/\d+\?done=saved$/);
      const list = await client.get('/drafts');
      expect(list.text).to.include('Saved as a listing');
    });
  });

  it('says in words why a draft failed (robots.txt disallows the page)', async () => {
    const client = await signedUpClient(service.baseUrl);
    const csrf = csrfIn((await client.get('/submit')).text);
    const submitted = await client.post('/submit', { csrf, url: `${site.base}/about/history` });
    const page = await untilSettled(client, submitted.location!);
    expect(page.text).to.include('robots.txt does not allow us to read this page');
    expect(site.requests).to.not.include('/about/history');
  });

  it('shows a refused URL beside the field and keeps it', async () => {
    const client = await signedUpClient(service.baseUrl);
    const csrf = csrfIn((await client.get('/submit')).text);
    const refused = await client.post('/submit', { csrf, url: 'ftp://nope' });
    expect(refused.status).to.equal(400);
    expect(refused.text).to.include('value="ftp://nope"').and.include('id="url-error"');
  });
});
