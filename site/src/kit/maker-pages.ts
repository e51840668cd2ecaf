/**
 * The page kit of the maker's side of the site (submit, drafts, my listings, publish, claims,
 * orders): every page and every form post runs the API's own operation through the one executor,
 * with the signed-in person as the principal (credential kind `session`, all scopes: a person acts on
 * their own account). So a page action has exactly the API's validation, limits, idempotency, errors
 * and events; there is no second write path.
 *
 * - Signed out: a GET leads to sign-in and back; a POST changes nothing and leads to sign-in too.
 * - Every POST passes the CSRF checks of the site (fetch metadata and Origin, then the session's
 *   synchronizer token) before anything runs.
 * - A form carries an idempotency key minted when the form was shown, so a double submit (or the back
 *   button and submit again) replays the first answer instead of creating twice.
 * - A refusal with field errors is given back to the page, which shows each message beside its field
 *   and keeps what the person typed; any other refusal is an HTML error page with the same status.
 */
import { randomUUID } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { DocumentStore, Logger } from '@listings/shared/kernel';
import { SCOPES, type Principal, type Session, type SessionStore } from '@listings/shared/platform';
import { requestSiteOf, type OperationExecutor, type OperationResult } from '@listings/shared/api';
import type { Site } from '@listings/shared/contracts/site-content';
import { CsrfGuard } from './csrf.ts';
import { html, PAGE_SECURITY_HEADERS, type SafeHtml } from './html.ts';
import { plainReason } from './plain-reasons.ts';
import {
  PageError,
  sitePagesFor,
  type RenderedPage,
  type SiteEdge,
  type SiteFeatureDeps,
  type SitePages,
  type Viewer,
} from './site-pages.ts';

/** A refusal of the API as a page shows it: the message, and the messages by form field. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  /** By field name without its `body.` / `params.` prefix (`fields.tagline`, `url`, …). */
  fields: Record<string, string>;
  extensions: Record<string, unknown>;
}

export interface OperationInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  idempotencyKey?: string;
  /** The site of the network it runs for (issue 30); absent: the request's (its host's). */
  site?: Site;
}

export interface MakerContext {
  req: Request;
  res: Response;
  viewer: Viewer;
  session: Session;
  /** Runs an operation as the signed-in person; the raw result (any status). */
  run(operationId: string, input?: OperationInput): Promise<OperationResult>;
  /** Runs an operation as the signed-in person; anything but 2xx throws a PageError. */
  read<T = any>(operationId: string, input?: OperationInput): Promise<T>;
  /** The form's fields (POST), each one string (the last, when sent twice). */
  form: Record<string, string>;
  /** Every value of a repeated form field. */
  all(name: string): string[];
  /**
   * Throws a 429 page when the operation's per-account limit would refuse the person now (counting
   * nothing): asked before work that only leads to it, such as decoding and storing an upload.
   */
  requireAllowance(operationId: string, count?: number): Promise<void>;
}

/** What a form post answers: a page (a refusal shown beside the fields) or a redirect. */
export type ActionAnswer = RenderedPage | { redirect: string };

/** How a form post of a page outside the maker's own (a listing page's vote, follow, review) leads on. */
export interface ActionOptions {
  /** Where signing in leads back to when the person was signed out (default `/me`). */
  signInNext?: (req: Request) => string;
  /** The way back every error page of the action names (e.g. the listing the form was on). */
  back?: (req: Request) => { href: string; label: string };
}

const idOf = (field: string) => field.replace(/^(body|params|query)\./, '');

/** A problem answer of the executor as a refusal. */
export function refusalOf(result: OperationResult): Refusal {
  const problem = (result.body ?? {}) as {
    code?: string;
    detail?: string;
    errors?: { field: string; message: string }[];
    [extension: string]: unknown;
  };
  const fields: Record<string, string> = {};
  for (const error of problem.errors ?? []) fields[idOf(error.field)] ??= plainReason(error.message);
  return {
    status: result.status,
    code: problem.code ?? 'error',
    message: problem.detail ?? 'That did not work.',
    fields,
    extensions: problem,
  };
}

