/**
 * The console's gate and page kit. Every /admin page and form passes, in this order:
 *
 * 1. signed in (else sign-in and back, nothing done);
 * 2. a staff role for the site of the host the console is open on (issue 30: a role for `ai` opens
 *    it on AI's host, not on the default site's) or for every site, read from the log (else 403: a
 *    person, or a role revoked a moment ago);
 * 3. console access confirmed with the password (and the TOTP code when the second factor is on),
 *    which lasts CONSOLE_IDLE_MS idle and CONSOLE_ABSOLUTE_MS in all, much shorter than the site's
 *    14/30-day session (else the confirm page, then back);
 * 4. the route's level on the host's site: any staff (`staff`: read), admin or moderator
 *    (`moderate`), admin (`admin`). The queues then list and act only on items of the sites the
 *    staff member holds the level on (`mayOn`, `sitesFor`; site-scope.ts), so a role for one site
 *    never reaches another's comment, review, claim, listing, vote or order by its id;
 * 5. for a form: the CSRF checks of the site (fetch metadata and Origin, the session's token);
 * 6. for a sensitive form (`recent`: roles, prices and settings, refunds, TOTP set-up): a password confirmation within RECENT_AUTH_MS, else the confirm
 *    page first (nothing done).
 *
 * The console's access is kept apart from the session (collection `_staff_console`, by the session's
 * public ref): signing in on the site gives no console access by itself, and the console's shorter
 * life never shortens the person's ordinary session. Pages are `no-store`, run no script (the strict
 * CSP of the account pages) and are never cached or indexed.
 */
import { randomUUID } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { DuplicateKeyError, type Actor, type DocumentStore, type Logger } from '@listings/shared/kernel';
import type { Session, SessionStore } from '@listings/shared/platform';
import { requestSiteOf } from '@listings/shared/api';
import { holdsRole, NETWORK_WIDE, STAFF_ROLES, type StaffRole } from '@listings/shared/contracts/staff';
import { CsrfGuard } from '../kit/csrf.ts';
import { alertBox, html, layout, PAGE_SECURITY_HEADERS, type SafeHtml } from '../kit/html.ts';
import { PageError, type SitePages, type Viewer } from '../kit/site-pages.ts';
import type { ConsolePorts, HeldStaffRole } from './console-ports.ts';

export const CONSOLE_IDLE_MS = 30 * 60_000;
export const CONSOLE_ABSOLUTE_MS = 8 * 3600_000;
export const RECENT_AUTH_MS = 10 * 60_000;
/** The largest console form body (a blog post's Markdown is the longest field). */
export const FORM_LIMIT = '32kb';
export const CONSOLE_SESSIONS_COLLECTION = '_staff_console';
/** Keys of the console's once-only forms already posted (refunds), per account. */
export const CONSOLE_ONCE_COLLECTION = '_staff_console_once';
const ONCE_KEY = /^[0-9a-f-]{36}$/;
/** Failed confirmations an account may make in CONFIRM_WINDOW_MS before it must wait. */
export const CONFIRM_ATTEMPTS = 5;
export const CONFIRM_WINDOW_MS = 15 * 60_000;

export type ConsoleAccess = 'staff' | 'moderate' | 'admin';

const WANTED: Record<ConsoleAccess, readonly StaffRole[]> = {
  staff: STAFF_ROLES,
  moderate: ['admin', 'moderator'],
  admin: ['admin'],
};

interface ConsoleSessionRecord {
  _id: string;
  accountId: string;
  startedAt: string;
  lastSeenAt: string;
  /** The last time the password was given (the recent-auth window runs from it). */
  confirmedAt: string;
  [field: string]: unknown;
}

