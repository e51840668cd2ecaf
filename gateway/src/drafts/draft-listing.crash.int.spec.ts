/**
 * submit_draft is two steps across aggregates: the decision on the draft (DraftSubmitted), then the
 * listing the draft-listing process manager creates from it. The process is killed between the two;
 * a service started on the same data then creates the listing, exactly once.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { SqliteEventStore } from '@listings/shared/kernel';
import { startTestService } from '../testing/test-service.ts';
import { runCrashChild } from '../testing/crash-scenarios.ts';

describe('process managers survive a crash between two steps', function () {
  this.timeout(120_000);
  let dataDir: string;
  beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'))));
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('submit_draft: killed after DraftSubmitted, the restarted service creates the listing once', async () => {
    const run = await runCrashChild(dataDir, 'submit-draft', { env: 'draft-listing:DraftSubmitted' });
    expect(run.signal, run.stderr).to.equal('SIGKILL');
    expect(run.facts.survived).to.equal(undefined);
    const draftId = run.facts.draftId as string;
    // What the crash left: the decision on the draft, and no listing yet.
    const log = new SqliteEventStore(path.join(dataDir, 'events.db'));
    const [decision] = (await log.readStream(`draft-${draftId}`)).filter((e) => e.type === 'DraftSubmitted');
    expect(decision, 'DraftSubmitted was recorded before the crash').to.not.equal(undefined);
    expect(await log.readStream(`listing-${(decision.data as { listingId: number }).listingId}`)).to.deep.equal([]);
    await log.close();

    const t = await startTestService(
      { dataDir },
      { drafting: { crawler: new FakeCrawler(), drafter: new FakeDrafter() } },
    );
    try {
      const draft = await t.service.events.readStream(`draft-${draftId}`);
      const submitted = draft.filter((e) => e.type === 'DraftSubmitted');
      expect(submitted).to.have.length(1);
      const { listingId } = submitted[0].data as { listingId: number };
      await t.service.projections.caughtUp();
      await Promise.all(t.service.reactors.map((reactor) => reactor.idle()));
      // The process manager finished it after the restart.
      const listing = await t.service.events.readStream(`listing-${listingId}`);
      expect(listing.map((e) => e.type)).to.deep.equal(['ListingCreated']);
      expect(listing[0].metadata.causationId).to.equal(submitted[0].id);
      expect(listing[0].data).to.deep.include({ listingId, ownerId: run.facts.accountId });
      await t.service.projections.waitForPosition(await t.service.events.headPosition(), 10_000);
      const doc = await t.service.documents.collection('listings').findOne({ listing_id: listingId });
      expect(doc).to.include({ name: 'Crashy', status: 'draft' });
    } finally {
      await t.close();
    }
  });
});