const TITLES: Record<number, string> = {
  400: 'Check what you entered',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Not possible now',
  422: 'Not possible',
  429: 'Too many requests',
};

export const pageErrorOf = (refusal: Refusal, headers: Record<string, string> = {}): PageError =>
  new PageError(
    refusal.status,
    TITLES[refusal.status] ?? 'Something went wrong',
    refusal.message,
    Object.entries(refusal.fields).map(([field, message]) => `${field.replace(/_/g, ' ')}: ${message}`),
    headers['Retry-After'] ? { 'Retry-After': headers['Retry-After'] } : {},
  );

/** The hidden fields every maker form carries: the session's CSRF token and a fresh idempotency key. */
export const formSecrets = (viewer: Viewer): SafeHtml =>
  html`<input type="hidden" name="csrf" value="${viewer.csrfToken}"><input type="hidden" name="idempotency_key" value="${randomUUID()}">`;

/** A message beside a field (the input names it with aria-describedby). */
export const fieldError = (id: string, message: string | undefined): SafeHtml =>
  message ? html`<p class="field-error" id="${id}-error" role="alert">${message}</p>` : html``;

/** aria attributes of an input whose value was refused. */
export const invalidAttrs = (id: string, message: string | undefined): SafeHtml =>
  message ? html` aria-invalid="true" aria-describedby="${id}-error"` : html``;

