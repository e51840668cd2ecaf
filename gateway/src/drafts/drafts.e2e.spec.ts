import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { CrawlError } from '@listings/command-service/drafts';
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import type { OutboxMailer } from '@listings/shared/platform';
import { startTestService, type TestService } from '../testing/test-service.ts';

const ACME = [
  'name: Acme Rockets',
  'tagline: Rockets for everyone',
  'stage: launched',
  'categories: Developer Tools, Analytics, No Such Category',
  'features: Fast, Safe',
  'founded_year: 2019',
  'country: us',
  'faq: Is it fast?|Very.',
  'founder: Wile E. Coyote',
].join('\n');

describe('submit by URL: drafts end to end', function () {
  this.timeout(30_000);
  let t: TestService;
  let crawler: FakeCrawler;
  let drafter: FakeDrafter;
  let owner: { key: string; accountId: string };
  let stranger: { key: string };

  before(async () => {
    crawler = new FakeCrawler({
      'https://acme.test': ACME,
      'https://rival.test': 'name: Rival Rockets\ntagline: Cheaper rockets\nfeatures: Fast, Cheap\npricing_model: Paid',
      'https://down.test': new CrawlError('unreachable', 'The site did not answer.'),
    });
    drafter = new FakeDrafter();
    t = await startTestService({}, { drafting: { crawler, drafter } });
    const at = new Date().toISOString();
    for (const [slug, name] of [
      ['developer-tools', 'Developer Tools'],
      ['analytics', 'Analytics'],
    ]) {
      await t.service.events.appendToStream(`testcategory-${slug}`, [
        {
          id: randomUUID(),
          type: 'CategoryCreated',
          data: { slug, name, description: '', faqs: [], parent: null },
          metadata: { actor: { kind: 'admin', id: 'test' }, at, cause: 'test' },
        },
      ]);
    }
    owner = await t.createKey(['account:read', 'listings:write']);
    stranger = await t.createKey(['account:read', 'listings:write']);
  });
  after(() => t.close());

  const untilStatus = async (id: string, wanted: string[]) => {
    for (let i = 0; i < 100; i++) {
      const { body } = await t.call('GET', `/drafts/${id}`, { key: owner.key });
      if (wanted.includes(body.status)) return body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`draft ${id} never reached ${wanted.join('/')}`);
  };
  const patch = (id: string, body: unknown, key = owner.key) => t.call('PATCH', `/drafts/${id}`, { key, body });

  let draftId: string;

  it('submit_listing answers 201 with the draft in status crawling; an Idempotency-Key retry gets the same draft', async () => {
    const headers = { 'idempotency-key': 'submit-acme-1' };
    const first = await t.call('POST', '/drafts', { key: owner.key, body: { url: 'https://acme.test' }, headers });
    expect(first.status).to.equal(201);
    // Stored as the URL parser normalises it (the root's slash added).
    expect(first.body).to.include({ url: 'https://acme.test/', status: 'crawling', listing_id: null });
    expect(first.body.fields.name).to.deep.equal({ value: null, state: 'not_found', evidence: [], ai_value: null });
    draftId = first.body.id;
    const retry = await t.call('POST', '/drafts', { key: owner.key, body: { url: 'https://acme.test' }, headers });
    expect(retry.body.id).to.equal(draftId);
    expect(retry.headers.get('idempotent-replayed')).to.equal('true');
    expect((await t.call('POST', '/drafts', { key: owner.key, body: { url: 'ftp://acme.test' } })).status).to.equal(
      400,
    );
  });

  it('get_draft: polled until ready, each value with its state and evidence; list_my_drafts shows it', async () => {
    const draft = await untilStatus(draftId, ['ready']);
    expect(draft.fields.name).to.deep.equal({
      value: 'Acme Rockets',
      state: 'ai',
      evidence: [{ quote: 'Acme Rockets', url: 'https://acme.test' }],
      ai_value: 'Acme Rockets',
    });
    expect(draft.fields.pricing_model).to.include({ value: null, state: 'not_found' });
    expect(draft.faqs).to.have.length(1);
    expect(draft.founders[0].name).to.equal('Wile E. Coyote');
    expect(draft.completeness).to.equal(Math.round((7 / 18) * 100));
    expect(draft.missing).to.include('pricing_model');
    expect(crawler.calls.filter((u) => u === 'https://acme.test/')).to.have.length(1);

    const list = await t.call('GET', '/drafts?per_page=5', { key: owner.key });
    expect(list.status).to.equal(200);
    expect(list.body.items[0]).to.include({
      id: draftId,
      status: 'ready',
      name: 'Acme Rockets',
      completeness: draft.completeness,
    });
    expect((await t.call('GET', '/drafts', { key: stranger.key })).body.items).to.deep.equal([]);
  });

  it('another account gets 404 on the draft, whatever it tries', async () => {
    expect((await t.call('GET', `/drafts/${draftId}`, { key: stranger.key })).status).to.equal(404);
    expect((await patch(draftId, { fields: { city: 'Nowhere' } }, stranger.key)).status).to.equal(404);
    expect((await t.call('POST', `/drafts/${draftId}/submit`, { key: stranger.key })).status).to.equal(404);
    expect(
      (await t.call('POST', `/drafts/${draftId}/invites`, { key: stranger.key, body: { email: 'x@example.com' } }))
        .status,
    ).to.equal(404);
    expect((await t.call('GET', `/drafts/${randomUUID()}`, { key: owner.key })).status).to.equal(404);
  });

  it('update_draft: edited, manual, deleted, override, regenerate, restore; answers with the updated draft', async () => {
    let response = await patch(draftId, { fields: { tagline: 'Better rockets', city: 'Phoenix', stage: null } });
    expect(response.status).to.equal(200);
    expect(response.body.fields.tagline).to.include({
      value: 'Better rockets',
      state: 'edited',
      ai_value: 'Rockets for everyone',
    });
    expect(response.body.fields.city).to.include({ value: 'Phoenix', state: 'manual' });
    expect(response.body.fields.stage).to.include({ value: null, state: 'deleted' });

    response = await patch(draftId, { lock_fields: ['tagline'] });
    expect(response.body.fields.tagline).to.include({ value: 'Better rockets', state: 'override' });

    response = await patch(draftId, { regenerate: ['tagline'] });
    expect(response.status).to.equal(409);
    expect(response.body.code).to.equal('fields_locked');

    response = await patch(draftId, { restore: ['tagline'] });
    expect(response.body.fields.tagline).to.include({ value: 'Rockets for everyone', state: 'ai' });

    await patch(draftId, { fields: { stage: 'growing' } });
    const calls = drafter.calls.length;
    response = await patch(draftId, { regenerate: ['stage', 'pricing_model'] });
    expect(response.status).to.equal(200);
    expect(drafter.calls.slice(calls)).to.deep.equal([{ fields: ['stage', 'pricing_model'] }]);
    expect(response.body.fields.stage).to.deep.equal({
      value: 'launched',
      state: 'ai',
      evidence: [{ quote: 'launched', url: 'https://acme.test' }],
      ai_value: 'launched',
    });
    expect(response.body.fields.pricing_model.state).to.equal('not_found');

    response = await patch(draftId, {
      faqs: [{ question: 'Price?', answer: 'Free.' }],
      founders: [{ name: 'Wile E. Coyote', title: 'CEO' }, { name: 'Road Runner' }],
      company_socials: { x: 'https://x.com/acme' },
      founder_socials: { linkedin: 'https://linkedin.com/in/wile' },
      story: { why_started: 'Gravity.' },
      milestones: [{ date: '2020-01-01', title: 'First launch' }],
      seo: { title: 'Acme Rockets' },
      competitor_url: 'https://down.test',
    });
    expect(response.status).to.equal(200);
    expect(response.body.founders.map((f: any) => f.name)).to.deep.equal(['Wile E. Coyote', 'Road Runner']);
    expect(response.body.story).to.deep.equal({ why_started: 'Gravity.' });
    expect(response.body.competitor).to.include({ url: 'https://down.test/' });

    expect((await patch(draftId, { fields: { name: 'X' }, restore: ['name'] })).status).to.equal(400);
    expect((await patch(draftId, { fields: { nope: 'x' } })).status).to.equal(400);
    expect(
      (await patch(draftId, { regenerate: ['name', 'tagline', 'stage', 'city', 'country', 'tags'] })).status,
    ).to.equal(400);
  });

  let listingId: number;

  it('categories are names from list_categories: an unknown one is refused with its entry named, never dropped', async () => {
    const made = await patch(draftId, { fields: { categories: ['Analytics', 'made-up-category'] } });
    expect(made.status).to.equal(400);
    expect(made.body.code).to.equal('unknown_category');
    expect(made.body.errors[0].field).to.equal('body.fields.categories.1');
    expect((await t.call('GET', `/drafts/${draftId}`, { key: owner.key })).body.fields.categories.value).to.deep.equal([
      'Developer Tools',
      'Analytics',
    ]);
    const fixed = await patch(draftId, { fields: { categories: ['Developer Tools', 'analytics'] } });
    expect(fixed.status).to.equal(200);
    expect(fixed.body.fields.categories.value).to.deep.equal(['Developer Tools', 'analytics']);
  });

  it('submit_draft saves the listing once (primary category only); running it again gives the same listing_id', async () => {
    const first = await t.call('POST', `/drafts/${draftId}/submit`, {
      key: owner.key,
      headers: { 'idempotency-key': 'submit-1' },
    });
    expect(first.status).to.equal(200);
    listingId = first.body.listing_id;
    expect(listingId).to.be.a('number');
    expect(first.body.draft).to.include({ status: 'submitted', listing_id: listingId });
    const second = await t.call('POST', `/drafts/${draftId}/submit`, { key: owner.key });
    expect(second.body.listing_id).to.equal(listingId);

    const listing = (await t.service.documents.collection('listings').findOne({ listing_id: listingId }))!;
    expect(listing).to.include({
      name: 'Acme Rockets',
      owner_id: owner.accountId,
      status: 'draft',
      tagline: 'Rockets for everyone',
      founded_year: 2019,
      country: 'US',
      url: 'https://acme.test/',
    });
    expect(listing.categories).to.deep.equal(['developer-tools']);
    expect(listing.not_found_on_website).to.include('pricing_model').and.not.include('name');
    expect((listing.founders as any[]).map((f) => f.slug)).to.deep.equal(['wile-e-coyote', 'road-runner']);
    expect((listing.founders as any[])[0].socials).to.deep.equal({ linkedin: 'https://linkedin.com/in/wile' });
    expect(listing.faqs).to.deep.equal([{ question: 'Price?', answer: 'Free.' }]);
    expect(listing.socials).to.deep.equal({ x: 'https://x.com/acme' });
    expect((listing.milestones as any[]).map((m) => m.title)).to.deep.equal(['First launch']);
    expect(listing.seo_title).to.equal('Acme Rockets');
  });

  it('update_draft on a submitted draft updates the listing too', async () => {
    const response = await patch(draftId, {
      fields: { tagline: 'Now orbital' },
      milestones: [{ date: '2021-05-01', title: 'Orbit' }],
    });
    expect(response.status).to.equal(200);
    expect(response.body.fields.tagline).to.include({ value: 'Now orbital', state: 'edited' });
    const listing = (await t.service.documents.collection('listings').findOne({ listing_id: listingId }))!;
    expect(listing.tagline).to.equal('Now orbital');
    expect((listing.milestones as any[]).map((m) => m.title)).to.deep.equal(['Orbit']);
    expect((await patch(draftId, { fields: { name: null } })).status).to.equal(400);
  });

  it('invite_cofounder: 201 and an e-mail in the outbox; duplicates and the 11th invite are refused', async () => {
    for (let n = 1; n <= 10; n++) {
      const response = await t.call('POST', `/drafts/${draftId}/invites`, {
        key: owner.key,
        body: { email: `cofounder${n}@example.com` },
      });
      expect(response.status).to.equal(201);
      expect(response.body).to.include({ email: `cofounder${n}@example.com`, invites_left: 10 - n });
    }
    const eleventh = await t.call('POST', `/drafts/${draftId}/invites`, {
      key: owner.key,
      body: { email: 'cofounder11@example.com' },
    });
    expect(eleventh.status).to.equal(409);
    expect(eleventh.body.code).to.equal('invite_limit_reached');
    const again = await t.call('POST', `/drafts/${draftId}/invites`, {
      key: owner.key,
      body: { email: 'COFOUNDER1@example.com' },
    });
    expect(again.status).to.equal(409);

    const outbox = t.service.mailer as OutboxMailer;
    let mails = await outbox.list();
    for (let i = 0; i < 100 && mails.length < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mails = await outbox.list();
    }
    expect(mails.map((m) => m.to)).to.have.members(
      Array.from({ length: 10 }, (_, i) => `cofounder${i + 1}@example.com`),
    );
    expect(mails[0].subject).to.contain('Acme Rockets');
    const draft = await untilStatus(draftId, ['submitted']);
    for (let i = 0; i < 100; i++) {
      const { body } = await t.call('GET', `/drafts/${draftId}`, { key: owner.key });
      if (body.invites.every((x: any) => x.status === 'sent')) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(draft.invites.every((x: any) => x.status === 'sent')).to.equal(true);
  });

  it('competitor_url: the competitor site is read and compared, feature by feature, with evidence; empty clears', async () => {
    const response = await patch(draftId, { competitor_url: 'https://rival.test' });
    expect(response.status).to.equal(200);
    let competitor: any;
    for (let i = 0; i < 100 && competitor?.status !== 'compared'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      competitor = (await t.call('GET', `/drafts/${draftId}`, { key: owner.key })).body.competitor;
    }
    expect(competitor).to.include({ url: 'https://rival.test/', status: 'compared' });
    const analysis = competitor.comparison.analysis;
    expect(analysis.competitor.name.value).to.equal('Rival Rockets');
    expect(analysis.shared_features.map((f: any) => [f.ours.value, f.theirs.value])).to.deep.equal([['Fast', 'Fast']]);
    expect(analysis.only_ours.map((f: any) => f.value)).to.deep.equal(['Safe']);
    expect(analysis.only_theirs.map((f: any) => f.value)).to.deep.equal(['Cheap']);
    expect(analysis.only_theirs[0].evidence[0]).to.deep.equal({ quote: 'Fast, Cheap', url: 'https://rival.test' });
    expect(competitor.comparison.rows.find((r: any) => r.field === 'pricing_model')).to.deep.equal({
      field: 'pricing_model',
      ours: null,
      theirs: 'Paid',
    });
    const cleared = await patch(draftId, { competitor_url: '' });
    expect(cleared.body.competitor).to.equal(null);
  });

  it('a site that cannot be read ends in status failed with the reason; the owner can still fill it in', async () => {
    const { body } = await t.call('POST', '/drafts', { key: owner.key, body: { url: 'https://down.test' } });
    const failed = await untilStatus(body.id, ['failed']);
    expect(failed.failure).to.deep.equal({ code: 'unreachable', message: 'The site did not answer.' });
    const edited = await patch(body.id, { fields: { name: 'Down Inc' } });
    expect(edited.body.fields.name).to.include({ value: 'Down Inc', state: 'manual' });
    expect((await patch(body.id, { restore: ['name'] })).status).to.equal(409);
  });
});
