/**
 * An account's interview answers kept per site (issue 30): site A's question 2 and site B's question
 * 2 are two answers; the default site's document keeps its old id (the account id) and an event
 * without a site is the default site's. Delivered once and twice, the same.
 */
import { expect } from 'chai';
import { onceAndTwice } from '../../testing/replay.ts';
import { founderInterviewsProjection } from './founder-interviews.projection.ts';
import type { InterviewAnswerEvent } from '@listings/shared/contracts/my-listings';

const given = (answers: { questionId: number; answer: string }[], site?: string): InterviewAnswerEvent => ({
  type: 'InterviewAnswersGiven',
  data: { accountId: 'ann', answers, ...(site ? { site } : {}) },
});

describe('founder interviews projection, per site', () => {
  it("keeps each site's answers apart, by that site's question ids; delivered twice, the same", async () => {
    const { once, twice } = await onceAndTwice(founderInterviewsProjection, [
      given([{ questionId: 2, answer: 'Slowly.' }]),
      given([{ questionId: 2, answer: 'With agents.' }], 'ai'),
      given([{ questionId: 1, answer: 'Because.' }]),
      given([{ questionId: 2, answer: '' }], 'ai'),
      given([{ questionId: 3, answer: 'GPUs.' }], 'ai'),
    ]);
    expect(twice).to.deep.equal(once);
    const [ai, main] = once.founder_interviews as Record<string, unknown>[];
    expect(main).to.deep.include({ _id: 'ann', account_id: 'ann' });
    expect(main).to.not.have.property('site');
    expect(main.answers).to.deep.equal({
      1: { question_id: 1, answer: 'Because.', answered_at: '2026-03-02T09:02:00.000Z' },
      2: { question_id: 2, answer: 'Slowly.', answered_at: '2026-03-02T09:00:00.000Z' },
    });
    expect(ai).to.deep.include({ _id: 'ai/ann', account_id: 'ann', site: 'ai' });
    expect(ai.answers).to.deep.equal({
      3: { question_id: 3, answer: 'GPUs.', answered_at: '2026-03-02T09:04:00.000Z' },
    });
  });
});
