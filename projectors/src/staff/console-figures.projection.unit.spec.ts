import { expect } from 'chai';
import type { DomainEvent } from '@listings/shared/kernel';
import { onceAndTwice, project } from '../testing/replay.ts';
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

  // Issue 30: each figure is its site's (a listing's, draft's or order's, resolved from the events
  // that named it); events that name none are the default site's.
  const network = [
    { type: 'AccountRegistered', data: { accountId: 'a1', email: 'a@x.test', name: 'A', role: 'member' } },
    {
      type: 'EmailVerificationRequested',
      data: { accountId: 'a1', email: 'a@x.test', requestId: 'r1', tokenHash: 'h', expiresAt: 'x', site: 'ai' },
    },
    {
      type: 'EmailVerificationRequested',
      data: { accountId: 'a1', email: 'a@x.test', requestId: 'r2', tokenHash: 'h', expiresAt: 'x' },
    },
    { type: 'AccountRegistered', data: { accountId: 'a2', email: 'b@x.test', name: 'B', role: 'member' } },
    { type: 'DraftStarted', data: { draftId: 'd1', ownerId: 'a1', url: 'https://x.test', site: 'ai' } },
    { type: 'DraftProposed', data: { draftId: 'd1', proposal: {} } },
    { type: 'ListingCreated', data: { listingId: 1, slug: 'one', ownerId: 'a1', site: 'ai' } },
    { type: 'ListingCreated', data: { listingId: 2, slug: 'two', ownerId: 'a2' } },
    { type: 'ListingWentLive', data: { listingId: 1, week: '2026-03-02', plan: 'free' } },
    { type: 'ListingWentLive', data: { listingId: 2, week: '2026-03-02', plan: 'paid' } },
    { type: 'OrderPlaced', data: { number: 'O1', accountId: 'a1', site: 'ai' } },
    { type: 'PaymentCaptured', data: { number: 'O1', paymentId: 'p', provider: 's', amountCents: 4900 } },
    { type: 'PaymentCaptured', data: { number: 'O2', paymentId: 'p', provider: 's', amountCents: 700 } },
    { type: 'VoteCounted', data: { listingId: 1, voterId: 'a2', week: '2026-03-02', cause: 'x' } },
    { type: 'VoteDiscounted', data: { listingId: 2, voterId: 'a1', week: '2026-03-02', reason: 'burst', cause: 'x' } },
  ] as DomainEvent[];

  for (const twice of [false, true])
    it(`keeps each site's figures apart, the network's totals their sum (delivered ${twice ? 'twice' : 'once'})`, async () => {
      const documents = await project(consoleFiguresProjection, network, { twice });
      const of = async (site?: { key: string; isDefault: boolean }) =>
        (await weeklyFigures(documents, '2026-03-02', site)).get('2026-03-02');
      expect(await of({ key: 'ai', isDefault: false })).to.deep.equal({
        signups: 1,
        submissions: 1,
        drafts_ready: 1,
        free_publishes: 1,
        paid_publishes: 0,
        revenue_cents: 4900,
        votes_counted: 1,
        votes_discounted: 0,
      });
      expect(await of({ key: 'main', isDefault: true })).to.deep.equal({
        signups: 1,
        submissions: 0,
        drafts_ready: 0,
        free_publishes: 0,
        paid_publishes: 1,
        revenue_cents: 700,
        votes_counted: 0,
        votes_discounted: 1,
      });
      expect((await of())!.revenue_cents).to.equal(5600);
    });

  it('is the same read model with each event delivered once or twice (a rebuild equals the live run)', async () => {
    const { once, twice } = await onceAndTwice(consoleFiguresProjection, network);
    expect(twice).to.deep.equal(once);
  });
});
