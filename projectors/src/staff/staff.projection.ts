/**
 * Staff read model (collection `staff_roles`, one document per role held: `<account>|<role>|<site>`),
 * so a request can ask "does this account hold auditor here?" with one indexed read. Rebuildable from
 * `staff-roles`; a grant seen twice sets the same document, a revocation seen twice deletes nothing more.
 */
import { defineProjection, type DocumentStore } from '@listings/shared/kernel';
import { STAFF_EVENT_TYPES, type StaffEvent, type StaffRole } from '@listings/shared/contracts/staff';

export const STAFF_ROLES_COLLECTION = 'staff_roles';

export interface StaffRoleDocument {
  _id: string;
  account_id: string;
  email: string;
  role: StaffRole;
  site: string;
  granted_at: string;
  granted_by: string;
  reason: string;
  [field: string]: unknown;
}

export const staffProjection = defineProjection<StaffEvent>({
  name: 'staff-roles',
  collections: [STAFF_ROLES_COLLECTION],
  eventTypes: STAFF_EVENT_TYPES,

  async apply(event, documents) {
    const { accountId, email, role, site, reason } = event.data;
    const _id = `${accountId}|${role}|${site}`;
    const roles = documents.collection<StaffRoleDocument>(STAFF_ROLES_COLLECTION);
    if (event.type === 'StaffRoleRevoked') {
      await roles.deleteOne({ _id });
      return;
    }
    const { actor, at } = event.metadata;
    await roles.updateOne(
      { _id },
      {
        $set: {
          account_id: accountId,
          email,
          role,
          site,
          granted_at: at,
          granted_by: `${actor.kind}:${actor.id}`,
          reason,
        },
      },
      { upsert: true },
    );
  },
});

/** The roles an account holds now, as the read model has them. */
export const staffRolesOf = (documents: DocumentStore, accountId: string): Promise<StaffRoleDocument[]> =>
  documents.collection<StaffRoleDocument>(STAFF_ROLES_COLLECTION).find({ account_id: accountId });
