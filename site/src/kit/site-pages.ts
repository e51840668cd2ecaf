/**
 * What every public page of the site is built with:
 *
 * - reads run the API's operations through the one executor (same validation, limits, handlers and
 *   read models as /v1); a refusal becomes an HTML error page with the same status (400 naming the
 *   bad filters, 404, 429), never JSON and never a stack trace;
 * - who is signed in (the session cookie), shown in the header; their pages are `private, no-store`;
 * - an anonymous page answered 200 is kept in the front response cache (the same one as the API's
 *   public reads, emptied whenever a projection applies an event) and served from it by the raw
 *   listener for requests without a session cookie (see cachedReads' `pages`). Such answers say
 *   `Vary: Cookie`, so a shared cache never hands them to a signed-in person either. The cache
 *   generation is taken before the page reads anything, so a page computed from a read model that
 *   changed meanwhile is never stored.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { BlobStore, DocumentStore, Logger } from '@listings/shared/kernel';
import type { SessionStore, SiteSettings } from '@listings/shared/platform';
import {
  cacheKey,
  requestSiteKeyOf,
  requestSiteOf,
  strongEtag,
  writeRepresentation,
  type CachePolicy,
  type OperationExecutor,
  type Representation,
  type ResponseCache,
} from '@listings/shared/api';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts';
import { DEFAULT_SITE_KEY } from '@listings/shared/contracts/site-content';
import type { SiteOfRead } from '@listings/shared/contracts/listings';
import { unreadNotificationCount, votedSlugs } from '@listings/query-service/engagement';
import { attachLogos } from '../listing-images/attach-logos.ts';
import { storedImagesOf, type StoredImages } from '../listing-images/stored-images.ts';
import { attachCategoryNames } from './category-names.ts';
import { siteNameOf } from './site-name.ts';
import { plainReason } from './plain-reasons.ts';
import { alertBox, html, layout, SITE_PAGE_SECURITY_HEADERS, type SafeHtml, type SiteSection } from './html.ts';

export interface SitePagesDependencies {
  site: SiteSettings;
  /** The pictures' blob store (what /images serves): pages show only pictures it holds (issue 31). */
  blobs?: Pick<BlobStore, 'has'>;
  executor: OperationExecutor;
  sessions: SessionStore;
  documents: DocumentStore;
  cache: ResponseCache;
  policy: CachePolicy;
  logger: Logger;
}

/** The signed-in person looking at a page. */
export interface Viewer {
  accountId: string;
  name: string;
  csrfToken: string;
  emailVerified: boolean;
  /** Unread notifications, for the header's count. */
  unread?: number;
}

export interface RenderedPage {
  status?: number;
  title: string;
  body: SafeHtml;
  head?: SafeHtml;
  section?: SiteSection;
  /** The search box's text. */
  query?: string;
  /** False keeps even an anonymous answer out of the shared cache. */
  cache?: boolean;
  /** Narrow column (forms). */
  narrow?: boolean;
  /** Extra response headers. */
  headers?: Record<string, string>;
}

/** A page that cannot be shown: its status, heading and the reasons to list. */
export class PageError extends Error {
  readonly status: number;
  readonly title: string;
  readonly reasons: string[];
  readonly headers: Record<string, string>;
  /** Where to go from the error page (besides home and search). */
  readonly back?: { href: string; label: string };
  /** A 400 of a read: each refused input (`stage`, `per_page`, … without the `query.` prefix) and why. */
  invalid: { field: string; message: string }[] = [];

  constructor(
    status: number,
    title: string,
    message: string,
    reasons: string[] = [],
    headers: Record<string, string> = {},
    back?: { href: string; label: string },
  ) {
    super(message);
    this.status = status;
    this.title = title;
    this.reasons = reasons;
    this.headers = headers;
    this.back = back;
  }
}

export const notFoundPage = (what: string) =>
  new PageError(404, 'Not found', `${what} does not exist, or is not public.`);

