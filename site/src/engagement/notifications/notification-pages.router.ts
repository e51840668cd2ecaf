/**
 * A person's notifications on the site (issue 32, part 3), plain pages and forms (no script needed):
 *
 *   GET  /notifications                 the newest 50, unread ones marked "New", each linking to the
 *                                       place on the listing's page; "Mark all read" is a CSRF form
 *   POST /notifications/read            mark_notifications_read through the newest the page showed
 *   GET  /account/notifications         the settings: on the site and by e-mail per kind, and how
 *                                       often e-mail comes (instant, daily or weekly digest, off)
 *   POST /account/notifications         save_notification_settings
 *   GET  /notifications/unsubscribe?t=  a mail's unsubscribe link opened in a browser: a button that
 *                                       posts (a GET changes nothing: mail scanners open links)
 *   POST /notifications/unsubscribe?t=  RFC 8058 one-click: the signed token is the authority, so no
 *                                       session and no CSRF token (a mail provider posts
 *                                       `List-Unsubscribe=One-Click` from its own servers); a token
 *                                       this service did not sign is a 400 and writes nothing
 *
 * Signed-in pages are private (never cached); the header's unread count is SitePages.viewer's.
 */
import express, { Router } from 'express';
import type { DocumentStore } from '@listings/shared/kernel';
import {
  EMAIL_FREQUENCIES,
  NOTIFICATION_KIND_IDS,
  NOTIFICATION_KINDS,
  type EmailFrequency,
  type NotificationSettings,
} from '@listings/shared/contracts/engagement';
import {
  listingSitesOf,
  notificationLink,
  notificationSettingsOf,
  personNotifications,
  type NetworkSiteLink,
  type NotificationDocument,
  type NotificationLink,
} from '@listings/query-service/engagement';
import { alertBox, html, type SafeHtml } from '../../kit/html.ts';
import { formSecrets, refusalOf, type MakerPages } from '../../kit/maker-pages.ts';
import { PageError, type Viewer } from '../../kit/site-pages.ts';
import { timeTag } from '../../listings/parts.ts';

/** The command side's one-click unsubscribe (NotificationActions.unsubscribe): null for a bad token. */
export type UnsubscribePort = (token: string) => Promise<{ kind: string } | null>;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,200}\.[a-z_]{1,40}\.[A-Za-z0-9_-]{43}$/;

type ShownNotification = NotificationDocument & { link: NotificationLink };

function listBody(viewer: Viewer, notifications: ShownNotification[], done: boolean): SafeHtml {
  const unread = notifications.filter((n) => !n.read).length;
  const through = notifications.reduce((max, n) => Math.max(max, n.position), 0);
  return html`<h1>Notifications</h1>
${done ? alertBox('All your notifications are marked read.', 'notice') : ''}
<p>${unread ? `${unread} unread.` : 'Nothing unread.'} <a href="/account/notifications">Choose what you are told, and how</a>.</p>
${
  unread
    ? html`<form method="post" action="/notifications/read" class="inline">${formSecrets(viewer)}<input type="hidden" name="through" value="${String(through)}"><button type="submit">Mark all read</button></form>`
    : ''
}
${
  notifications.length
    ? html`<ul class="rows notifications">${notifications.map(
        (n) =>
          html`<li class="${n.read ? 'read' : 'unread'}">${n.read ? '' : html`<strong class="new">New</strong> `}<a href="${n.link.href}">${n.listing_name}: ${n.what}</a>${n.link.site ? html` <span class="muted">on ${n.link.site.name}</span>` : ''} <span class="muted">${timeTag(n.at)}</span></li>`,
      )}</ul>`
    : html`<p class="muted">No notifications yet. Replies to your comments, comments and reviews on your products, their launches and awards, and news of the products you follow appear here.</p>`
}`;
}

function settingsBody(viewer: Viewer, settings: NotificationSettings, saved: boolean): SafeHtml {
  return html`<h1>Notification settings</h1>
${saved ? alertBox('Your notification settings are saved.', 'notice') : ''}
<form method="post" action="/account/notifications" class="stack">${formSecrets(viewer)}
${NOTIFICATION_KIND_IDS.map(
  (kind) => html`<fieldset><legend>${NOTIFICATION_KINDS[kind]}</legend>
<div class="check"><input type="checkbox" id="${kind}_site" name="${kind}_site"${settings.kinds[kind].site ? ' checked' : ''}><label for="${kind}_site">On the site</label></div>
<div class="check"><input type="checkbox" id="${kind}_email" name="${kind}_email"${settings.kinds[kind].email ? ' checked' : ''}><label for="${kind}_email">By e-mail</label></div>
</fieldset>`,
)}
<fieldset><legend>How often e-mail comes</legend>
${(Object.keys(EMAIL_FREQUENCIES) as EmailFrequency[]).map(
  (frequency) =>
    html`<div class="check"><input type="radio" id="frequency-${frequency}" name="frequency" value="${frequency}"${settings.frequency === frequency ? ' checked' : ''}><label for="frequency-${frequency}">${EMAIL_FREQUENCIES[frequency]}</label></div>`,
)}
<p class="hint">A digest comes once a day (UTC) or once a week (on Mondays) instead of single e-mails, and lists the kinds ticked both on the site and by e-mail.</p>
</fieldset>
<button type="submit">Save settings</button>
</form>
<p>Every e-mail also has a link that stops that kind of e-mail at once, without signing in.</p>`;
}

