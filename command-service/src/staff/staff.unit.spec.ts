import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { staffDecider, type StaffCommand } from './staff.decider.ts';

describe('staff roles decider', () => {
  const staff = givenWhenThen(staffDecider);
  const grant: StaffCommand = {
    type: 'GrantStaffRole',
    accountId: 'a1',
    email: 'ann@example.com',
    role: 'auditor',
    site: '*',
    reason: 'yearly audit',
  };
  const data = { accountId: 'a1', email: 'ann@example.com', role: 'auditor', site: '*', reason: 'yearly audit' };

  it('grants a role with its reason once; granting it again records nothing', () => {
    const given = staff.when([], grant);
    expect(given).to.deep.equal([{ type: 'StaffRoleGranted', data }]);
    expect(staff.when(given, grant)).to.deep.equal([]);
  });

  it('keeps roles apart per site: a site role is not the network-wide one', () => {
    const given = staff.when([], { ...grant, site: 'main' });
    expect(staff.when(given, grant)).to.have.length(1);
    expect(staff.refusal(given, { ...grant, type: 'RevokeStaffRole' })).to.equal('role_not_held');
  });

  it('revokes a held role; refuses a role not held, an unknown role, a bad site or a missing reason', () => {
    const given = staff.when([], grant);
    expect(staff.when(given, { ...grant, type: 'RevokeStaffRole', reason: 'audit done' })).to.deep.equal([
      { type: 'StaffRoleRevoked', data: { ...data, reason: 'audit done' } },
    ]);
    expect(staff.refusal([], { ...grant, type: 'RevokeStaffRole' })).to.equal('role_not_held');
    expect(staff.refusal([], { ...grant, role: 'owner' })).to.equal('unknown_role');
    expect(staff.refusal([], { ...grant, site: 'Not A Site' })).to.equal('invalid_site');
    expect(staff.refusal([], { ...grant, reason: ' ' })).to.equal('invalid_reason');
  });
});