export interface ConsoleContext {
  req: Request;
  res: Response;
  viewer: Viewer;
  session: Session;
  roles: HeldStaffRole[];
  /** The staff member as the actor of the events the console's commands record. */
  actor: Actor;
  form: Record<string, string>;
  /** The key of the site of the host the console is open on (the default site's outside the network). */
  siteKey: string;
  /** The default site's key (an item whose recorded site is null or absent is the default site's). */
  defaultKey: string;
  /** The level on the host's site. */
  may(access: ConsoleAccess): boolean;
  /** The level on the site an item was recorded for (null or absent: the default site). */
  mayOn(access: ConsoleAccess, site: string | null | undefined): boolean;
  /** The sites the staff member holds the level on: `*` when every site. */
  sitesFor(access: ConsoleAccess): typeof NETWORK_WIDE | string[];
}

export interface ConsolePage {
  status?: number;
  title: string;
  body: SafeHtml;
}

export type ConsoleAnswer = ConsolePage | { redirect: string };

const NAV: { href: string; label: string; access: ConsoleAccess }[] = [
  { href: '/admin', label: 'Dashboard', access: 'staff' },
  { href: '/admin/edits', label: 'Edits', access: 'staff' },
  { href: '/admin/reviews', label: 'Reviews', access: 'staff' },
  { href: '/admin/comments', label: 'Comments', access: 'staff' },
  { href: '/admin/claims', label: 'Claims', access: 'staff' },
  { href: '/admin/listings', label: 'Listings', access: 'staff' },
  { href: '/admin/votes', label: 'Votes', access: 'staff' },
  { href: '/admin/orders', label: 'Orders', access: 'staff' },
  { href: '/admin/settings', label: 'Settings', access: 'staff' },
  { href: '/admin/categories', label: 'Categories', access: 'staff' },
  { href: '/admin/settings/blog', label: 'Blog', access: 'staff' },
  { href: '/admin/staff', label: 'Staff', access: 'staff' },
  { href: '/admin/security', label: 'Your sign-in', access: 'staff' },
];

const formRefused = () =>
  new PageError(
    403,
    'Form refused',
    'This form has expired or was not sent from this site. Go back, reload the page and try again.',
  );

/** A path of the console to come back to (anything else: the dashboard). */
export const consolePath = (value: unknown): string =>
  typeof value === 'string' &&
  /^\/admin(\/[A-Za-z0-9/_.-]*)?(\?[A-Za-z0-9=&%_.-]*)?$/.test(value) &&
  !value.includes('//') &&
  !value.includes('..')
    ? value
    : '/admin';