export function notificationPagesRouter(
  maker: MakerPages,
  documents: DocumentStore,
  unsubscribe: UnsubscribePort,
): Router {
  const router = Router();
  router.get(
    '/notifications',
    maker.page(async ({ req, viewer, read }) => {
      // A person is network-wide: all their notifications, each leading to its listing's own site.
      const notifications = await personNotifications(documents, viewer.accountId);
      const [info, sites] = await Promise.all([
        read<{ key: string; network: NetworkSiteLink[] }>('get_site_info'),
        listingSitesOf(
          documents,
          notifications.map((n) => n.listing_id),
        ),
      ]);
      const shown = notifications.map((n) => ({
        ...n,
        link: notificationLink(n, sites.get(n.listing_id) ?? null, info.key, info.network),
      }));
      return { title: 'Notifications', narrow: true, body: listBody(viewer, shown, req.query.done === 'read') };
    }),
  );
  router.post(
    '/notifications/read',
    ...maker.action(async (context) => {
      const result = await context.run('mark_notifications_read', { body: { through: context.form.through ?? '' } });
      if (result.status >= 300) {
        const refusal = refusalOf(result);
        throw new PageError(refusal.status, 'Not done', refusal.message);
      }
      return { redirect: '/notifications?done=read' };
    }),
  );
  router.get(
    '/account/notifications',
    maker.page(async ({ req, viewer }) => ({
      title: 'Notification settings',
      narrow: true,
      body: settingsBody(viewer, await notificationSettingsOf(documents, viewer.accountId), req.query.done === 'saved'),
    })),
  );
  router.post(
    '/account/notifications',
    ...maker.action(async (context) => {
      const body: Record<string, string> = { frequency: context.form.frequency ?? '' };
      for (const kind of NOTIFICATION_KIND_IDS)
        for (const where of ['site', 'email'])
          if (context.form[`${kind}_${where}`] === 'on') body[`${kind}_${where}`] = 'on';
      const result = await context.run('save_notification_settings', { body });
      if (result.status >= 300) {
        const refusal = refusalOf(result);
        throw new PageError(refusal.status, 'Not saved', refusal.message, Object.values(refusal.fields));
      }
      return { redirect: '/account/notifications?done=saved' };
    }),
  );

  const tokenOf = (raw: unknown) => (typeof raw === 'string' && TOKEN_SHAPE.test(raw) ? raw : null);
  const badLink = () =>
    new PageError(400, 'This link does not work', 'The unsubscribe link is incomplete or was not made by this site.');
  router.get('/notifications/unsubscribe', async (req, res) => {
    const viewer = await maker.pages.viewer(req);
    const token = tokenOf(req.query.t);
    if (!token) return maker.pages.sendError(req, res, badLink(), viewer);
    maker.pages.send(
      req,
      res,
      {
        title: 'Unsubscribe',
        narrow: true,
        cache: false,
        body: html`<h1>Stop these e-mails?</h1>
<p>This stops the kind of e-mail the message was about. You can turn it on again in your notification settings.</p>
<form method="post" action="/notifications/unsubscribe?t=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      },
      viewer,
      null,
    );
  });
  router.post('/notifications/unsubscribe', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const viewer = await maker.pages.viewer(req).catch(() => null);
    try {
      const token = tokenOf(req.query.t);
      const done = token ? await unsubscribe(token) : null;
      if (!done) return maker.pages.sendError(req, res, badLink(), viewer);
      const kind =
        done.kind === 'all'
          ? 'all notifications'
          : (NOTIFICATION_KINDS[done.kind as keyof typeof NOTIFICATION_KINDS] ?? done.kind);
      maker.pages.send(
        req,
        res,
        {
          title: 'Unsubscribed',
          narrow: true,
          cache: false,
          body: html`<h1>Unsubscribed</h1>
${alertBox(`No more e-mail for “${kind}”.`, 'notice')}
<p>You can turn it on again, and choose everything else you are told, in your <a href="/account/notifications">notification settings</a>.</p>`,
        },
        viewer,
        null,
      );
    } catch {
      maker.pages.sendError(
        req,
        res,
        new PageError(500, 'Something went wrong', 'Nothing was changed. Try again in a moment.'),
        viewer,
      );
    }
  });
  return router;
}
