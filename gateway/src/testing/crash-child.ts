/**
 * A service in a child process that a test kills at a chosen point (LISTINGS_CRASH_AT, see
 * shared/src/kernel/faults.ts) while it runs a scenario as a client would, over HTTP. The test then
 * starts a service on the same data folder and checks that the work finishes, once.
 *
 *   node --import tsx gateway/src/testing/crash-child.ts <dataDir> <scenario> [crash point]
 *
 * Scenarios print one JSON line per fact the test needs (ids), then run the step that crashes. A
 * crash point given as an argument is armed only for that step, not while the scenario sets it up.
 * The `keyed:` scenarios send one request with an Idempotency-Key (KEYED_REQUESTS): the test sends it
 * again after the restart, with the same key.
 */
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { startTestService, type TestService } from './test-service.ts';
import { newListing, seedShop } from '../orders/testing.ts';
import { CRASH_IDEMPOTENCY_KEY, CRASH_SITE_HOSTS, KEYED_REQUESTS, type KeyedSetup } from './crash-scenarios.ts';
import { loadConfig } from '@listings/shared/config';
import { randomUUID } from 'node:crypto';
import { ListingCommands } from '@listings/command-service/listings';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { listingStream } from '@listings/shared/contracts/listings';

export const CRASH_SITE = { 'https://crashy.test': 'name: Crashy\ntagline: Survives a crash' };

const [dataDir, scenario, crashAt] = process.argv.slice(2);
const report = (fact: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(fact)}\n`);

/**
 * update-apply-to: a second site, `ai`, and the same company's listing on it (its ListingCreated names
 * the site, as creation there will; no route creates one yet).
 */
async function companyListingOnAi(t: TestService, ownerId: string, url: string): Promise<number> {
  const admin = { kind: 'admin' as const, id: 'test' };
  await new SiteContentCommands(t.service.events, t.service.clock).site(
    {
      type: 'OpenSite',
      key: 'ai',
      defaultKey: 'main',
      name: 'AI',
      purpose: 'AI tools',
      hosts: [],
      baseUrl: 'https://ai.test',
    },
    admin,
    'test',
  );
  const { listingId, slug } = await new ListingCommands(t.service.events, t.service.clock).reserve(
    'Crash Proof AI',
    admin,
    'test',
  );
  await t.service.events.appendToStream(listingStream(listingId), [
    {
      id: randomUUID(),
      type: 'ListingCreated',
      data: { listingId, slug, ownerId, profile: { name: 'Crash Proof AI', url, categories: ['tools'] }, site: 'ai' },
      metadata: { actor: admin, at: t.service.clock.now().toISOString(), cause: 'test' },
    },
  ]);
  return listingId;
}

/** A draft of this account, read and drafted. */
async function readyDraft(t: TestService, key: string): Promise<string> {
  const draft = await t.call('POST', '/drafts', { key, body: { url: 'https://crashy.test' } });
  for (let i = 0; i < 200; i++) {
    if ((await t.call('GET', `/drafts/${draft.body.id}`, { key })).body.status === 'ready') break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return draft.body.id;
}

const t = await startTestService(
  { dataDir, site: { ...loadConfig({}).site, hosts: CRASH_SITE_HOSTS } },
  { drafting: { crawler: new FakeCrawler({ ...CRASH_SITE }), drafter: new FakeDrafter() } },
);
switch (scenario) {
  case 'submit-draft': {
    const owner = await t.createKey(['account:read', 'listings:write']);
    const draft = await t.call('POST', '/drafts', { key: owner.key, body: { url: 'https://crashy.test' } });
    for (let i = 0; i < 200; i++) {
      if ((await t.call('GET', `/drafts/${draft.body.id}`, { key: owner.key })).body.status === 'ready') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    report({ draftId: draft.body.id, accountId: owner.accountId });
    await t.call('POST', `/drafts/${draft.body.id}/submit`, { key: owner.key });
    report({ survived: true });
    break;
  }
  default: {
    const request = scenario?.startsWith('keyed:') ? KEYED_REQUESTS[scenario.slice('keyed:'.length)] : undefined;
    if (!request) throw new Error(`unknown scenario ${scenario}`);
    await seedShop(t);
    const owner = await t.createKey(['account:read', 'listings:write', 'orders:write']);
    const setup: KeyedSetup = {
      key: owner.key,
      draftId: scenario === 'keyed:submit-draft' ? await readyDraft(t, owner.key) : '',
      listingId: (await newListing(t, owner.accountId, 'Crash Proof')).listingId,
    };
    if (scenario === 'keyed:update-apply-to')
      setup.aiListingId = await companyListingOnAi(t, owner.accountId, 'https://crash-proof.example/ai');
    await t.service.projections.waitForPosition(await t.service.events.headPosition(), 10_000);
    report({ setup, accountId: owner.accountId });
    if (crashAt) process.env.LISTINGS_CRASH_AT = crashAt;
    const { method, path, body } = request(setup);
    const answer = await t.call(method, path, {
      key: owner.key,
      body,
      headers: { 'idempotency-key': CRASH_IDEMPOTENCY_KEY },
    });
    report({ survived: true, status: answer.status });
    break;
  }
}
await t.close();
