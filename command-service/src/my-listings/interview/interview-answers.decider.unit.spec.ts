import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { interviewAnswersDecider } from './interview-answers.decider.ts';
import type { InterviewAnswerEvent } from '@listings/shared/contracts/my-listings';

const { when, refusal } = givenWhenThen(interviewAnswersDecider);
const answer = (answers: { questionId: number; answer: string }[]) => ({
  type: 'AnswerInterview' as const,
  accountId: 'ann',
  answers,
  activeQuestionIds: [1, 2],
});
const given: InterviewAnswerEvent = {
  type: 'InterviewAnswersGiven',
  data: { accountId: 'ann', answers: [{ questionId: 1, answer: 'Because.' }] },
};

describe('interview answers decider', () => {
  it('records only the answers that change (trimmed); an empty answer withdraws one', () => {
    expect(
      when(
        [given],
        answer([
          { questionId: 1, answer: ' Because. ' },
          { questionId: 2, answer: 'Slowly.' },
        ]),
      ),
    ).to.deep.equal([
      { type: 'InterviewAnswersGiven', data: { accountId: 'ann', answers: [{ questionId: 2, answer: 'Slowly.' }] } },
    ]);
    expect(when([given], answer([{ questionId: 1, answer: '' }]))[0].data.answers).to.deep.equal([
      { questionId: 1, answer: '' },
    ]);
    expect(when([], answer([{ questionId: 1, answer: '' }]))).to.deep.equal([]);
  });

  it('refuses unknown or retired questions and a question answered twice, naming the entry', () => {
    expect(
      refusal(
        [],
        answer([
          { questionId: 1, answer: 'a' },
          { questionId: 3, answer: 'b' },
        ]),
      ),
    ).to.equal('unknown_question');
    try {
      when(
        [],
        answer([
          { questionId: 2, answer: 'a' },
          { questionId: 9, answer: 'b' },
        ]),
      );
      expect.fail('refused');
    } catch (error) {
      expect(error).to.include({ field: 'body.answers.1.question_id' });
    }
    expect(
      refusal(
        [],
        answer([
          { questionId: 2, answer: 'a' },
          { questionId: 2, answer: 'b' },
        ]),
      ),
    ).to.equal('duplicate_question');
  });

  it("answers on another site name it, checked against that site's questions (issue 30)", () => {
    expect(
      when([], { ...answer([{ questionId: 2, answer: 'Agents.' }]), site: 'ai', activeQuestionIds: [2] }),
    ).to.deep.equal([
      {
        type: 'InterviewAnswersGiven',
        data: { accountId: 'ann', answers: [{ questionId: 2, answer: 'Agents.' }], site: 'ai' },
      },
    ]);
    expect(refusal([], { ...answer([{ questionId: 1, answer: 'x' }]), site: 'ai', activeQuestionIds: [2] })).to.equal(
      'unknown_question',
    );
  });
});
