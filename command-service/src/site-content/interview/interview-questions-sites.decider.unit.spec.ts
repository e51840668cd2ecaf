/**
 * Each site's own interview questions (issue 30): the default site's events name no site; a site
 * without questions of its own asks the default site's, and its first change starts its own set as a
 * copy of them (same ids, texts, retired ones too) in the same batch, naming the site.
 */
import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import {
  interviewQuestionsDecider,
  interviewQuestionsDeciderFor,
  questionsInForce,
  type InterviewQuestionsState,
} from './interview-questions.decider.ts';
import type { InterviewQuestionEvent } from '@listings/shared/contracts/site-content';

const added = (id: number, text: string, site?: string): InterviewQuestionEvent => ({
  type: 'InterviewQuestionAdded',
  data: { id, text, ...(site ? { site } : {}) },
});

/** The default site's questions: 1 (asked), 2 (retired). */
const defaultQuestions: InterviewQuestionsState = [
  added(1, 'Why?'),
  added(2, 'How?'),
  { type: 'InterviewQuestionRetired', data: { id: 2 } } as InterviewQuestionEvent,
].reduce(interviewQuestionsDecider.evolve, interviewQuestionsDecider.initialState());

describe('interview questions decider, per site', () => {
  it("the default site's events name no site", () => {
    const { when } = givenWhenThen(interviewQuestionsDecider);
    expect(when([], { type: 'AddInterviewQuestion', text: 'Why?' })).to.deep.equal([added(1, 'Why?')]);
  });

  it("a site's first change copies the default site's questions (same ids, retired ones retired), then makes the change, all naming the site", () => {
    const { when } = givenWhenThen(interviewQuestionsDeciderFor('ai', defaultQuestions));
    expect(when([], { type: 'AddInterviewQuestion', text: 'Which model?', reason: 'AI shelf' })).to.deep.equal([
      added(1, 'Why?', 'ai'),
      added(2, 'How?', 'ai'),
      { type: 'InterviewQuestionRetired', data: { id: 2, site: 'ai' } },
      { type: 'InterviewQuestionAdded', data: { id: 3, text: 'Which model?', reason: 'AI shelf', site: 'ai' } },
    ]);
  });

  it('once a site has its own questions, changes apply to them alone, numbered after its own', () => {
    const { when, refusal } = givenWhenThen(interviewQuestionsDeciderFor('ai', defaultQuestions));
    const own = [added(1, 'Which model?', 'ai')];
    expect(when(own, { type: 'AddInterviewQuestion', text: 'Which GPU?' })).to.deep.equal([
      added(2, 'Which GPU?', 'ai'),
    ]);
    expect(when(own, { type: 'RewordInterviewQuestion', id: 1, text: 'Which models?' })).to.deep.equal([
      { type: 'InterviewQuestionReworded', data: { id: 1, text: 'Which models?', site: 'ai' } },
    ]);
    expect(refusal(own, { type: 'RetireInterviewQuestion', id: 2 })).to.equal('question_not_found');
  });

  it('a change that changes nothing records nothing, not even the copy', () => {
    const { when } = givenWhenThen(interviewQuestionsDeciderFor('ai', defaultQuestions));
    expect(when([], { type: 'RetireInterviewQuestion', id: 2 })).to.deep.equal([]);
  });

  it("a site without questions of its own asks the default site's; with any, its own", () => {
    const empty = interviewQuestionsDecider.initialState();
    expect(questionsInForce(empty, defaultQuestions)).to.equal(defaultQuestions);
    const own = [added(1, 'Which model?', 'ai')].reduce(interviewQuestionsDecider.evolve, empty);
    expect(questionsInForce(own, defaultQuestions)).to.equal(own);
  });
});