export class StaffConsole {
  readonly ports: ConsolePorts;
  private readonly pages: SitePages;
  private readonly sessions: SessionStore;
  private readonly documents: DocumentStore;
  private readonly logger: Logger;
  private readonly csrf: CsrfGuard;
  private readonly failures = new Map<string, number[]>();
  private readonly parseForm = express.urlencoded({ extended: false, limit: FORM_LIMIT, parameterLimit: 50 });
  /**
   * The console's forms, up to FORM_LIMIT: a longer one is refused before anything else with 413 and
   * a page saying so (not the API's problem JSON), so nothing of it is read or recorded.
   */
  readonly urlencoded: RequestHandler = (req, res, next) =>
    this.parseForm(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type !== 'entity.too.large') return next(error);
      this.send(
        res,
        {
          status: 413,
          title: 'Form too long',
          body: html`<h1>Form too long</h1>${alertBox(`The console takes forms of up to ${FORM_LIMIT}; this one was longer and nothing was done. Go back, shorten it (a long blog post goes through the admin CLI) and send it again.`)}`,
        },
        null,
      );
    });

  constructor(deps: {
    pages: SitePages;
    sessions: SessionStore;
    documents: DocumentStore;
    logger: Logger;
    ports: ConsolePorts;
  }) {
    this.pages = deps.pages;
    this.sessions = deps.sessions;
    this.documents = deps.documents;
    this.logger = deps.logger;
    this.ports = deps.ports;
    this.csrf = new CsrfGuard(deps.documents, deps.sessions.cookie, deps.pages.site.publicBaseUrl);
  }

  private get records() {
    return this.documents.collection<ConsoleSessionRecord>(CONSOLE_SESSIONS_COLLECTION);
  }

  /** The page in the site's layout with the console's navigation; never cached, no script. */
  /** The key of the request's site (its host's), the default site's outside the host middleware. */
  hostSiteKey(req: Request): string {
    return requestSiteOf(req)?.key ?? this.ports.siteKey;
  }

  send(res: Response, page: ConsolePage, viewer: Viewer | null, roles: HeldStaffRole[] = []): void {
    const site = this.hostSiteKey(res.req);
    const may = (access: ConsoleAccess) => holdsRole(roles, WANTED[access], site);
    const nav = roles.length
      ? html`<nav aria-label="Console" class="console-nav"><ul>${NAV.filter((item) => may(item.access)).map(
          (item) => html`<li><a href="${item.href}">${item.label}</a></li>`,
        )}</ul></nav>`
      : html``;
    const body = layout({
      title: `${page.title} · Console`,
      siteName: this.pages.siteNameOf(res.req),
      signedIn: viewer,
      head: html`<meta name="robots" content="noindex, nofollow"><link rel="stylesheet" href="/admin/console.css">`,
      body: html`<div class="console">${nav}${page.body}</div>`,
      wide: true,
    });
    res
      .status(page.status ?? 200)
      .set({ ...PAGE_SECURITY_HEADERS, 'X-Robots-Tag': 'noindex, nofollow' })
      .type('text/html; charset=utf-8')
      .send(body.value);
  }

  private fail(res: Response, error: unknown, viewer: Viewer | null, roles: HeldStaffRole[] = []): void {
    if (!(error instanceof PageError)) {
      this.logger.error('console page failed', { path: res.req.path, error });
      error = new PageError(500, 'Something went wrong', 'The page could not be put together. Try again in a moment.');
    }
    const failed = error as PageError;
    if (res.headersSent) return;
    this.send(
      res,
      {
        status: failed.status,
        title: failed.title,
        body: html`<h1>${failed.title}</h1>${alertBox(failed.message)}${
          failed.reasons.length ? html`<ul>${failed.reasons.map((r) => html`<li>${r}</li>`)}</ul>` : ''
        }${failed.back ? html`<p><a href="${failed.back.href}">${failed.back.label}</a></p>` : ''}`,
      },
      viewer,
      roles,
    );
  }

  private redirect(res: Response, location: string): void {
    res.status(303).set(PAGE_SECURITY_HEADERS).location(location).end();
  }

  /** The console session of a browser session, or null when it has not been confirmed or has run out. */
  async consoleSession(session: Session): Promise<ConsoleSessionRecord | null> {
    const record = await this.records.findOne({ _id: session.ref });
    if (!record || record.accountId !== session.accountId) return null;
    const now = this.ports.now().getTime();
    if (
      now - Date.parse(record.lastSeenAt) >= CONSOLE_IDLE_MS ||
      now - Date.parse(record.startedAt) >= CONSOLE_ABSOLUTE_MS
    ) {
      await this.records.deleteOne({ _id: record._id });
      return null;
    }
    return record;
  }

  /** Records a confirmation with the password: starts console access, or renews its recent-auth window. */
  async confirmed(session: Session): Promise<void> {
    const now = this.ports.now().toISOString();
    const existing = await this.consoleSession(session);
    await this.records.replaceOne(
      { _id: session.ref },
      {
        _id: session.ref,
        accountId: session.accountId,
        startedAt: existing?.startedAt ?? now,
        lastSeenAt: now,
        confirmedAt: now,
      },
      { upsert: true },
    );
  }

  /** Ends console access (the site session stays). */
  async leave(session: Session): Promise<void> {
    await this.records.deleteOne({ _id: session.ref });
  }

  /** Too many failed confirmations lately: the person waits (counted per account, in this process). */
  throttled(accountId: string): boolean {
    const now = this.ports.now().getTime();
    const recent = (this.failures.get(accountId) ?? []).filter((at) => now - at < CONFIRM_WINDOW_MS);
    this.failures.set(accountId, recent);
    return recent.length >= CONFIRM_ATTEMPTS;
  }

  failedConfirmation(accountId: string): void {
    this.failures.set(accountId, [...(this.failures.get(accountId) ?? []), this.ports.now().getTime()]);
  }

  succeededConfirmation(accountId: string): void {
    this.failures.delete(accountId);
  }

  private formOf(req: Request): Record<string, string> {
    const form: Record<string, string> = {};
    for (const [name, value] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
      const last = Array.isArray(value) ? value[value.length - 1] : value;
      if (typeof last === 'string') form[name] = last;
    }
    return form;
  }

  /**
   * Steps 1–2 (and 3 unless `confirming`): the context, or null when an answer was sent (sign-in
   * redirect, 403, the confirm page redirect).
   */
  private async admit(
    req: Request,
    res: Response,
    access: ConsoleAccess,
    options: { confirming?: boolean; back?: string },
  ): Promise<{ context: ConsoleContext; record: ConsoleSessionRecord | null } | null> {
    const session = await this.sessions.sessionOf(req);
    if (!session) {
      const back = options.back ?? (req.method === 'GET' ? req.originalUrl : '/admin');
      this.redirect(res, `/signin?next=${encodeURIComponent(back)}`);
      return null;
    }
    const viewer = (await this.pages.viewer(req))!;
    const roles = await this.ports.rolesOf(session.accountId);
    const siteKey = this.hostSiteKey(req);
    const defaultKey = this.ports.siteKey;
    const mayOn = (wanted: ConsoleAccess, site: string | null | undefined) =>
      holdsRole(roles, WANTED[wanted], site ?? defaultKey);
    const may = (wanted: ConsoleAccess) => mayOn(wanted, siteKey);
    const sitesFor = (wanted: ConsoleAccess) =>
      holdsRole(roles, WANTED[wanted], NETWORK_WIDE)
        ? NETWORK_WIDE
        : [...new Set(roles.filter((held) => WANTED[wanted].includes(held.role)).map((held) => held.site))];
    if (!may('staff'))
      throw Object.assign(
        new PageError(
          403,
          'Not allowed',
          'The console is for the site team: your account holds no staff role here (on this site of the network).',
        ),
        { viewer },
      );
    const record = await this.consoleSession(session);
    if (!options.confirming && !record) {
      const back = options.back ?? (req.method === 'GET' ? req.originalUrl : '/admin');
      this.redirect(res, `/admin/confirm?next=${encodeURIComponent(consolePath(back))}`);
      return null;
    }
    const context: ConsoleContext = {
      req,
      res,
      viewer,
      session,
      roles,
      actor: { kind: 'admin', id: session.accountId },
      form: this.formOf(req),
      siteKey,
      defaultKey,
      may,
      mayOn,
      sitesFor,
    };
    if (!may(access))
      throw Object.assign(
        new PageError(
          403,
          'Not allowed',
          `This part of the console needs the ${access === 'admin' ? 'admin' : 'admin or moderator'} role.`,
        ),
        { viewer, roles },
      );
    if (record && !options.confirming)
      await this.records.updateOne({ _id: record._id }, { $set: { lastSeenAt: this.ports.now().toISOString() } });
    return { context, record };
  }

  /** Records the form's key; false when it was posted before (or carries no valid key: 400). */
  private async firstPost(context: ConsoleContext): Promise<boolean> {
    const key = context.form.once ?? '';
    if (!ONCE_KEY.test(key))
      throw new PageError(400, 'Form refused', 'This form is missing its key. Go back, reload the page and try again.');
    try {
      await this.documents
        .collection(CONSOLE_ONCE_COLLECTION)
        .insertOne({ _id: `${context.session.accountId}|${key}`, at: this.ports.now().toISOString() });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  /**
   * Lets a once-only form's key be posted again: the handler refused the form (a 4xx page, nothing
   * done), so a corrected post is a first post, never answered "already sent".
   */
  private async releaseKey(context: ConsoleContext): Promise<void> {
    await this.documents
      .collection(CONSOLE_ONCE_COLLECTION)
      .deleteOne({ _id: `${context.session.accountId}|${context.form.once ?? ''}` });
  }

  private failed(res: Response, error: unknown): void {
    const carried = error as { viewer?: Viewer; roles?: HeldStaffRole[] };
    this.fail(res, error, carried.viewer ?? null, carried.roles ?? []);
  }

  /** A console GET page for `access`. */
  page(
    access: ConsoleAccess,
    build: (context: ConsoleContext) => Promise<ConsolePage>,
    options: { confirming?: boolean } = {},
  ): RequestHandler {
    return async (req, res) => {
      let context: ConsoleContext | undefined;
      try {
        const admitted = await this.admit(req, res, access, options);
        if (!admitted) return;
        context = admitted.context;
        this.send(res, await build(context), context.viewer, context.roles);
      } catch (error) {
        if (context && error instanceof PageError) return this.fail(res, error, context.viewer, context.roles);
        this.failed(res, error);
      }
    };
  }

  /**
   * A console form post for `access`, CSRF-checked; `recent` asks for a password confirmation within
   * RECENT_AUTH_MS first (the confirm page, then back to `back`, the page the form was on).
   */
  action(
    access: ConsoleAccess,
    handle: (context: ConsoleContext) => Promise<ConsoleAnswer>,
    options: {
      recent?: boolean;
      confirming?: boolean;
      back?: (req: Request) => string;
      /**
       * The form carries a key minted when it was shown (`onceField`): a second post of the same form
       * (a double click, the back button) does nothing and leads back with `done=already`.
       */
      once?: boolean;
    } = {},
  ): RequestHandler[] {
    return [
      this.urlencoded,
      async (req, res) => {
        let context: ConsoleContext | undefined;
        try {
          const back = consolePath(options.back?.(req) ?? '/admin');
          const admitted = await this.admit(req, res, access, { confirming: options.confirming, back });
          if (!admitted) return;
          context = admitted.context;
          if (!this.csrf.sessionFormAllowed(req, context.session)) throw formRefused();
          const confirmedAt = admitted.record ? Date.parse(admitted.record.confirmedAt) : 0;
          if (options.recent && this.ports.now().getTime() - confirmedAt >= RECENT_AUTH_MS)
            return this.redirect(res, `/admin/confirm?again=1&next=${encodeURIComponent(back)}`);
          if (options.once && !(await this.firstPost(context))) return this.redirect(res, `${back}?done=already`);
          let answer: ConsoleAnswer;
          try {
            answer = await handle(context);
          } catch (error) {
            // Refused (a 4xx page): the key is not used up. An unexpected failure keeps it.
            if (options.once && error instanceof PageError && error.status < 500) await this.releaseKey(context);
            throw error;
          }
          if (options.once && !('redirect' in answer) && (answer.status ?? 200) >= 400) await this.releaseKey(context);
          if ('redirect' in answer) this.redirect(res, answer.redirect);
          else this.send(res, answer, context.viewer, context.roles);
        } catch (error) {
          if (context && error instanceof PageError) return this.fail(res, error, context.viewer, context.roles);
          this.failed(res, error);
        }
      },
    ];
  }
}

/** The hidden CSRF field of every console form. */
export const csrfField = (viewer: Viewer): SafeHtml =>
  html`<input type="hidden" name="csrf" value="${viewer.csrfToken}">`;

/** The hidden key of a once-only form (see `once` of StaffConsole.action). */
export const onceField = (): SafeHtml => html`<input type="hidden" name="once" value="${randomUUID()}">`;
