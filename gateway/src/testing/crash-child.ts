/**
 * A service in a child process that a test kills at a chosen point (LISTINGS_CRASH_AT, see
 * shared/src/kernel/faults.ts) while it runs a scenario as a client would, over HTTP. The test then
 * starts a service on the same data folder and checks that the work finishes, once.
 *
 *   node --import tsx gateway/src/testing/crash-child.ts <dataDir> <scenario>
 *
 * Scenarios print one JSON line per fact the test needs (ids), then run the step that crashes.
 */
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { startTestService } from './test-service.ts';

export const CRASH_SITE = { 'https://crashy.test': 'name: Crashy\ntagline: Survives a crash' };

const [dataDir, scenario] = process.argv.slice(2);
const report = (fact: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(fact)}\n`);

const t = await startTestService(
  { dataDir },
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
  default:
    throw new Error(`unknown scenario ${scenario}`);
}
await t.close();
