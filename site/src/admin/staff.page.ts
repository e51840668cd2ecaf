/**
 * Staff roles in the console: who holds what (for this site or every site), granting and revoking
 * (admins only, with a reason, the password given within the last 10 minutes), and the roles' audit
 * trail (every grant and revocation from the log: who decided, when, why). A change runs the same
 * staff command as `npm run admin -- staff`, with the staff member as the actor. An admin of some
 * sites only (issue 30) grants and revokes roles for those sites, never for every site (`*`), and
 * leaves resetting a second factor to a network-wide admin.
 */
import type express from 'express';
import { DomainError } from '@listings/shared/kernel';
import { NETWORK_WIDE, STAFF_ROLES } from '@listings/shared/contracts/staff';
import { alertBox, html, type SafeHtml } from '../kit/html.ts';
import { PageError } from '../kit/site-pages.ts';
import { csrfField, type ConsoleContext, type StaffConsole } from './staff-console.ts';

const where = (site: string) => (site === NETWORK_WIDE ? 'every site' : `site ${site}`);

const NOTICES: Record<string, string> = {
  granted: 'The role is granted.',
  revoked: 'The role is revoked.',
  unchanged: 'That role was already held: nothing was recorded.',
  'totp-reset': 'Their second factor is off.',
};

export function staffRoutes(router: express.Router, console: StaffConsole): void {
  const { ports } = console;
  const page = async (context: ConsoleContext, error?: string, fields: Record<string, string> = {}) => {
    const [held, trail] = await Promise.all([ports.staff.held(), ports.staff.trail()]);
    const admin = context.may('admin');
    const reasonField = (id: string): SafeHtml =>
      html`<label for="${id}">Reason</label><input id="${id}" name="reason" required minlength="3" maxlength="500">`;
    return {
      status: error ? 400 : 200,
      title: 'Staff',
      body: html`<h1>Staff</h1>
${alertBox(error)}${alertBox(NOTICES[String(context.req.query.done)], 'notice')}
<div class="table-scroll" role="region" aria-label="Roles held now" tabindex="0"><table>
<caption>Roles held now</caption>
<thead><tr><th scope="col">Account</th><th scope="col">Role</th><th scope="col">Where</th>${admin ? html`<th scope="col">Revoke</th>` : ''}</tr></thead>
<tbody>${held.map(
        (role, i) =>
          html`<tr><td>${role.email}</td><td>${role.role}</td><td>${where(role.site)}</td>${
            admin && context.mayOn('admin', role.site)
              ? html`<td><form method="post" action="/admin/staff/revoke" class="inline-form">${csrfField(context.viewer)}
<input type="hidden" name="email" value="${role.email}"><input type="hidden" name="role" value="${role.role}"><input type="hidden" name="site" value="${role.site}">
${reasonField(`revoke-reason-${i}`)}<button type="submit" class="danger">Revoke</button></form></td>`
              : ''
          }</tr>`,
      )}</tbody>
</table></div>
${
  admin
    ? html`<h2>Grant a role</h2>
<form method="post" action="/admin/staff/grant" class="stack">${csrfField(context.viewer)}
<label for="grant-email">E-mail address of the account</label>
<input id="grant-email" name="email" type="email" required maxlength="254" value="${fields.email ?? ''}">
<label for="grant-role">Role</label>
<select id="grant-role" name="role">${STAFF_ROLES.map((role) => html`<option${fields.role === role ? html` selected` : ''}>${role}</option>`)}</select>
<label for="grant-site">Where</label>
<select id="grant-site" name="site"><option value="${context.siteKey}">This site (${context.siteKey})</option><option value="${NETWORK_WIDE}"${fields.site === NETWORK_WIDE ? html` selected` : ''}>Every site</option></select>
<label for="grant-reason">Reason</label>
<input id="grant-reason" name="reason" required minlength="3" maxlength="500" value="${fields.reason ?? ''}">
<button type="submit">Grant</button>
</form>
<h2>Reset a lost second factor</h2>
<p>When a staff member has lost their authenticator, turn their second factor off; they sign in with the password and set it up again.</p>
<form method="post" action="/admin/staff/totp-reset" class="stack">${csrfField(context.viewer)}
<label for="reset-email">E-mail address of the staff member</label>
<input id="reset-email" name="email" type="email" required maxlength="254">
<label for="reset-reason">Reason</label>
<input id="reset-reason" name="reason" required minlength="3" maxlength="500">
<button type="submit" class="secondary">Turn their second factor off</button>
</form>`
    : html`<p>Only an admin can grant or revoke roles.</p>`
}
<h2>Audit trail</h2>
<div class="table-scroll" role="region" aria-label="Audit trail of roles" tabindex="0"><table>
<caption>Every grant and revocation, newest first</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">By</th><th scope="col">Change</th><th scope="col">Reason</th></tr></thead>
<tbody>${[...trail]
        .reverse()
        .map(
          (change) =>
            html`<tr><td>${change.at.slice(0, 16).replace('T', ' ')}</td><td>${change.actor}</td><td>${change.change} ${change.role} (${where(change.site)}) ${change.change === 'granted' ? 'to' : 'from'} ${change.email}</td><td>${change.reason}</td></tr>`,
        )}</tbody>
</table></div>`,
    };
  };

  router.get(
    '/admin/staff',
    console.page('staff', (context) => page(context)),
  );
  for (const action of ['grant', 'revoke'] as const)
    router.post(
      `/admin/staff/${action}`,
      ...console.action(
        'admin',
        async (context) => {
          const { email = '', role = '', site = '', reason = '' } = context.form;
          if (site !== '' && !context.mayOn('admin', site))
            throw new PageError(403, 'Not allowed', `Roles for ${where(site)} are given and taken by an admin of it.`);
          try {
            const { changed } = await ports.staff.change(
              { action, email: email.trim(), role, site, reason },
              context.actor,
            );
            return {
              redirect: `/admin/staff?done=${changed ? (action === 'grant' ? 'granted' : 'revoked') : 'unchanged'}`,
            };
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            if (error.kind === 'forbidden') throw new PageError(403, 'Not allowed', error.message);
            return page(context, error.message, context.form);
          }
        },
        { recent: true, back: () => '/admin/staff' },
      ),
    );
  router.post(
    '/admin/staff/totp-reset',
    ...console.action(
      'admin',
      async (context) => {
        if (context.sitesFor('admin') !== NETWORK_WIDE)
          throw new PageError(
            403,
            'Not allowed',
            "Resetting a staff member's second factor needs a network-wide admin.",
          );
        try {
          await ports.totp.remove(
            { email: (context.form.email ?? '').trim() },
            context.form.reason ?? '',
            context.actor,
          );
          return { redirect: '/admin/staff?done=totp-reset' };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return page(context, error.message, context.form);
        }
      },
      { recent: true, back: () => '/admin/staff' },
    ),
  );
}
