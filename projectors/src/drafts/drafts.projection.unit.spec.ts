import { expect } from 'chai';
import type { DraftEvent } from '@listings/shared/contracts/drafts';
import { onceAndTwice, project } from '../testing/replay.ts';
import { DRAFTS_COLLECTION, draftsProjection, type DraftDocument } from './drafts.projection.ts';
import { draftSummary, draftView, maskEmail } from './draft.view.ts';

const D = '11111111-1111-4111-8111-111111111111';
const events: DraftEvent[] = [
  { type: 'DraftStarted', data: { draftId: D, ownerId: 'u1', url: 'https://acme.test' } },
  { type: 'SiteRead', data: { draftId: D, finalUrl: 'https://acme.test/', pages: [], skipped: [], truncated: false } },
  {
    type: 'DraftProposed',
    data: {
      draftId: D,
      proposal: {
        fields: {
          name: { value: 'Acme', evidence: [{ quote: 'Acme', url: 'https://acme.test/' }] },
          tagline: { value: 'Rockets', evidence: [] },
        },
        faqs: [],
        founders: [],
        company_socials: {},
        founder_socials: {},
        story: {},
        milestones: [],
        rejected: [
          {
            field: 'stage',
            value: 'launched',
            reason: 'a price does not state a stage',
            evidence: [{ quote: '$12 per month', url: 'https://acme.test/' }],
          },
        ],
      },
    },
  },
  {
    type: 'FieldsEdited',
    data: {
      draftId: D,
      changes: {
        tagline: { before: 'Rockets', after: 'Cheap rockets', state: 'edited' },
        city: { before: null, after: 'Paris', state: 'manual' },
      },
    },
  },
  { type: 'FieldsLocked', data: { draftId: D, fields: ['name'] } },
  { type: 'CofounderInvited', data: { draftId: D, inviteId: 'i1', email: 'ann@example.com' } },
  { type: 'InviteEmailSent', data: { draftId: D, inviteId: 'i1' } },
  { type: 'DraftSubmitted', data: { draftId: D, listingId: 7, slug: 'acme' } },
];

describe('drafts projection', () => {
  it('shows the values the verifier did not keep, with the reason (none for proposals recorded before it)', async () => {
    const documents = await project(draftsProjection, events.slice(0, 3));
    const document = (await documents.collection<DraftDocument>(DRAFTS_COLLECTION).findOne({ _id: D }))!;
    expect(draftView(document).rejected).to.deep.equal([
      {
        field: 'stage',
        value: 'launched',
        reason: 'a price does not state a stage',
        evidence: [{ quote: '$12 per month', url: 'https://acme.test/' }],
      },
    ]);
    expect(draftView(document).fields.stage.state).to.equal('not_found');
    const older = structuredClone(document);
    delete older.state.rejected;
    expect(draftView(older).rejected).to.deep.equal([]);
  });

  it('is the same whether each event is applied once or twice', async () => {
    const { once, twice } = await onceAndTwice(draftsProjection, events);
    expect(twice).to.deep.equal(once);
  });

  it('shows fields with value, state, evidence and the AI value; status, completeness, invites', async () => {
    const documents = await project(draftsProjection, events);
    const document = (await documents.collection<DraftDocument>(DRAFTS_COLLECTION).findOne({ _id: D }))!;
    const view = draftView(document);
    expect(view.status).to.equal('submitted');
    expect(view.listing_id).to.equal(7);
    expect(view.fields.name).to.deep.equal({
      value: 'Acme',
      state: 'override',
      evidence: [{ quote: 'Acme', url: 'https://acme.test/' }],
      ai_value: 'Acme',
    });
    expect(view.fields.tagline).to.include({ value: 'Cheap rockets', state: 'edited', ai_value: 'Rockets' });
    expect(view.fields.city).to.include({ value: 'Paris', state: 'manual' });
    expect(view.fields.stage).to.include({ value: null, state: 'not_found' });
    expect(view.completeness).to.equal(Math.round((3 / 18) * 100));
    expect(view.missing).to.include('stage');
    expect(view.invites).to.deep.equal([{ email: 'an*@example.com', status: 'sent' }]);
    expect(view.created_at).to.equal('2026-03-02T09:00:00.000Z');
    expect(draftSummary(document)).to.include({ id: D, name: 'Acme', status: 'submitted' });
    expect(maskEmail('bob.smith@x.io')).to.equal('bo*******@x.io');
  });

  it('ignores events of a draft it never saw start', async () => {
    const documents = await project(draftsProjection, events.slice(1));
    expect(await documents.collection(DRAFTS_COLLECTION).countDocuments()).to.equal(0);
  });
});