export interface PageContext {
  req: Request;
  res: Response;
  viewer: Viewer | null;
  /** Runs a public read operation as the API does; anything but 200 throws a PageError. */
  read<T = any>(
    operationId: string,
    input?: { params?: Record<string, unknown>; query?: Record<string, unknown> },
  ): Promise<T>;
}

const FIELD_NAMES: Record<string, string> = {
  q: 'search text',
  per_page: 'results per page',
  pricing_model: 'pricing model',
};
const fieldName = (field: string) => {
  const name = field.replace(/^(query|params|body)\./, '');
  return FIELD_NAMES[name] ?? name.replace(/_/g, ' ');
};

/** Query values as the executor takes them: only the named ones, and no empty strings (an empty form field means "any"). */
export function pickQuery(query: Request['query'], names: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of names) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    picked[name] = value;
  }
  return picked;
}

export class SitePages {
  readonly site: SiteSettings;
  /** Which pictures the blob store holds (absent without one: pictures are shown as recorded). */
  readonly stored: StoredImages | undefined;
  private readonly deps: SitePagesDependencies;

  constructor(deps: SitePagesDependencies) {
    this.deps = deps;
    this.site = deps.site;
    this.stored = deps.blobs ? storedImagesOf(deps.blobs) : undefined;
  }

  /**
   * The site of the network a request is for, as the reads filter by it (the host middleware's;
   * outside it, the default site). Reads through the operations get it from the executor.
   */
  siteOf(req: Request): SiteOfRead {
    return requestSiteOf(req) ?? { key: this.site.key ?? DEFAULT_SITE_KEY, isDefault: true };
  }

  /**
   * The name of the request's site, as its layout shows it (issue 30): pages of features built once
   * for the network (account, maker, checkout, claim, notifications) name the host's site, not the
   * default one.
   */
  siteNameOf(req: Request): string {
    return siteNameOf(this.site, req);
  }

  /** The signed-in person of a request, or null. */
  async viewer(req: Request): Promise<Viewer | null> {
    const session = await this.deps.sessions.sessionOf(req);
    if (!session) return null;
    // Signed in only (anonymous pages, served from the cache, never get here): the account and the
    // unread count, one indexed count, read side by side.
    const [account, unread] = await Promise.all([
      this.deps.documents.collection(ACCOUNTS_COLLECTION).findOne({ _id: session.accountId }),
      unreadNotificationCount(this.deps.documents, session.accountId),
    ]);
    return {
      accountId: session.accountId,
      name: (account?.name as string | undefined) ?? 'your account',
      csrfToken: session.csrfToken,
      emailVerified: account?.emailVerified === true,
      unread,
    };
  }

  /** Which of these listings the viewer has a vote on now (none when signed out): for a list's vote boxes. */
  votedSlugs(viewer: Viewer | null, slugs: readonly string[]): Promise<Set<string>> {
    return viewer ? votedSlugs(this.deps.documents, viewer.accountId, slugs) : Promise.resolve(new Set());
  }

  /** Runs a public read operation as the API does, without credentials; anything but 200 throws a PageError. */
  async readAnonymously(
    req: Request,
    operationId: string,
    input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
  ): Promise<unknown> {
    const result = await this.deps.executor.execute({
      operationId,
      params: input.params ?? {},
      query: input.query ?? {},
      body: undefined,
      clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      site: requestSiteOf(req),
    });
    // The listings' logos and their categories' names are extras of the site: attached here to a copy of the answer.
    if (result.status === 200)
      return attachLogos(
        this.deps.documents,
        await attachCategoryNames(this.deps.documents, this.siteOf(req), result.body),
        this.stored,
      );
    const problem = (result.body ?? {}) as { detail?: string; errors?: { field: string; message: string }[] };
    const headers: Record<string, string> = {};
    const retryAfter = result.headers?.['Retry-After'];
    if (retryAfter) headers['Retry-After'] = retryAfter;
    if (result.status === 400) {
      const refused = new PageError(
        400,
        'Check what you asked for',
        'Some of the filters are not valid.',
        (problem.errors ?? []).map((e) => `${fieldName(e.field)}: ${plainReason(e.message)}`),
        headers,
      );
      refused.invalid = (problem.errors ?? []).map((e) => ({
        field: e.field.replace(/^(query|params|body)\./, ''),
        message: plainReason(e.message),
      }));
      throw refused;
    }
    if (result.status === 404) throw new PageError(404, 'Not found', problem.detail ?? 'There is nothing here.');
    if (result.status === 429)
      throw new PageError(
        429,
        'Too many requests',
        'You have made many requests in a short time. Wait a moment and try again.',
        [],
        headers,
      );
    throw new PageError(
      result.status,
      'Something went wrong',
      'The page could not be put together. Try again in a moment.',
    );
  }

