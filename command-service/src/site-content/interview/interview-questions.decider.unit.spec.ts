import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { interviewQuestionsDecider } from './interview-questions.decider.ts';
import type { InterviewQuestionEvent } from '@listings/shared/contracts/site-content';

const { when, refusal } = givenWhenThen(interviewQuestionsDecider);
const added = (id: number, text = `Q${id}?`): InterviewQuestionEvent => ({
  type: 'InterviewQuestionAdded',
  data: { id, text },
});
const retired = (id: number): InterviewQuestionEvent => ({ type: 'InterviewQuestionRetired', data: { id } });

describe('interview questions decider', () => {
  it('assigns ids from 1 in order, never reusing a retired one', () => {
    expect(when([], { type: 'AddInterviewQuestion', text: ' Why? ' })).to.deep.equal([added(1, 'Why?')]);
    expect(when([added(1), added(2), retired(2)], { type: 'AddInterviewQuestion', text: 'How?' })).to.deep.equal([
      added(3, 'How?'),
    ]);
    expect(refusal([], { type: 'AddInterviewQuestion', text: '' })).to.equal('missing_value');
    expect(refusal([], { type: 'AddInterviewQuestion', text: 'x'.repeat(501) })).to.equal('too_long');
  });

  it('retires and reactivates, each only when it changes something', () => {
    expect(when([added(1)], { type: 'RetireInterviewQuestion', id: 1 })).to.deep.equal([retired(1)]);
    expect(when([added(1), retired(1)], { type: 'RetireInterviewQuestion', id: 1 })).to.deep.equal([]);
    expect(when([added(1), retired(1)], { type: 'ReactivateInterviewQuestion', id: 1 })).to.deep.equal([
      { type: 'InterviewQuestionReactivated', data: { id: 1 } },
    ]);
    expect(when([added(1)], { type: 'ReactivateInterviewQuestion', id: 1 })).to.deep.equal([]);
    expect(refusal([added(1)], { type: 'RetireInterviewQuestion', id: 7 })).to.equal('question_not_found');
  });

  it('rewords a question', () => {
    expect(when([added(1)], { type: 'RewordInterviewQuestion', id: 1, text: 'Why now?' })).to.deep.equal([
      { type: 'InterviewQuestionReworded', data: { id: 1, text: 'Why now?' } },
    ]);
    expect(when([added(1, 'Same')], { type: 'RewordInterviewQuestion', id: 1, text: 'Same' })).to.deep.equal([]);
  });

  it("records the console's reason with each change; refuses a reason too short", () => {
    expect(when([], { type: 'AddInterviewQuestion', text: 'Why?', reason: ' ask founders ' })).to.deep.equal([
      { type: 'InterviewQuestionAdded', data: { id: 1, text: 'Why?', reason: 'ask founders' } },
    ]);
    expect(
      when([added(1)], { type: 'RewordInterviewQuestion', id: 1, text: 'Why now?', reason: 'clearer' }),
    ).to.deep.equal([{ type: 'InterviewQuestionReworded', data: { id: 1, text: 'Why now?', reason: 'clearer' } }]);
    expect(when([added(1)], { type: 'RetireInterviewQuestion', id: 1, reason: 'nobody answers' })).to.deep.equal([
      { type: 'InterviewQuestionRetired', data: { id: 1, reason: 'nobody answers' } },
    ]);
    expect(
      when([added(1), retired(1)], { type: 'ReactivateInterviewQuestion', id: 1, reason: 'asked back' }),
    ).to.deep.equal([{ type: 'InterviewQuestionReactivated', data: { id: 1, reason: 'asked back' } }]);
    expect(refusal([added(1)], { type: 'RetireInterviewQuestion', id: 1, reason: 'x' })).to.equal('invalid_reason');
  });
});
