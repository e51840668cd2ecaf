import { expect } from 'chai';
import { onceAndTwice } from '../../testing/replay.ts';
import { interviewQuestionsProjection } from './interview-questions.projection.ts';

describe('interview questions projection', () => {
  it('keeps each question with its id and whether it is active; delivered twice, the same', async () => {
    const { once, twice } = await onceAndTwice(interviewQuestionsProjection, [
      { type: 'InterviewQuestionAdded', data: { id: 1, text: 'Why?' } },
      { type: 'InterviewQuestionAdded', data: { id: 2, text: 'How?' } },
      { type: 'InterviewQuestionReworded', data: { id: 2, text: 'How exactly?' } },
      { type: 'InterviewQuestionRetired', data: { id: 1 } },
      { type: 'InterviewQuestionReactivated', data: { id: 1 } },
      { type: 'InterviewQuestionRetired', data: { id: 1 } },
    ]);
    expect(twice).to.deep.equal(once);
    expect(once.interview_questions).to.deep.equal([
      { _id: '1', id: 1, text: 'Why?', active: false },
      { _id: '2', id: 2, text: 'How exactly?', active: true },
    ]);
  });
});
