/**
 * Interview questions per site (issue 30): each site's documents apart (the default site's with its
 * old ids and no site), delivered once and twice the same, and `interviewQuestionsOfSite`, the one
 * fallback rule: a site without questions of its own asks the default site's.
 */
import { expect } from 'chai';
import { onceAndTwice, project } from '../../testing/replay.ts';
import { interviewQuestionsProjection } from './interview-questions.projection.ts';
import { interviewQuestionsOfSite } from '../site-interview-questions.ts';
import type { InterviewQuestionEvent } from '@listings/shared/contracts/site-content';

const events: InterviewQuestionEvent[] = [
  { type: 'InterviewQuestionAdded', data: { id: 1, text: 'Why?' } },
  { type: 'InterviewQuestionAdded', data: { id: 2, text: 'How?' } },
  { type: 'InterviewQuestionAdded', data: { id: 1, text: 'Why?', site: 'ai' } },
  { type: 'InterviewQuestionAdded', data: { id: 2, text: 'Which model?', site: 'ai' } },
  { type: 'InterviewQuestionRetired', data: { id: 1, site: 'ai' } },
  { type: 'InterviewQuestionReworded', data: { id: 2, text: 'Which models?', site: 'ai' } },
];
const DEFAULT = { key: 'main', isDefault: true };
const site = (key: string) => ({ key, isDefault: false });

describe('interview questions projection, per site', () => {
  it("keeps each site's question apart (the default site's as before); delivered twice, the same", async () => {
    const { once, twice } = await onceAndTwice(interviewQuestionsProjection, events);
    expect(twice).to.deep.equal(once);
    expect(once.interview_questions).to.deep.equal([
      { _id: '1', id: 1, text: 'Why?', active: true },
      { _id: '2', id: 2, text: 'How?', active: true },
      { _id: 'ai/1', id: 1, text: 'Why?', active: false, site: 'ai' },
      { _id: 'ai/2', id: 2, text: 'Which models?', active: true, site: 'ai' },
    ]);
  });

  it("each site asks its own questions; a site without any asks the default site's", async () => {
    const documents = await project(interviewQuestionsProjection, events);
    const asked = async (of: { key: string; isDefault: boolean }) =>
      (await interviewQuestionsOfSite(documents, of)).questions.map((q) => `${q.id} ${q.text}`);
    expect(await asked(DEFAULT)).to.deep.equal(['1 Why?', '2 How?']);
    expect(await asked(site('ai'))).to.deep.equal(['2 Which models?']);
    expect(await asked(site('nocode'))).to.deep.equal(['1 Why?', '2 How?']);
    expect((await interviewQuestionsOfSite(documents, site('nocode'))).inherited).to.equal(true);
    expect((await interviewQuestionsOfSite(documents, site('ai'), { retired: true })).questions).to.have.length(2);
  });
});
