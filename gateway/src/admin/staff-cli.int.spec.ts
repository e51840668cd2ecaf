/**
 * `npm run admin -- staff grant|revoke|list`: each grant and revocation is an event on `staff-roles`
 * with the admin as actor, the time and the reason; list folds the same stream; a typo is refused.
 */
import { expect } from 'chai';
import { STAFF_STREAM } from '@listings/shared/contracts/staff';
import { openEmbeddedStores } from '../service.ts';
import { tempAdminCli } from './cli-testing.ts';

describe('admin CLI: staff roles', () => {
  const cli = tempAdminCli('admin-staff-');
  const run = cli.run;

  it('grants, lists and revokes roles per site or network-wide, each an event with actor, time and reason', async () => {
    expect((await run('create-account', '--email', 'ann@example.com', '--name', 'Ann')).code).to.equal(0);
    const granted = await run('staff', 'grant', 'ann@example.com', 'auditor', '--reason', 'yearly audit');
    expect(granted).to.deep.equal({ code: 0, output: 'granted auditor for every site to ann@example.com' });
    expect((await run('staff', 'grant', 'ann@example.com', 'auditor', '--reason', 'again')).output).to.contain(
      'nothing recorded',
    );
    expect(
      (await run('staff', 'grant', 'ann@example.com', 'moderator', '--site', 'main', '--reason', 'queues')).code,
    ).to.equal(0);
    const listed = await run('staff', 'list');
    expect(listed.output).to.contain('ann@example.com auditor * (every site)');
    expect(listed.output).to.contain('ann@example.com moderator main');
    expect(listed.output).to.match(/ann@example\.com moderator main \(Ann, account [\w-]+\)/);
    const revoked = await run('staff', 'revoke', 'ann@example.com', 'auditor', '--reason', 'audit done');
    expect(revoked).to.deep.equal({ code: 0, output: 'revoked auditor for every site from ann@example.com' });
    expect((await run('staff', 'list', 'ann@example.com')).output).to.not.contain('auditor');

    const stores = openEmbeddedStores(cli.dir);
    try {
      const trail = await stores.events.readStream(STAFF_STREAM);
      expect(trail.map((e) => [e.type, (e.data as { reason: string }).reason, e.metadata.actor.id])).to.deep.equal([
        ['StaffRoleGranted', 'yearly audit', 'ops@test'],
        ['StaffRoleGranted', 'queues', 'ops@test'],
        ['StaffRoleRevoked', 'audit done', 'ops@test'],
      ]);
      for (const event of trail) expect(Date.parse(event.metadata.at)).to.be.a('number').and.not.NaN;
    } finally {
      await stores.events.close();
      await stores.documents.close();
    }
  });

  it('refuses an unknown account, an unknown role, a missing reason and revoking a role not held', async () => {
    await run('create-account', '--email', 'bob@example.com', '--name', 'Bob');
    expect(await run('staff', 'grant', 'nobody@example.com', 'auditor', '--reason', 'x y z')).to.include({ code: 1 });
    expect((await run('staff', 'grant', 'bob@example.com', 'owner', '--reason', 'x y z')).output).to.contain(
      'Roles are admin, moderator, auditor',
    );
    expect((await run('staff', 'grant', 'bob@example.com', 'auditor')).output).to.contain('--reason is required');
    expect((await run('staff', 'revoke', 'bob@example.com', 'admin', '--reason', 'x y z')).output).to.contain(
      'does not hold admin',
    );
    expect((await run('staff', 'list')).output).to.equal('no staff roles held');
  });
});
