/**
 * The owner's listing pages over HTTP, without a browser: a founder saves the fixture company site
 * as a listing, chooses the free plan, sees "waiting for the badge" with the embed code in every
 * style, puts the badge on the fixture site, presses "Check now" and is scheduled for the free
 * queue's week; edits with before/after in the history, an update, a milestone added and deleted,
 * the story, interview answers; a refused value kept beside its field with nothing written; another
 * person sees nothing of it.
 */
import { expect } from 'chai';
import { addWeeks, mondayOf, systemClock } from '@listings/shared/kernel';
import { startFakeSite, SITE_PAGES, type FakeSite } from '@listings/command-service/drafts/testing';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { ListingCommands } from '@listings/command-service/listings';
import { csrfIn, type PageClient } from '../kit/testing.ts';
import { loopbackPorts, savedListing, signedUpClient, withCategory } from '../kit/maker-testing.ts';
import { longDate } from '../listings/parts.ts';

describe('my listing pages', function () {
  this.timeout(60_000);
  let site: FakeSite;
  let service: TestService;
  let client: PageClient;
  let listingPath: string;

  before(async () => {
    site = await startFakeSite();
    service = await startTestService({}, loopbackPorts());
    client = await signedUpClient(service.baseUrl);
    ({ listingPath } = await savedListing(client, `${site.base}/`, { category: await withCategory(service) }));
  });
  after(async () => {
    await service.close();
    await site.close();
  });

  it('lists the saved listing, not yet published, with both ways to publish', async () => {
    const me = await client.get('/me');
    expect(me.status).to.equal(200);
    expect(me.text).to.include(`href="${listingPath}"`).and.include('Saved, not published yet');
    const page = await client.get(listingPath);
    expect(page.text).to.include('Choose the free plan').and.include(`href="${listingPath}/order"`);
  });

  it('publishes free: waiting for the badge, embed code in every style, check now, then scheduled', async () => {
    const csrf = csrfIn((await client.get(listingPath)).text);
    const free = await client.post(`${listingPath}/free`, { csrf });
    expect(free.status, free.text).to.equal(303);
    let page = (await client.get(free.location!)).text;
    expect(page).to.include('Free plan: waiting for the badge on your site');
    // One result of the check, saying what was looked for and what to do; no "Done" banner above it.
    expect(page).to.not.include('Done: we checked');
    expect(page.match(/class="(notice|error)"/g)).to.have.length(1);
    expect(page).to.match(
      /<p class="error" role="status" id="badge-check-result">No badge found: we read [^<]+ and looked for the badge image or a link to [^<]+\/listings\/[^<]+, but found neither\. Put the HTML below on that page, publish it, then press “Check now” again\.<\/p>/,
    );
    // The badge itself, as get_badges gives it to the owner, beside the embed code.
    expect(page).to.match(
      /<figure class="preview" id="own-badge"><img src="\/badges\/[^"]+\/listed_on\.svg\?shape=standard&amp;mode=auto&amp;size=m" width="240" height="56" alt="Listed on [^"]+">/,
    );
    const embed = /<textarea id="embed-code"[^>]*>([^<]+)<\/textarea>/
      .exec(page)![1]
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'");
    expect(embed).to.match(/^<a href="[^"]+\/listings\/[^"]+"/);
    expect(page.match(/<textarea id="embed-(standard|outline|pill|banner|square)-/g)!.length).to.be.greaterThan(20);
    // The badge image of an awaiting listing is served (the previews show it).
    const image = /<img src="(\/badges\/[^"]+)"/.exec(page)![1].replace(/&amp;/g, '&');
    expect((await client.get(image)).status).to.equal(200);

    site.routes.set('/', {
      type: 'text/html; charset=utf-8',
      body: SITE_PAGES['/'].replace('</main>', `${embed}</main>`),
    });
    const check = await client.post(`${listingPath}/free`, { csrf });
    expect(check.status).to.equal(303);
    page = (await client.get(check.location!)).text;
    const week = addWeeks(mondayOf(new Date().toISOString().slice(0, 10)), 4);
    expect(page).to.match(/id="listing-status">Scheduled for the week of [^<]+\(free plan\)/);
    expect(page).to.include(`Scheduled for the week of ${longDate(week)} (free plan)`);
    expect(page).to.match(
      /<p class="notice" role="status" id="badge-check-result">Badge found on your homepage\. Scheduled for the week of [^<]+ \(free plan\)\.<\/p>/,
    );
    expect(page.match(/class="(notice|error)"/g)).to.have.length(1);
  });

  it('edits the listing through update_my_listing and shows before and after in the history', async () => {
    const csrf = csrfIn((await client.get(listingPath)).text);
    const edited = await client.post(`${listingPath}/edit`, { csrf, tagline: 'Books that keep themselves', city: '' });
    expect(edited.status, edited.text).to.equal(303);
    const page = (await client.get(listingPath)).text;
    expect(page).to.match(/<td>Tagline<\/td><td>[^<]*<\/td><td>Books that keep themselves<\/td>/);
  });

  it('shows the pricing summary, the city and the search engine fields as they are, and edits them (issue 31)', async () => {
    // get_my_listing nests these (pricing.summary, location.city, seo.*): the form once showed them
    // empty, so the drafted pricing summary looked lost and could not be cleared.
    let page = (await client.get(listingPath)).text;
    expect(page).to.include(
      '<input id="edit-pricing_summary" name="pricing_summary" value="Starter: $0; Pro: $29/month; Business: $99/month">',
    );
    const csrf = csrfIn(page);
    const edited = await client.post(`${listingPath}/edit`, {
      csrf,
      city: 'Porto',
      seo_title: 'Acme Ledger: bookkeeping on autopilot',
      seo_description: 'Bank feeds reconciled for you.',
    });
    expect(edited.status, edited.text).to.equal(303);
    page = (await client.get(listingPath)).text;
    expect(page)
      .to.include('<input id="edit-city" name="city" value="Porto">')
      .and.include('<input id="edit-seo_title" name="seo_title" value="Acme Ledger: bookkeeping on autopilot">')
      .and.include('value="Bank feeds reconciled for you."');
    // The whole form sent back unchanged writes nothing; the pricing summary emptied clears it.
    const versions = /(\d+) versions?\./.exec(page)![1];
    const same = await client.post(`${listingPath}/edit`, {
      csrf,
      city: 'Porto',
      pricing_summary: 'Starter: $0; Pro: $29/month; Business: $99/month',
      seo_title: 'Acme Ledger: bookkeeping on autopilot',
    });
    expect(same.status).to.equal(303);
    expect((await client.get(listingPath)).text).to.include(`${versions} version`);
    const cleared = await client.post(`${listingPath}/edit`, { csrf, pricing_summary: '' });
    expect(cleared.status, cleared.text).to.equal(303);
    page = (await client.get(listingPath)).text;
    expect(page).to.include('<input id="edit-pricing_summary" name="pricing_summary" value="">');
    // The history names each field as the form labels it (issue 31: "seo title", the key).
    expect(page)
      .to.include('<td>Search engine title</td><td>—</td><td>Acme Ledger: bookkeeping on autopilot</td>')
      .and.include('<td>City</td><td>—</td><td>Porto</td>');
    expect(page).to.include(
      '<td>Pricing summary</td><td>Starter: $0; Pro: $29/month; Business: $99/month</td><td></td>',
    );
  });

  it('names the paid sections shown to visitors as the public page heads them (issue 31)', async () => {
    const listingId = Number(listingPath.split('/').at(-1));
    await new ListingCommands(service.service.events, systemClock).execute(
      listingId,
      { type: 'UnlockSections', sections: ['story', 'milestones', 'media'] },
      { kind: 'admin', id: 'test' },
      't',
    );
    await settled(service.service);
    expect((await client.get(listingPath)).text).to.include(
      '<dt>Paid sections shown to visitors</dt><dd>Founder story, Milestones, Gallery</dd>',
    );
  });

  it('edits list fields, the year, the FAQs and the socials through update_my_listing', async () => {
    const csrf = csrfIn((await client.get(listingPath)).text);
    const edited = await client.post(`${listingPath}/edit`, {
      csrf,
      features: 'Bank sync\n\nInvoices\n',
      founded_year: '2019',
    });
    expect(edited.status, edited.text).to.equal(303);
    let page = (await client.get(listingPath)).text;
    expect(page).to.include('>Bank sync\nInvoices</textarea>').and.include('value="2019"');
    const faqs = await client.post(`${listingPath}/more`, {
      csrf,
      part: 'faqs',
      question: ['Is it safe?', ''],
      answer: ['Yes.', ''],
    });
    expect(faqs.status, faqs.text).to.equal(303);
    const socials = await client.post(`${listingPath}/more`, {
      csrf,
      part: 'socials',
      social_github: 'https://github.com/acme',
    });
    expect(socials.status, socials.text).to.equal(303);
    page = (await client.get(listingPath)).text;
    expect(page).to.include('value="Is it safe?"').and.include('value="https://github.com/acme"');
    const badYear = await client.post(`${listingPath}/edit`, { csrf, founded_year: 'long ago' });
    expect(badYear.status).to.equal(400);
    expect(badYear.text).to.include('value="long ago"').and.include('id="edit-founded_year-error"');
  });

  it('keeps a refused value beside its field and writes nothing', async () => {
    const csrf = csrfIn((await client.get(listingPath)).text);
    const refused = await client.post(`${listingPath}/edit`, { csrf, country: 'Portugal' });
    expect(refused.status).to.equal(400);
    expect(refused.text).to.include('value="Portugal"').and.include('id="edit-country-error"');
    expect((await client.get(listingPath)).text).to.not.include('value="Portugal"');
    const update = await client.post(`${listingPath}/updates`, { csrf, title: 'Launch!', body: '' });
    expect(update.status).to.equal(400);
    expect(update.text).to.include('value="Launch!"').and.include('id="update-body-error"');
  });

  it('posts an update, adds and deletes a milestone, saves the story', async () => {
    const csrf = csrfIn((await client.get(listingPath)).text);
    expect(
      (await client.post(`${listingPath}/updates`, { csrf, title: 'v2 is out', body: 'Faster imports.' })).status,
    ).to.equal(303);
    const added = await client.post(`${listingPath}/milestones`, {
      csrf,
      date: '2024-05-01',
      title: 'First 100 customers',
    });
    expect(added.status, added.text).to.equal(303);
    let page = (await client.get(listingPath)).text;
    const deleteAction = /action="([^"]+\/milestones\/\d+\/delete)"/.exec(page)![1];
    expect(page).to.include('First 100 customers');
    expect((await client.post(deleteAction, { csrf })).status).to.equal(303);
    page = (await client.get(listingPath)).text;
    expect(page).to.not.include('First 100 customers');
    expect((await client.post(`${listingPath}/story`, { csrf, story_problem: 'Books by hand.' })).status).to.equal(303);
    expect((await client.get(listingPath)).text).to.include('>Books by hand.</textarea>');
  });

  it('answers the founder interview', async () => {
    const content = new SiteContentCommands(service.service.events, service.service.clock);
    const added = await content.interviewQuestion(
      { type: 'AddInterviewQuestion', text: 'Why did you start?' },
      { kind: 'admin', id: 'test' },
      'test',
    );
    await service.service.projections.waitForPosition(added.position, 5000);
    const form = await client.get('/me/interview');
    expect(form.text).to.include('Why did you start?');
    const question = /name="(answer_\d+)"/.exec(form.text)![1];
    const answered = await client.post('/me/interview', { csrf: csrfIn(form.text), [question]: 'Because.' });
    expect(answered.status, answered.text).to.equal(303);
    expect((await client.get(answered.location!)).text).to.include('Answers saved.');
  });

  it('is the owner’s alone', async () => {
    const other = await signedUpClient(service.baseUrl);
    expect((await other.get(listingPath)).status).to.equal(404);
    const csrf = csrfIn((await other.get('/me')).text);
    expect((await other.post(`${listingPath}/edit`, { csrf, tagline: 'Mine now' })).status).to.equal(404);
  });
});
