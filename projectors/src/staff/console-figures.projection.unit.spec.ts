import { expect } from 'chai';
import type { DomainEvent } from '@listings/shared/kernel';
import { project } from '../testing/replay.ts';
import { consoleFiguresProjection, weeklyFigures } from './console-figures.projection.ts';

const events = [
  { type: 'AccountRegistered', data: { accountId: 'a1', email: 'a@x.test', name: 'A', role: 'member' } },
  { type: 'AccountRegistered', data: { accountId: 'a2', email: 'b@x.test', name: 'B', role: 'member' } },
  { type: 'DraftStarted', data: { draftId: 'd1', ownerId: 'a1', url: 'https://x.test' } },
  { type: 'DraftProposed', data: { draftId: 'd1', proposal: {} } },
  { type: 'ListingWentLive', data: { listingId: 1, week: '2026-03-02', plan: 'free' } },
  { type: 'ListingWentLive', data: { listingId: 2, week: '2026-03-02', plan: 'paid' } },
  {
    type: 'PaymentCaptured',
    data: { number: 'O1', paymentId: 'p', provider: 's', amountCents: 4900, currency: 'USD' },
  },
  { type: 'PaymentRefunded', data: { number: 'O1', paymentId: 'p', provider: 's', refundId: 'r', amountCents: 900 } },
  { type: 'VoteCounted', data: { listingId: 1, voterId: 'a2', week: '2026-03-02', cause: 'x' } },
  {
    type: 'VoteDiscounted',
    data: { listingId: 1, voterId: 'a3', week: '2026-03-02', reason: 'new_account', cause: 'x' },
  },
] as DomainEvent[];

describe('console figures projection', () => {
  for (const twice of [false, true])
    it(`sums each week's figures, refunds taken off revenue (each event delivered ${twice ? 'twice' : 'once'})`, async () => {
      const documents = await project(consoleFiguresProjection, events, { twice });
      const weeks = await weeklyFigures(documents, '2026-02-23');
      expect([...weeks.keys()]).to.deep.equal(['2026-03-02']);
      expect(weeks.get('2026-03-02')).to.deep.equal({
        signups: 2,
        submissions: 1,
        drafts_ready: 1,
        free_publishes: 1,
        paid_publishes: 1,
        revenue_cents: 4000,
        votes_counted: 1,
        votes_discounted: 1,
      });
      expect((await weeklyFigures(documents, '2026-03-09')).size).to.equal(0);
    });
});
