/**
 * The console's own sign-in steps: confirming the password (and the TOTP code once the second factor
 * is on) to open the console or to renew the recent-auth window before a sensitive action, and the
 * staff member's second factor (enrol with a secret shown only while pending, confirm with a code).
 */
import type express from 'express';
import { DomainError } from '@listings/shared/kernel';
import { alertBox, html } from '../kit/html.ts';
import { PageError } from '../kit/site-pages.ts';
import { consolePath, csrfField, type ConsoleContext, type ConsolePage, type StaffConsole } from './staff-console.ts';

const confirmForm = (
  context: ConsoleContext,
  next: string,
  totp: boolean,
  again: boolean,
  error?: string,
): ConsolePage => ({
  status: error ? 400 : 200,
  title: 'Confirm it is you',
  body: html`<h1>Confirm it is you</h1>
${alertBox(error)}
<p>${again ? 'This action needs your password again: it was last given more than 10 minutes ago.' : 'The console asks for your password again, and it does so every 30 minutes of inactivity.'}</p>
<form method="post" action="/admin/confirm" class="stack">
${csrfField(context.viewer)}<input type="hidden" name="next" value="${next}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
${
  totp
    ? html`<label for="code">Code from your authenticator app</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" required maxlength="7">`
    : ''
}
<button type="submit">Confirm</button>
</form>`,
});

const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function accessRoutes(router: express.Router, console: StaffConsole): void {
  const { ports } = console;
  router.get(
    '/admin/confirm',
    console.page(
      'staff',
      async (context) => {
        const totp = (await ports.totp.status(context.session.accountId)) === 'on';
        return confirmForm(context, consolePath(context.req.query.next), totp, context.req.query.again === '1');
      },
      { confirming: true },
    ),
  );
  router.post(
    '/admin/confirm',
    ...console.action(
      'staff',
      async (context) => {
        const accountId = context.session.accountId;
        const next = consolePath(context.form.next);
        const totp = (await ports.totp.status(accountId)) === 'on';
        if (console.throttled(accountId))
          throw new PageError(
            429,
            'Too many tries',
            'Too many wrong passwords or codes. Wait 15 minutes and try again.',
          );
        const passwordOk = await ports.checkPassword(accountId, context.form.password ?? '');
        const codeOk = !totp || (passwordOk && (await ports.totp.verify(accountId, context.form.code ?? '')));
        if (!passwordOk || !codeOk) {
          console.failedConfirmation(accountId);
          return confirmForm(
            context,
            next,
            totp,
            false,
            totp ? 'That password or code is not right.' : 'That password is not right.',
          );
        }
        console.succeededConfirmation(accountId);
        await console.confirmed(context.session);
        return { redirect: next };
      },
      { confirming: true },
    ),
  );
  router.post(
    '/admin/leave',
    ...console.action('staff', async (context) => {
      await console.leave(context.session);
      return { redirect: '/' };
    }),
  );

  router.get(
    '/admin/security',
    console.page('staff', async (context) => {
      const status = await ports.totp.status(context.session.accountId);
      const pending =
        status === 'pending' ? await ports.totp.pendingEnrolment(context.session.accountId, context.viewer.name) : null;
      const notice =
        context.req.query.done === 'totp'
          ? 'Your second factor is on.'
          : context.req.query.done === 'totp-off'
            ? 'Your second factor is off.'
            : undefined;
      return {
        title: 'Your sign-in',
        body: html`<h1>Your sign-in</h1>
${alertBox(notice, 'notice')}
<p>Console access lasts 30 minutes without activity and 8 hours at most; granting or revoking roles asks for your password again after 10 minutes.</p>
<h2>Second factor (TOTP)</h2>
${
  status === 'on'
    ? html`<p>On: the console asks for a code from your authenticator app with your password.</p>
<form method="post" action="/admin/security/totp/remove" class="stack">${csrfField(context.viewer)}
<label for="totp-remove-reason">Reason for turning it off</label>
<input id="totp-remove-reason" name="reason" required minlength="3" maxlength="500">
<button type="submit" class="secondary">Turn the second factor off</button>
</form>`
    : pending
      ? html`<p>Add this key to your authenticator app (type it, or open the link on the device that has the app), then enter the code it shows. The key is shown only until you confirm it.</p>
<p class="totp-secret"><code>${grouped(pending.secret)}</code></p>
<p><a href="${pending.uri}">Open in an authenticator app</a></p>
<form method="post" action="/admin/security/totp/confirm" class="stack">
${csrfField(context.viewer)}
<label for="code">Code from the app</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" required maxlength="7">
<button type="submit">Turn on</button>
</form>`
      : html`<p>Off. Turn it on to have the console ask for a code from an authenticator app as well as your password.</p>
<form method="post" action="/admin/security/totp/start">${csrfField(context.viewer)}<button type="submit">Set up a second factor</button></form>`
}
<h2>Leave the console</h2>
<form method="post" action="/admin/leave">${csrfField(context.viewer)}<button type="submit" class="secondary">Leave the console</button></form>`,
      };
    }),
  );
  router.post(
    '/admin/security/totp/start',
    ...console.action(
      'staff',
      async (context) => {
        await ports.totp.startEnrolment(context.session.accountId, context.viewer.name, context.actor);
        return { redirect: '/admin/security' };
      },
      { recent: true, back: () => '/admin/security' },
    ),
  );
  router.post(
    '/admin/security/totp/confirm',
    ...console.action(
      'staff',
      async (context) => {
        const ok = await ports.totp.confirmEnrolment(context.session.accountId, context.form.code ?? '', context.actor);
        if (!ok)
          throw new PageError(
            400,
            'Check the code',
            'That code is not the one the app shows now. Try the next one.',
            [],
            {},
            {
              href: '/admin/security',
              label: 'Back to your sign-in',
            },
          );
        return { redirect: '/admin/security?done=totp' };
      },
      { recent: true, back: () => '/admin/security' },
    ),
  );
  router.post(
    '/admin/security/totp/remove',
    ...console.action(
      'staff',
      async (context) => {
        try {
          await ports.totp.remove({ accountId: context.session.accountId }, context.form.reason ?? '', context.actor);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          throw new PageError(
            400,
            'Not possible',
            error.message,
            [],
            {},
            { href: '/admin/security', label: 'Back to your sign-in' },
          );
        }
        return { redirect: '/admin/security?done=totp-off' };
      },
      { recent: true, back: () => '/admin/security' },
    ),
  );
}
