/**
 * One middleware, outermost on the raw server (so before the response cache, the plain-operation
 * fast path, Express, /v1, /mcp and every page), that finds the request's site from its Host:
 * - the default site: the request goes on exactly as before the network;
 * - a host that names no site: 404 `unknown_host` (a page for a browser, problem+json otherwise),
 *   except the process's probes /health and /ready, answered on any host;
 *   like a virtual host a proxy does not know, this comes before any operation (service.ts puts
 *   it outside the listener's `wrap`), so the operations' OpenAPI responses do not list it;
 *   docs/errors.md does;
 * - a site of the network: the request goes on, its site recorded beside it (request-site.ts), so
 *   every operation (REST, MCP, pages) runs for that site (context.site) and answers only its data,
 *   pages are built with its name and base URL (pages-per-site.ts), and the response cache keeps
 *   each site's answers apart (docs/decisions/site-network.md).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Site } from '@listings/shared/contracts/site-content';
import { Problem, PROBLEM_CONTENT_TYPE, requestSiteOf, setRequestSite } from '@listings/shared/api';
import { alertBox, html, layout, PAGE_SECURITY_HEADERS } from '@listings/site';
import type { SiteDirectory } from './site-directory.ts';

/** The site the middleware found for this request (undefined outside it, e.g. in a unit test). */
export const siteOfRequest = (req: IncomingMessage): Site | undefined => requestSiteOf(req);

const wantsPage = (req: IncomingMessage): boolean => {
  const path = (req.url ?? '/').split('?')[0]!;
  if (/^\/(v1|mcp|oauth|\.well-known)(\/|$)/.test(path)) return false;
  const accept = String(req.headers.accept ?? '');
  return /text\/html/.test(accept) && !/application\/(problem\+)?json/.test(accept.split('text/html')[0]!);
};

function refuse(req: IncomingMessage, res: ServerResponse, problem: Problem, siteName: string) {
  if (wantsPage(req)) {
    const title = 'Not found';
    const page = layout({ title, siteName, body: html`<h1>${title}</h1>${alertBox(problem.message)}` });
    res.writeHead(problem.status, { ...PAGE_SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : page.value);
    return;
  }
  res.writeHead(problem.status, { 'content-type': PROBLEM_CONTENT_TYPE });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(problem.toBody()));
}

export interface SiteOfHostOptions {
  directory: SiteDirectory;
  next: RequestListener;
  /**
   * The host a request names: its Host header, or X-Forwarded-Host when a trusted proxy sent it
   * (distributed mode's edge forwards to the command and query services; service.ts passes the
   * TRUST_PROXY rule). Default: the Host header.
   */
  hostOf?: (req: IncomingMessage) => string | undefined;
}

/** X-Forwarded-Host when the peer is trusted (`trusted(address, 0)`, Express's trust-proxy function), else Host. */
export const forwardedHostOf =
  (trusted: (address: string, hop: number) => boolean) =>
  (req: IncomingMessage): string | undefined => {
    const forwarded = req.headers['x-forwarded-host'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    return first && trusted(req.socket.remoteAddress ?? '', 0) ? first : req.headers.host;
  };

/**
 * The process's own probes, about no site's data: answered on any host, since an orchestrator, a
 * compose health check and distributed mode's gateway (its /ready asks each service's) address the
 * process by its IP or service name. Refused as an unknown host, a network of two sites (or
 * SITE_HOSTS) left every command and query service unready, and so the gateway.
 */
const PROCESS_PROBES = new Set(['/health', '/ready']);

export const siteOfHost =
  ({ directory, next, hostOf = (req) => req.headers.host }: SiteOfHostOptions): RequestListener =>
  (req, res) => {
    const host = hostOf(req);
    const site = directory.resolve(host) ?? (PROCESS_PROBES.has(req.url ?? '') ? directory.defaultSite : undefined);
    if (!site) {
      const names = directory.network.map((s) => s.key).join(', ');
      return refuse(
        req,
        res,
        new Problem(404, 'unknown_host', `No site of this network answers on '${host ?? ''}' (sites: ${names}).`),
        // Not the default site's name either: an unknown host is told nothing of any one site.
        'Not found',
      );
    }
    setRequestSite(req, site);
    next(req, res);
  };