  /**
   * The full HTML of a page in the site's layout. `returnTo`: the path and query a GET page was asked at,
   * where the header's sign-in and sign-up links come back to (checked by safeReturnPath when used).
   */
  render(page: RenderedPage, viewer: Viewer | null, returnTo?: string, siteName = this.site.name): SafeHtml {
    return layout({
      title: page.title,
      siteName,
      signedIn: viewer,
      body: page.body,
      head: page.head,
      section: page.section,
      query: page.query,
      script: true,
      wide: !page.narrow,
      returnTo,
    });
  }

  /** The front response cache's generation now: take it before reading what an answer to share shows. */
  get cacheGeneration(): number {
    return this.deps.cache.generation;
  }

  /**
   * Keeps an anonymous GET's answer in the front response cache, where the raw listener serves it to
   * the next requests without a session cookie; not kept if a projection applied an event since
   * `generation` was taken (the answer may show what changed).
   */
  share(req: Request, representation: Representation, generation: number): void {
    if (req.method === 'GET')
      this.deps.cache.set(cacheKey('GET', req.originalUrl, requestSiteKeyOf(req)), representation, generation);
  }

  /** Writes a page: kept in the shared cache when it is an anonymous 200 that may be cached. */
  send(req: Request, res: Response, page: RenderedPage, viewer: Viewer | null, generation: number | null): void {
    const status = page.status ?? 200;
    // Only a page one can GET again is a place to come back to (not the answer to a form's POST).
    const returnTo = req.method === 'GET' || req.method === 'HEAD' ? req.originalUrl : undefined;
    const body = Buffer.from(this.render(page, viewer, returnTo, this.siteNameOf(req)).value, 'utf8');
    const shared =
      viewer === null && status === 200 && page.cache !== false && generation !== null && req.method === 'GET';
    const caching: Record<string, string> = shared
      ? {
          'Cache-Control': `public, max-age=${this.deps.policy.maxAgeSeconds}, stale-while-revalidate=${this.deps.policy.staleWhileRevalidateSeconds}`,
          Vary: 'Cookie',
        }
      : { 'Cache-Control': viewer ? 'private, no-store' : 'no-store' };
    const etag = shared ? strongEtag(body) : undefined;
    const withoutEntity = {
      ...SITE_PAGE_SECURITY_HEADERS,
      ...page.headers,
      ...caching,
      ...(etag ? { ETag: etag } : {}),
    };
    const representation: Representation = {
      status,
      headers: { ...withoutEntity, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(body.length) },
      body,
      ...(etag ? { etag, notModifiedHeaders: withoutEntity } : {}),
    };
    writeRepresentation(res, {}, representation);
    if (shared) this.share(req, representation, generation!);
  }

