/**
 * Upgrading a deployment whose listing_edits rows were built before they carried their version
 * (issue 33): the projection's version 2 makes the runner rebuild the read model at start, so every
 * row gets its version, and the site team's marks come back from their events; no manual step.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import {
  CHECKPOINTS_COLLECTION,
  MingoDocumentStore,
  ProjectionRunner,
  silentLogger,
  SqliteEventStore,
} from '@listings/shared/kernel';
import { listingStream } from '@listings/shared/contracts/listings';
import { LISTING_EDITS_COLLECTION, listingEditsProjection } from './listing-edits.projection.ts';

const meta = { actor: { kind: 'user' as const, id: 'owner' }, at: '2026-11-20T10:00:00.000Z', cause: 'update_listing' };

describe('listing_edits: rows from before their version get one at the next start (issue 33)', () => {
  it('rebuilds the read model written by version 1: every row with its version and its mark', async () => {
    const events = new SqliteEventStore(':memory:');
    const documents = new MingoDocumentStore();
    const created = { listingId: 3, slug: 'acme', ownerId: 'owner', profile: { name: 'Acme', url: 'https://a.test' } };
    await events.appendToStream(listingStream(3), [
      { id: randomUUID(), type: 'ListingCreated', data: created, metadata: meta },
      {
        id: 'e-tagline',
        type: 'ListingProfileChanged',
        data: { listingId: 3, changes: { tagline: { before: 'a', after: 'b' } } },
        metadata: meta,
      },
      {
        id: randomUUID(),
        type: 'ListingEditReviewed',
        data: { listingId: 3, edit: 1, editId: 'e-tagline', staffId: 'mod', note: 'fine' },
        metadata: { ...meta, actor: { kind: 'admin' as const, id: 'mod' } },
      },
    ]);
    const head = await events.headPosition();
    // What version 1 left: the row without its version (nor the mark), its checkpoint naming no version.
    await documents.collection(LISTING_EDITS_COLLECTION).insertOne({
      _id: 'e-tagline',
      listing_id: 3,
      position: 2,
      fields: ['tagline'],
      changes: { tagline: { before: 'a', after: 'b' } },
    });
    await documents
      .collection(CHECKPOINTS_COLLECTION)
      .insertOne({ _id: 'listing-edits:0', projection: 'listing-edits', partition: 0, position: head });

    const runner = new ProjectionRunner(events, documents, [listingEditsProjection], silentLogger);
    await runner.start();
    await runner.caughtUp();
    await runner.stop();
    const row = await documents.collection(LISTING_EDITS_COLLECTION).findOne({ _id: 'e-tagline' });
    expect(row).to.deep.include({ revision: 1, review_state: 'reviewed' });
    expect(row?.reviewed).to.deep.include({ by: 'mod', note: 'fine' });
    await events.close();
  });
});
