import { expect } from 'chai';
import type { StaffEvent } from '@listings/shared/contracts/staff';
import { project } from '../testing/replay.ts';
import { staffProjection, staffRolesOf } from './staff.projection.ts';

const data = { accountId: 'a1', email: 'ann@example.com', role: 'auditor', site: '*', reason: 'yearly audit' } as const;
const events: StaffEvent[] = [
  { type: 'StaffRoleGranted', data },
  { type: 'StaffRoleGranted', data: { ...data, role: 'moderator', site: 'main' } },
  { type: 'StaffRoleRevoked', data: { ...data, reason: 'audit done' } },
];

describe('staff roles projection', () => {
  for (const twice of [false, true])
    it(`keeps the roles held now, with who granted them and why (each event delivered ${twice ? 'twice' : 'once'})`, async () => {
      const documents = await project(staffProjection, events, { twice });
      expect(await staffRolesOf(documents, 'a1')).to.deep.equal([
        {
          _id: 'a1|moderator|main',
          account_id: 'a1',
          email: 'ann@example.com',
          role: 'moderator',
          site: 'main',
          granted_at: '2026-03-02T09:01:00.000Z',
          granted_by: 'admin:test',
          reason: 'yearly audit',
        },
      ]);
      expect(await staffRolesOf(documents, 'a2')).to.deep.equal([]);
    });
});