export class MakerPages {
  readonly pages: SitePages;
  private readonly executor: OperationExecutor;
  private readonly sessions: SessionStore;
  private readonly csrf: CsrfGuard;
  private readonly logger: Logger;
  private readonly form = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 400 });

  constructor(deps: {
    pages: SitePages;
    executor: OperationExecutor;
    sessions: SessionStore;
    documents: DocumentStore;
    logger: Logger;
  }) {
    this.pages = deps.pages;
    this.executor = deps.executor;
    this.sessions = deps.sessions;
    this.logger = deps.logger;
    this.csrf = new CsrfGuard(deps.documents, deps.sessions.cookie, deps.pages.site.publicBaseUrl);
  }

  /** The signed-in person as the executor's principal. */
  static principalOf(session: Session): Principal {
    return {
      accountId: session.accountId,
      credentialId: `session:${session.ref}`,
      credentialKind: 'session',
      scopes: SCOPES,
    };
  }

  private context(req: Request, res: Response, viewer: Viewer, session: Session): MakerContext {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const form: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      const last = Array.isArray(value) ? value[value.length - 1] : value;
      if (typeof last === 'string') form[name] = last;
    }
    const run = (operationId: string, input: OperationInput = {}) =>
      this.executor.execute({
        operationId,
        params: input.params ?? {},
        query: input.query ?? {},
        body: input.body,
        idempotencyKey: input.idempotencyKey,
        principal: MakerPages.principalOf(session),
        clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        site: input.site ?? requestSiteOf(req),
      });
    return {
      req,
      res,
      viewer,
      session,
      run,
      read: async <T>(operationId: string, input?: OperationInput) => {
        const result = await run(operationId, input);
        if (result.status >= 200 && result.status < 300) return result.body as T;
        throw pageErrorOf(refusalOf(result), result.headers);
      },
      form,
      requireAllowance: async (operationId, count = 1) => {
        if (!(await this.executor.hasAccountAllowance(operationId, session.accountId, count)))
          throw new PageError(
            429,
            'Too many uploads',
            'You have reached the number of pictures you can upload in an hour. Try again later.',
          );
      },
      all: (name) => {
        const value = body[name];
        return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
      },
    };
  }

  private toSignIn(req: Request, res: Response, next?: string): void {
    const back = next ?? (req.method === 'GET' ? req.originalUrl : '/me');
    res
      .status(303)
      .set(PAGE_SECURITY_HEADERS)
      .location(`/signin?next=${encodeURIComponent(back)}`)
      .end();
  }

  private fail(req: Request, res: Response, error: unknown, viewer: Viewer | null): void {
    if (error instanceof PageError) return this.pages.sendError(req, res, error, viewer);
    this.logger.error('maker page failed', { path: req.path, error });
    if (!res.headersSent)
      this.pages.sendError(
        req,
        res,
        new PageError(500, 'Something went wrong', 'The page could not be put together. Try again in a moment.'),
        viewer,
      );
  }

  /** A signed-in GET page. */
  page(build: (context: MakerContext) => Promise<RenderedPage>): RequestHandler {
    return async (req, res) => {
      let viewer: Viewer | null = null;
      try {
        const session = await this.sessions.sessionOf(req);
        if (!session) return this.toSignIn(req, res);
        viewer = await this.pages.viewer(req);
        const page = await build(this.context(req, res, viewer!, session));
        this.pages.send(req, res, { ...page, cache: false }, viewer, null);
      } catch (error) {
        this.fail(req, res, error, viewer);
      }
    };
  }

  /**
   * Put before a body that is costly to read (a multipart upload): a post from no session, or from
   * another site, is answered at once (the sign-in redirect, or 403) and its body never read, so a
   * stranger cannot make the service hold megabytes of files per request. The CSRF token, which is in
   * the body, is still checked by action() once the body is read.
   */
  beforeBody(): RequestHandler {
    return async (req, res, next) => {
      try {
        if (!(await this.sessions.sessionOf(req))) return this.toSignIn(req, res);
        if (!this.csrf.originAllowed(req))
          throw new PageError(
            403,
            'Form refused',
            'This form has expired or was not sent from this site. Go back, reload the page and try again.',
          );
        next();
      } catch (error) {
        this.fail(req, res, error, null);
      }
    };
  }

  /** A signed-in, CSRF-checked form post. */
  action(handle: (context: MakerContext) => Promise<ActionAnswer>, options: ActionOptions = {}): RequestHandler[] {
    return [
      this.form,
      async (req, res) => {
        let viewer: Viewer | null = null;
        try {
          const session = await this.sessions.sessionOf(req);
          if (!session) return this.toSignIn(req, res, options.signInNext?.(req));
          viewer = await this.pages.viewer(req);
          if (!this.csrf.sessionFormAllowed(req, session))
            throw new PageError(
              403,
              'Form refused',
              'This form has expired or was not sent from this site. Go back, reload the page and try again.',
            );
          const answer = await handle(this.context(req, res, viewer!, session));
          if ('redirect' in answer) res.status(303).set(PAGE_SECURITY_HEADERS).location(answer.redirect).end();
          else this.pages.send(req, res, { ...answer, cache: false }, viewer, null);
        } catch (error) {
          const back = options.back?.(req);
          this.fail(
            req,
            res,
            back && error instanceof PageError && !error.back
              ? new PageError(error.status, error.title, error.message, error.reasons, error.headers, back)
              : error,
            viewer,
          );
        }
      },
    ];
  }

  /** The idempotency key the form carried (a malformed one is left for the executor to refuse). */
  static idempotencyKey(context: MakerContext): string | undefined {
    return context.form.idempotency_key || undefined;
  }
}

/**
 * The maker page kit of a feature's routes, from the feature's stores and the edge: the claim, draft,
 * my-listing, order and engagement page routers each built the same site page kit, sessions, CSRF
 * guard and executor by hand; this is that setup once (`maker.pages` is the site page kit under it).
 */
export const makerPagesFor = (deps: SiteFeatureDeps, edge: SiteEdge): MakerPages =>
  new MakerPages({
    pages: sitePagesFor(deps, edge),
    executor: edge.executor,
    sessions: edge.sessions,
    documents: deps.documents,
    logger: deps.logger,
  });
