/**
 * answer_interview answers from the write side (the answers and questions streams) without waiting for
 * the read models. Its answer must be what the read models say once they have caught up: the same
 * answers, times, question texts and retired flags as the `founder_interviews` and
 * `interview_questions` collections joined the way the read side used to join them.
 */
import { expect } from 'chai';
import type { DocumentStore } from '@listings/shared/kernel';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { FOUNDER_INTERVIEWS_COLLECTION, type FounderInterviewDocument } from '@listings/projectors/my-listings';
import { INTERVIEW_QUESTIONS_COLLECTION } from '@listings/projectors/site-content';
import { startTestService, type TestService } from '../testing/test-service.ts';

/** The account's answers as the read models show them. */
async function fromReadModels(documents: DocumentStore, accountId: string) {
  const interview = await documents
    .collection<FounderInterviewDocument>(FOUNDER_INTERVIEWS_COLLECTION)
    .findOne({ _id: accountId });
  const questions = await documents.collection(INTERVIEW_QUESTIONS_COLLECTION).find({});
  const text = new Map(questions.map((q) => [q.id as number, { text: q.text as string, active: q.active as boolean }]));
  const answers = Object.values(interview?.answers ?? {})
    .sort((a, b) => a.question_id - b.question_id)
    .map((a) => ({
      question_id: a.question_id,
      question: text.get(a.question_id)?.text ?? null,
      retired: text.get(a.question_id)?.active === false,
      answer: a.answer,
      answered_at: a.answered_at,
    }));
  return { account_id: accountId, answers, total: answers.length, updated_at: interview?.updated_at ?? null };
}

describe('answer_interview answers from the write side', function () {
  this.timeout(30_000);
  let t: TestService;
  let owner: { key: string; accountId: string };
  const admin = { kind: 'admin' as const, id: 'test' };
  let content: SiteContentCommands;
  let now = Date.parse('2026-03-02T10:00:00.000Z');

  before(async () => {
    t = await startTestService({}, { clock: { now: () => new Date(now) } });
    owner = await t.createKey(['listings:write']);
    content = new SiteContentCommands(t.service.events, t.service.clock);
    for (const text of ['Why did you start?', 'What would you do differently?', 'What is next?'])
      await content.interviewQuestion({ type: 'AddInterviewQuestion', text }, admin, 'test');
  });
  after(() => t.close());

  const answer = async (answers: { question_id: number; answer: string }[]) => {
    now += 60_000;
    const response = await t.call('PUT', '/me/interview', { key: owner.key, body: { answers } });
    expect(response.status).to.equal(200);
    await t.service.projections.waitForPosition(await t.service.events.headPosition(), 5000);
    expect(response.body).to.deep.equal(await fromReadModels(t.service.documents, owner.accountId));
    return response.body;
  };

  it('matches the read models after each change: times, withdrawals, rewording and retirement', async () => {
    const first = await answer([
      { question_id: 2, answer: 'Ship sooner.' },
      { question_id: 1, answer: 'Rockets were too dear.' },
    ]);
    expect(first.answers.map((a: { question_id: number }) => a.question_id)).to.deep.equal([1, 2]);

    // An unchanged answer keeps the time it was given; a withdrawn one disappears.
    const second = await answer([
      { question_id: 1, answer: 'Rockets were too dear.' },
      { question_id: 2, answer: '' },
      { question_id: 3, answer: 'A bigger rocket.' },
    ]);
    expect(second.answers[0].answered_at).to.equal(first.answers[0].answered_at);
    expect(second.updated_at).to.not.equal(first.updated_at);

    const reworded = await content.interviewQuestion(
      { type: 'RewordInterviewQuestion', id: 1, text: 'Why did you really start?' },
      admin,
      'test',
    );
    await content.interviewQuestion({ type: 'RetireInterviewQuestion', id: 3 }, admin, 'test');
    await t.service.projections.waitForPosition(reworded.position + 1, 5000);
    const third = await answer([{ question_id: 2, answer: 'Hire earlier.' }]);
    expect(third.answers.map((a: { question: string; retired: boolean }) => [a.question, a.retired])).to.deep.equal([
      ['Why did you really start?', false],
      ['What would you do differently?', false],
      ['What is next?', true],
    ]);

    // Nothing changes: no event, and the same answer as before.
    expect(await answer([{ question_id: 2, answer: 'Hire earlier.' }])).to.deep.equal(third);
  });
});
