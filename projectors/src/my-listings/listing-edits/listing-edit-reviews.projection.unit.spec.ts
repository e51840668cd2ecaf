/**
 * The listing_edits read model with the site team's post-moderation (issue 33): an edit marked
 * reviewed or reverted, and a revert's own row, each event delivered once and twice (the same rows),
 * and a redelivered edit never wiping the mark.
 */
import { expect } from 'chai';
import type { DomainEvent, Projection } from '@listings/shared/kernel';
import { onceAndTwice, project, recorded } from '../../testing/replay.ts';
import { EDITS_TO_REVIEW, LISTING_EDITS_COLLECTION, listingEditsProjection } from './listing-edits.projection.ts';

// recorded() numbers them e1, e2 … at revisions 0, 1 … of one stream.
const events: DomainEvent[] = [
  { type: 'ListingProfileChanged', data: { listingId: 3, changes: { tagline: { before: 'a', after: 'b' } } } },
  { type: 'ListingProfileChanged', data: { listingId: 3, changes: { name: { before: 'Old', after: 'Spam' } } } },
  { type: 'ListingEditReviewed', data: { listingId: 3, edit: 0, editId: 'e1', staffId: 'mod', note: 'fine' } },
  { type: 'ListingProfileChanged', data: { listingId: 3, changes: { name: { before: 'Spam', after: 'Old' } } } },
  {
    type: 'ListingEditReverted',
    data: { listingId: 3, edit: 1, editId: 'e2', revertedIn: 3, fields: ['name'], staffId: 'adm', reason: 'spam' },
  },
];

describe('listing_edits: the site team reviews and reverts edits (issue 33)', () => {
  it('marks the reviewed edit, the reverted one and the revert itself; delivered twice, the same', async () => {
    const { once, twice } = await onceAndTwice(listingEditsProjection, events);
    expect(twice).to.deep.equal(once);
    const rows = once.listing_edits as Record<string, unknown>[];
    expect(rows.map((row) => [row._id, row.revision, row.review_state ?? 'to review'])).to.deep.equal([
      ['e1', 0, 'reviewed'],
      ['e2', 1, 'reverted'],
      ['e4', 3, 'reviewed'],
    ]);
    expect(rows[0].reviewed).to.deep.equal({ by: 'mod', at: '2026-03-02T09:02:00.000Z', note: 'fine' });
    expect(rows[1].reverted).to.deep.equal({ by: 'adm', at: '2026-03-02T09:04:00.000Z', reason: 'spam', version: 3 });
    expect(rows[2]).to.deep.include({ revert_of: 1, actor: { kind: 'admin', id: 'test' } });
  });

  it('lists an edit as to review until then, and a redelivered edit keeps its mark', async () => {
    const documents = await project(listingEditsProjection, events.slice(0, 2));
    const edits = documents.collection(LISTING_EDITS_COLLECTION);
    expect((await edits.find(EDITS_TO_REVIEW)).map((row) => row._id)).to.deep.equal(['e1', 'e2']);
    const all = recorded(events);
    await (listingEditsProjection as Projection).apply(all[2], documents);
    await (listingEditsProjection as Projection).apply(all[0], documents);
    expect((await edits.find(EDITS_TO_REVIEW)).map((row) => row._id)).to.deep.equal(['e2']);
    expect(await edits.findOne({ _id: 'e1' })).to.deep.include({ review_state: 'reviewed', fields: ['tagline'] });
  });
});
