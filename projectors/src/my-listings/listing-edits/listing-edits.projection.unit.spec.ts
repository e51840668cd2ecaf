import { expect } from 'chai';
import { onceAndTwice } from '../../testing/replay.ts';
import { listingEditsProjection } from './listing-edits.projection.ts';
import { badgeChecksProjection } from '../badge-checks/badge-checks.projection.ts';
import { founderInterviewsProjection } from '../founder-interviews/founder-interviews.projection.ts';

describe('listing edits, badge checks and founder interviews projections', () => {
  it('listing_edits: one row per change with who, when, why and before/after; delivered twice, the same', async () => {
    const { once, twice } = await onceAndTwice(listingEditsProjection, [
      { type: 'ListingProfileChanged', data: { listingId: 3, changes: { tagline: { before: 'a', after: 'b' } } } },
      {
        type: 'ListingProfileChanged',
        data: {
          listingId: 3,
          changes: {
            founded_year: { before: null, after: 2019 },
            faqs: { before: [], after: [{ question: 'q', answer: 'a' }] },
          },
        },
      },
    ]);
    expect(twice).to.deep.equal(once);
    expect(once.listing_edits).to.have.length(2);
    expect(once.listing_edits[1]).to.deep.include({
      listing_id: 3,
      cause: 'test',
      actor: { kind: 'admin', id: 'test' },
      fields: ['founded_year', 'faqs'],
    });
  });

  it('badge_checks counts each check once and keeps the last result', async () => {
    const check = (found: boolean) => ({
      type: 'BadgeChecked',
      data: { listingId: 3, found, reason: found ? 'found' : 'missing', url: 'https://a.test/', trigger: 'owner' },
    });
    const { once, twice } = await onceAndTwice(badgeChecksProjection, [check(false), check(true)]);
    expect(twice).to.deep.equal(once);
    expect(once.badge_checks[0]).to.deep.include({ listing_id: 3, checks: 2, last_found: true, last_reason: 'found' });
  });

  it('founder_interviews keeps the latest answer per question; an empty answer removes it', async () => {
    const { once, twice } = await onceAndTwice(founderInterviewsProjection, [
      {
        type: 'InterviewAnswersGiven',
        data: {
          accountId: 'ann',
          answers: [
            { questionId: 1, answer: 'x' },
            { questionId: 2, answer: 'y' },
          ],
        },
      },
      {
        type: 'InterviewAnswersGiven',
        data: {
          accountId: 'ann',
          answers: [
            { questionId: 1, answer: '' },
            { questionId: 2, answer: 'z' },
          ],
        },
      },
    ]);
    expect(twice).to.deep.equal(once);
    expect(Object.values((once.founder_interviews[0] as { answers: object }).answers)).to.deep.equal([
      { question_id: 2, answer: 'z', answered_at: '2026-03-02T09:01:00.000Z' },
    ]);
  });
});
