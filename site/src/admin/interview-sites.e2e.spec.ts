/**
 * Each site of the network asks its own founder interview questions (issue 30), over real HTTP on
 * two hosts of one port as the demo serves them: the default site on `localhost`, "AI Tools" on
 * `127.0.0.1`. A site without questions of its own asks the default site's; its first change starts
 * its own set as a copy (same numbers). An account's answers are kept per site, so the default
 * site's question 2 and AI Tools's question 2 are two questions with two answers, each shown on its
 * own site's listing and founder pages only. The console's settings page changes the chosen site's
 * questions and leaves the other's as they were; the read models rebuilt answer the same.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { ListingCommands } from '@listings/command-service/listings';
import { interviewQuestionsStream, INTERVIEW_QUESTIONS_STREAM } from '@listings/shared/contracts/site-content';
import { interviewStream } from '@listings/shared/contracts/my-listings';
import { settled, type TestService, twoSitesOnOnePort } from '@listings/gateway/testing';
import { csrfIn, newPerson, PageClient, signUpAndIn } from '../kit/testing.ts';
import { confirm, member, type Member } from './admin-testing.ts';

const team = { kind: 'admin' as const, id: 'site-team@test' };

describe('interview questions and answers per site (issue 30)', function () {
  this.timeout(90_000);
  const clock = new ManualClock('2026-11-25T12:00:00Z');
  let t: TestService;
  let main: string; // the default site, on localhost
  let ai: string; // AI Tools, on 127.0.0.1
  let content: SiteContentCommands;
  let owner: { key: string; accountId: string };
  let networkAdmin: Member;

  const questions = async (base: string) =>
    ((await (await fetch(`${base}/v1/interview-questions`)).json()) as { items: { id: number; text: string }[] }).items;
  const answer = async (base: string, answers: { question_id: number; answer: string }[]) => {
    const response = await fetch(`${base}/v1/me/interview`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ answers }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const page = async (base: string, path: string) => (await fetch(`${base}${path}`)).text();

  before(async () => {
    ({ service: t, main, ai, content } = await twoSitesOnOnePort({ clock }));
    await content.category({ type: 'CreateCategory', slug: 'tools', name: 'Tools' }, team, 't');
    for (const text of ['What are you building?', 'Who is it for?'])
      await content.interviewQuestion({ type: 'AddInterviewQuestion', text }, team, 't');
    owner = await t.createKey(['listings:write']);
    // One founder with a live listing on each site.
    const listings = new ListingCommands(t.service.events, clock);
    for (const [name, site] of [
      ['Harbor', undefined],
      ['Robotic', 'ai'],
    ] as const) {
      const { listingId } = await listings.create(
        {
          profile: {
            name,
            url: `https://${name.toLowerCase()}.example`,
            categories: ['tools'],
            founders: [{ slug: `${name.toLowerCase()}-founder`, name: `${name} Founder`, title: 'CEO' }],
          },
          ownerId: owner.accountId,
          site,
        },
        team,
        't',
      );
      await listings.execute(listingId, { type: 'GoLive', week: '2026-11-23', plan: 'free' }, team, 't');
    }
    networkAdmin = await member(t, 'admin', '*');
    await confirm(networkAdmin.client, '/admin/settings');
    await settled(t.service);
  });
  after(() => t?.close());

  it("a site without questions of its own asks the default site's; its first change copies them, then each site has its own", async () => {
    expect(await questions(ai)).to.deep.equal(await questions(main));
    expect((await questions(ai)).map((q) => q.text)).to.deep.equal(['What are you building?', 'Who is it for?']);
    // AI Tools rewords its question 2: its first change copies the default site's two first.
    await content.interviewQuestion(
      { type: 'RewordInterviewQuestion', id: 2, text: 'Which models do you use?' },
      team,
      't',
      'ai',
    );
    await settled(t.service);
    expect(await questions(main)).to.deep.equal([
      { id: 1, text: 'What are you building?' },
      { id: 2, text: 'Who is it for?' },
    ]);
    expect(await questions(ai)).to.deep.equal([
      { id: 1, text: 'What are you building?' },
      { id: 2, text: 'Which models do you use?' },
    ]);
    expect(await t.service.events.readStream(INTERVIEW_QUESTIONS_STREAM)).to.have.length(2);
    const own = await t.service.events.readStream(interviewQuestionsStream('ai'));
    expect(own.map((e) => [e.type, (e.data as { site?: string }).site])).to.deep.equal([
      ['InterviewQuestionAdded', 'ai'],
      ['InterviewQuestionAdded', 'ai'],
      ['InterviewQuestionReworded', 'ai'],
    ]);
  });

  it("an account's answer to question 2 on one site never meets its answer to question 2 on the other", async () => {
    const onMain = await answer(main, [{ question_id: 2, answer: 'Small shops.' }]);
    expect(onMain.status, JSON.stringify(onMain.body)).to.equal(200);
    const onAi = await answer(ai, [{ question_id: 2, answer: 'Open-weight ones.' }]);
    expect(onAi.status, JSON.stringify(onAi.body)).to.equal(200);
    const pick = (body: Record<string, unknown>) =>
      (body.answers as { question_id: number; question: string; answer: string }[]).map((a) => [
        a.question_id,
        a.question,
        a.answer,
      ]);
    expect(pick(onMain.body)).to.deep.equal([[2, 'Who is it for?', 'Small shops.']]);
    expect(pick(onAi.body)).to.deep.equal([[2, 'Which models do you use?', 'Open-weight ones.']]);
    // Each on its own site's stream; the default site's as before the network (no site named).
    const [mainEvent] = await t.service.events.readStream(interviewStream(owner.accountId));
    const [aiEvent] = await t.service.events.readStream(interviewStream(owner.accountId, 'ai'));
    expect(mainEvent!.data).to.not.have.property('site');
    expect(aiEvent!.data).to.include({ site: 'ai' });
    // Answering the AI site again leaves the default site's answer as it was.
    const again = await answer(ai, [{ question_id: 2, answer: 'Small ones.' }]);
    expect(pick(again.body)).to.deep.equal([[2, 'Which models do you use?', 'Small ones.']]);
    await settled(t.service);
  });

  const expectPagesPerSite = async () => {
    const harbor = await page(main, '/listings/harbor');
    expect(harbor).to.include('Who is it for?').and.include('Small shops.');
    expect(harbor).to.not.include('Which models do you use?').and.not.include('Small ones.');
    const robotic = await page(ai, '/listings/robotic');
    expect(robotic).to.include('Which models do you use?').and.include('Small ones.');
    expect(robotic).to.not.include('Who is it for?').and.not.include('Small shops.');
    const founderOnAi = await page(ai, '/founders/robotic-founder');
    expect(founderOnAi).to.include('Small ones.').and.not.include('Small shops.');
    const founderOnMain = await page(main, '/founders/harbor-founder');
    expect(founderOnMain).to.include('Small shops.').and.not.include('Small ones.');
  };

  it("each listing's page and its founder's page show its own site's questions and answers only", expectPagesPerSite);

  it("the maker's interview page asks the host's site's questions and saves the answers there", async () => {
    for (const [base, site, asked, other] of [
      [ai, 'ai', 'Which models do you use?', 'Who is it for?'],
      [main, undefined, 'Who is it for?', 'Which models do you use?'],
    ] as const) {
      const maker = new PageClient(base);
      const person = newPerson();
      await signUpAndIn(maker, person, '/');
      const form = await maker.get('/me/interview');
      expect(form.status, form.text).to.equal(200);
      expect(form.text).to.include(asked).and.not.include(other);
      const saved = await maker.post('/me/interview', {
        csrf: csrfIn(form.text),
        idempotency_key: /name="idempotency_key" value="([^"]+)"/.exec(form.text)![1],
        answer_2: `On ${base}`,
      });
      expect(saved.status, saved.text).to.equal(303);
      const accountId = (await t.service.accounts.accountIdByEmail(person.email))!;
      const [given] = await t.service.events.readStream(interviewStream(accountId, site));
      expect(given!.data).to.deep.include({ answers: [{ questionId: 2, answer: `On ${base}` }] });
      expect((given!.data as { site?: string }).site).to.equal(site);
    }
  });

  it("the console changes the chosen site's questions only: the other site's stay as they were", async () => {
    const settings = await networkAdmin.client.get('/admin/settings?site=ai');
    expect(settings.status, settings.text).to.equal(200);
    expect(settings.text).to.include('Interview questions of ai by number').and.include('Which models do you use?');
    const added = await networkAdmin.client.post('/admin/settings/questions/add', {
      csrf: csrfIn(settings.text),
      site: 'ai',
      text: 'Which GPU do you train on?',
      reason: 'AI shelf question',
    });
    expect(added.status, added.text).to.equal(303);
    expect(added.location).to.equal('/admin/settings?site=ai&done=question-add');
    const retired = await networkAdmin.client.post('/admin/settings/questions/retire', {
      csrf: csrfIn(settings.text),
      site: 'ai',
      id: '1',
      reason: 'Asked on every site already',
    });
    expect(retired.status, retired.text).to.equal(303);
    await settled(t.service);
    expect(await questions(ai)).to.deep.equal([
      { id: 2, text: 'Which models do you use?' },
      { id: 3, text: 'Which GPU do you train on?' },
    ]);
    expect(await questions(main)).to.deep.equal([
      { id: 1, text: 'What are you building?' },
      { id: 2, text: 'Who is it for?' },
    ]);
    const after = await networkAdmin.client.get('/admin/settings?site=ai');
    expect(after.text)
      .to.include('interview question 3 added: Which GPU do you train on?')
      .and.include('AI shelf question');
    const mainPage = await networkAdmin.client.get('/admin/settings?site=main');
    expect(mainPage.text)
      .to.include('Who is it for?')
      .and.not.include('Which GPU')
      .and.not.include('AI shelf question');
  });

  it('the read models rebuilt answer the same', async () => {
    const before = [await questions(main), await questions(ai)];
    await t.service.projections.rebuild();
    await settled(t.service);
    expect([await questions(main), await questions(ai)]).to.deep.equal(before);
    await expectPagesPerSite();
  });
});