  /**
   * A public document that is not a page (robots.txt, sitemap, feeds): the same caching as an
   * anonymous page (it does not depend on who asks), under its own content type.
   */
  document(build: (req: Request) => Promise<{ contentType: string; body: string }>): RequestHandler {
    return async (req, res) => {
      const generation = this.cacheGeneration;
      try {
        const { contentType, body } = await build(req);
        const bytes = Buffer.from(body, 'utf8');
        const etag = strongEtag(bytes);
        const withoutEntity = {
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': `public, max-age=${this.deps.policy.maxAgeSeconds}, stale-while-revalidate=${this.deps.policy.staleWhileRevalidateSeconds}`,
          ETag: etag,
        };
        const representation: Representation = {
          status: 200,
          headers: { ...withoutEntity, 'Content-Type': contentType, 'Content-Length': String(bytes.length) },
          body: bytes,
          etag,
          notModifiedHeaders: withoutEntity,
        };
        writeRepresentation(res, {}, representation);
        this.share(req, representation, generation);
      } catch (error) {
        this.deps.logger.error('document failed', { path: req.path, error });
        if (!res.headersSent)
          res
            .status(500)
            .set('Cache-Control', 'no-store')
            .type('text/plain')
            .send('Not available now; try again in a moment.\n');
      }
    };
  }

  /** An error page with the status of the failure. */
  sendError(req: Request, res: Response, error: PageError, viewer: Viewer | null): void {
    this.send(
      req,
      res,
      {
        status: error.status,
        title: error.title,
        cache: false,
        headers: error.headers,
        body: html`<h1>${error.title}</h1>
${alertBox(error.message)}
${error.reasons.length ? html`<ul>${error.reasons.map((reason) => html`<li>${reason}</li>`)}</ul>` : ''}
${error.back ? html`<p><a href="${error.back.href}">${error.back.label}</a></p>` : ''}
<p><a href="/">Go to the home page</a> or <a href="/search">search the directory</a>.</p>`,
      },
      viewer,
      null,
    );
  }

  /** A GET page handler: finds the viewer, runs the page, and answers errors with HTML pages. */
  page(build: (context: PageContext) => Promise<RenderedPage>): RequestHandler {
    return async (req, res) => {
      // Taken before anything is read: a page computed while a projection applied an event is not stored.
      const generation = this.deps.cache.generation;
      let viewer: Viewer | null = null;
      try {
        viewer = await this.viewer(req);
        const page = await build({
          req,
          res,
          viewer,
          read: <T>(
            operationId: string,
            input?: { params?: Record<string, unknown>; query?: Record<string, unknown> },
          ) => this.readAnonymously(req, operationId, input) as Promise<T>,
        });
        this.send(req, res, page, viewer, generation);
      } catch (error) {
        if (error instanceof PageError) return this.sendError(req, res, error, viewer);
        this.deps.logger.error('page failed', { path: req.path, error });
        if (!res.headersSent)
          this.sendError(
            req,
            res,
            new PageError(500, 'Something went wrong', 'The page could not be put together. Try again in a moment.'),
            viewer,
          );
      }
    };
  }

  /** The 404 page for any path of the site nobody answered. */
  notFound(): RequestHandler {
    return async (req, res) => {
      const viewer = await this.viewer(req).catch(() => null);
      this.sendError(req, res, new PageError(404, 'Not found', `There is no page at ${req.path}.`), viewer);
    };
  }
}

/** What a feature hands the site's page kits: its settings, its document store (read models) and logger. */
export interface SiteFeatureDeps {
  config: { site: SiteSettings };
  documents: DocumentStore;
  logger: Logger;
  /** The pictures' blob store: pages show only the pictures it holds. */
  blobs?: Pick<BlobStore, 'has'>;
}

/**
 * What the edge hands the site: the one executor (pages run the API's operations), the sessions, and
 * the front response cache with its policy (the API's, emptied by projections).
 */
export interface SiteEdge {
  executor: OperationExecutor;
  sessions: SessionStore;
  cache: ResponseCache;
  cachePolicy: CachePolicy;
}

/** The page kit of a feature's routes, from the feature's stores and the edge; `site`: another site's settings. */
export const sitePagesFor = (deps: SiteFeatureDeps, edge: SiteEdge, site: SiteSettings = deps.config.site): SitePages =>
  new SitePages({
    site,
    executor: edge.executor,
    sessions: edge.sessions,
    documents: deps.documents,
    cache: edge.cache,
    policy: edge.cachePolicy,
    logger: deps.logger,
    ...(deps.blobs ? { blobs: deps.blobs } : {}),
  });
