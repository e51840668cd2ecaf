/**
 * A request sent with an Idempotency-Key is killed (SIGKILL) at each seam between its writes: after
 * an id is taken from a sequence, after each aggregate's events, and after everything is written but
 * before its answer is recorded. A service started on the same data then gets the same request with
 * the same key: it answers as the first attempt would have, and nothing is applied twice. A third try
 * is a plain replay of the second's answer.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { startTestService, settled, type TestService } from './testing/test-service.ts';
import { loadConfig } from '@listings/shared/config';
import {
  CRASH_IDEMPOTENCY_KEY,
  CRASH_SITE_HOSTS,
  KEYED_REQUESTS,
  runCrashChild,
  type KeyedSetup,
} from './testing/crash-scenarios.ts';

/** What must hold once the retry has answered: one effect of the request, and the answer names it. */
const CHECKS: Record<string, (t: TestService, setup: KeyedSetup, answer: any) => Promise<void>> = {
  'submit-listing': async (t, { key }, answer) => {
    const drafts = await t.call('GET', '/drafts', { key });
    expect(drafts.body.items.map((d: any) => d.id)).to.deep.equal([answer.id]);
  },
  'submit-draft': async (t, { key, draftId }, answer) => {
    const draft = await t.service.events.readStream(`draft-${draftId}`);
    expect(draft.filter((e) => e.type === 'DraftSubmitted')).to.have.length(1);
    // One listing id and one slug taken for the draft, the last of the ids (the setup's listings took the ones before).
    const all = await t.service.events.readAll();
    expect(
      all.filter((e) => e.type === 'ListingIdAllocated'),
      'listing ids taken',
    ).to.have.length(answer.listing_id);
    const slugs = all.filter((e) => e.type === 'SlugReserved').map((e) => e.data as { listingId: number });
    expect(
      slugs.filter((s) => s.listingId === answer.listing_id),
      'slugs reserved',
    ).to.have.length(1);
    const mine = await t.call('GET', '/me/listings', { key });
    expect(mine.body.items.filter((l: any) => l.listing_id === answer.listing_id)).to.have.length(1);
    expect(mine.body.items).to.have.length(2);
  },
  'create-checkout': async (t, { key }, answer) => {
    const orders = await t.call('GET', '/orders', { key });
    expect(orders.body.items.map((o: any) => o.number)).to.deep.equal([answer.number]);
    expect(await t.service.events.readStream('sequence-order')).to.have.length(1);
  },
  'update-apply-to': async (t, { listingId, aiListingId }, answer) => {
    // Both sites' listings changed once, whether the crash came between them or after both.
    expect(answer.sites_written).to.deep.equal([{ site: 'ai', listing_id: aiListingId, changed_fields: ['headline'] }]);
    for (const id of [listingId, aiListingId!]) {
      const changes = (await t.service.events.readStream(`listing-${id}`)).filter(
        (e) => e.type === 'ListingProfileChanged',
      );
      expect(changes, `listing ${id}`).to.have.length(1);
    }
  },
  'add-milestone': async (t, { key, listingId }, answer) => {
    expect(answer.milestones.map((m: any) => m.title)).to.deep.equal(['Survived a crash']);
    const listing = await t.call('GET', `/me/listings/${listingId}`, { key });
    expect(listing.body.milestones.map((m: any) => m.title)).to.deep.equal(['Survived a crash']);
  },
};

/** Every seam of each request: the crash points it passes, in the order it passes them. */
const SEAMS: [scenario: string, crashAt: string][] = [
  ['submit-listing', 'appended:draft'],
  ['submit-listing', 'idempotency:answered'],
  ['submit-draft', 'appended:sequence-listing'],
  ['submit-draft', 'appended:listingslug'],
  ['submit-draft', 'appended:draft'],
  ['submit-draft', 'draft-listing:DraftSubmitted'],
  ['submit-draft', 'idempotency:answered'],
  ['create-checkout', 'appended:sequence-order'],
  ['create-checkout', 'appended:order'],
  ['create-checkout', 'idempotency:answered'],
  // apply_to across two sites: killed after this site's listing is written, before the other's; and after both.
  ['update-apply-to', 'appended:listing'],
  ['update-apply-to', 'idempotency:answered'],
  ['add-milestone', 'appended:listing'],
  ['add-milestone', 'idempotency:answered'],
];

describe('Idempotency-Key across a crash: the retry answers once, nothing is applied twice', function () {
  this.timeout(180_000);
  let dataDir: string;
  beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyed-crash-'))));
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  for (const [scenario, crashAt] of SEAMS) {
    it(`${scenario}, killed at ${crashAt}`, async () => {
      const run = await runCrashChild(dataDir, `keyed:${scenario}`, { step: crashAt });
      expect(run.signal, `the child was not killed at ${crashAt}:\n${run.stderr}`).to.equal('SIGKILL');
      expect(run.facts.survived).to.equal(undefined);
      const setup = run.facts.setup as KeyedSetup;

      const t = await startTestService(
        { dataDir, site: { ...loadConfig({}).site, hosts: CRASH_SITE_HOSTS } },
        { drafting: { crawler: new FakeCrawler(), drafter: new FakeDrafter() } },
      );
      try {
        await settled(t.service);
        const { method, path: url, body } = KEYED_REQUESTS[scenario]!(setup);
        const send = () =>
          t.call(method, url, { key: setup.key, body, headers: { 'idempotency-key': CRASH_IDEMPOTENCY_KEY } });
        const retry = await send();
        expect(retry.status, JSON.stringify(retry.body)).to.be.oneOf([200, 201]);
        expect(retry.headers.get('idempotent-replayed')).to.equal(null);
        await settled(t.service);
        await CHECKS[scenario]!(t, setup, retry.body);

        const again = await send();
        expect(again.headers.get('idempotent-replayed')).to.equal('true');
        expect(again.status).to.equal(retry.status);
        expect(again.body).to.deep.equal(retry.body);
        await settled(t.service);
        await CHECKS[scenario]!(t, setup, retry.body);
      } finally {
        await t.close();
      }
    });
  }
});
