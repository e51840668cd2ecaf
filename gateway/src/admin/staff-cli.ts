/**
 * Staff roles from the admin CLI (`npm run admin -- staff grant|revoke|list ...`), until the console
 * can do it: the first admin has to come from somewhere with a shell on the server. Every grant and
 * revocation is a StaffRoleGranted/StaffRoleRevoked event on `staff-roles` with the admin as actor,
 * the time and the reason; `list` folds the same stream, so it answers before any projector has run.
 */
import { parseArgs } from 'node:util';
import { DomainError, type Actor, type Clock, type EventStore } from '@listings/shared/kernel';
import { NETWORK_WIDE, STAFF_ROLES } from '@listings/shared/contracts/staff';
import { AccountCommands } from '@listings/command-service/accounts';
import { StaffCommands } from '@listings/command-service/staff';
import { staffNames } from './staff-names.ts';

export const STAFF_USAGE = `
Staff roles (${STAFF_ROLES.join(', ')}; recorded as events with the admin, the time and the reason):
  staff grant <e-mail> <role> --reason <text> [--site <key>]
  staff revoke <e-mail> <role> --reason <text> [--site <key>]
      For one site (its key), or network-wide when --site is left out (or --site '*').
  staff list [<e-mail>]
      The roles held now.`;

export async function runStaffCommand(
  args: string[],
  deps: { events: EventStore; clock: Clock; actor: Actor },
  out: (line: string) => void,
): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { site: { type: 'string' }, reason: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [action, email, role] = positionals;
  const staff = new StaffCommands(deps.events, deps.clock);
  const accounts = new AccountCommands(deps.events, deps.clock);
  if (action === 'list') {
    const held = (await staff.heldRoles()).filter((r) => !email || r.email.toLowerCase() === email.toLowerCase());
    if (!held.length) out('no staff roles held');
    // The holder's name from the accounts read model (staff-names.ts), beside the e-mail and id.
    const nameOf = await staffNames(
      deps.events,
      held.map((r) => r.accountId),
    );
    for (const r of held) {
      const name = nameOf(r.accountId) === r.accountId ? '' : `${nameOf(r.accountId)}, `;
      out(
        `${r.email} ${r.role} ${r.site === NETWORK_WIDE ? '* (every site)' : r.site} (${name}account ${r.accountId})`,
      );
    }
    return;
  }
  if ((action !== 'grant' && action !== 'revoke') || !email || !role)
    throw new DomainError('invalid', 'missing_option', `Usage:${STAFF_USAGE}`);
  if (!values.reason) throw new DomainError('invalid', 'missing_option', '--reason is required.');
  const accountId = await accounts.accountIdByEmail(email);
  if (!accountId)
    throw new DomainError('not_found', 'account_not_found', `No account has the e-mail address ${email}.`);
  const site = values.site ?? NETWORK_WIDE;
  const { changed } = await staff.execute(
    {
      type: action === 'grant' ? 'GrantStaffRole' : 'RevokeStaffRole',
      accountId,
      email,
      role,
      site,
      reason: values.reason,
    },
    deps.actor,
    `admin:staff:${action}`,
  );
  const where = site === NETWORK_WIDE ? 'every site' : `site ${site}`;
  out(
    action === 'revoke'
      ? `revoked ${role} for ${where} from ${email}`
      : changed
        ? `granted ${role} for ${where} to ${email}`
        : `${email} already holds ${role} for ${where}: nothing recorded`,
  );
}
