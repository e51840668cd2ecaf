/**
 * Staff roles (issue 33, part 1): who may run the directory's back office, per site or network-wide.
 * One stream holds every grant and revocation, so a decision sees all roles at once and the history
 * of who made whom staff, when and why, is one read. The actor and time are in each event's metadata
 * (the admin who decided), the reason in its data.
 */
export const STAFF_ROLES = ['admin', 'moderator', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The site key of a network-wide role (a site's own key is SITE_KEY_PATTERN's). */
export const NETWORK_WIDE = '*';

export const STAFF_STREAM = 'staff-roles';

interface StaffRoleData {
  accountId: string;
  /** The account's e-mail when the role changed, so the trail reads without another lookup. */
  email: string;
  role: StaffRole;
  /** A site key, or `*` for every site. */
  site: string;
  reason: string;
}

export type StaffEvent =
  { type: 'StaffRoleGranted'; data: StaffRoleData } | { type: 'StaffRoleRevoked'; data: StaffRoleData };

export const STAFF_EVENT_TYPES = [
  'StaffRoleGranted',
  'StaffRoleRevoked',
] as const satisfies readonly StaffEvent['type'][];

/** The scope of the audit operations (shared/src/api/catalog/audit.ts). */
export const AUDIT_SCOPE = 'audit:read';

/** The roles that let an account read the audit trail (scope `audit:read`). */
export const AUDIT_ROLES: readonly StaffRole[] = ['auditor', 'admin'];

/** Whether `roles` (as held) include one of `wanted` for this site or network-wide. */
export const holdsRole = (
  roles: readonly { role: StaffRole; site: string }[],
  wanted: readonly StaffRole[],
  site: string,
): boolean => roles.some((held) => wanted.includes(held.role) && (held.site === NETWORK_WIDE || held.site === site));

/**
 * A staff member's TOTP second factor (stream `stafftotp-<accountId>`). The shared secret is kept only
 * sealed (AES-256-GCM under a service key, see StaffTotp): the log, its backups and the audit replays
 * never hold it in the clear, and after enrolment no page or answer shows it again.
 */
export type StaffTotpEvent =
  | { type: 'StaffTotpEnrolmentStarted'; data: { accountId: string; sealedSecret: string } }
  | { type: 'StaffTotpEnabled'; data: { accountId: string } }
  | { type: 'StaffTotpRemoved'; data: { accountId: string; reason: string } };

export const STAFF_TOTP_EVENT_TYPES = [
  'StaffTotpEnrolmentStarted',
  'StaffTotpEnabled',
  'StaffTotpRemoved',
] as const satisfies readonly StaffTotpEvent['type'][];

export const staffTotpStream = (accountId: string): string => `stafftotp-${accountId}`;
