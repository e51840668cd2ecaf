/**
 * The gateway of distributed mode: one base URL in front of the command and query services. A `/v1`
 * request goes to the query service when its operation is read-only (the catalog's `readOnly`) and to
 * the command service otherwise; other paths (pages, docs, badges) go by method: GET and HEAD to the
 * query service, the rest to the command service. `POST /mcp` carries JSON-RPC: a message whose every
 * tool call is read-only (or that calls no tool: discovery, listing) goes to the query service, any
 * other to the command service, so an agent's reads see the query side (search index, cached reads)
 * just as REST reads do. Both services are stateless HTTP, so each upstream URL may point at a load
 * balancer over any number of instances.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { operations } from '@listings/shared/api';
import { activeTraceparent, observeHttp } from '@listings/shared/platform';
import { operationOf } from '../operation-of.ts';
import type { HttpServerSettings } from '@listings/shared/config';
import { applyServerLimits, serverOptions } from '../server-limits.ts';
import { setBaselineSecurityHeaders } from '../security-headers.ts';

export interface EdgeOptions {
  commandUrl: string;
  queryUrl: string;
  /** The gateway answers /metrics itself (its own metrics), never forwarding it; bearer token when set. */
  metricsToken?: string | null;
  /** Timeouts and connection cap of the gateway's own server (the HTTP_* settings). */
  limits?: HttpServerSettings;
}

const routes = operations.map((operation) => ({
  method: operation.method.toUpperCase(),
  pattern: new RegExp(`^/v1${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
  readOnly: operation.readOnly,
}));

/** Which service answers a request. */
export function upstreamFor(method: string, url: string): 'command' | 'query' {
  const path = url.split('?')[0]!;
  const upper = method.toUpperCase();
  if (path === '/v1' || path.startsWith('/v1/')) {
    const route = routes.find((candidate) => candidate.method === upper && candidate.pattern.test(path));
    if (route) return route.readOnly ? 'query' : 'command';
  }
  return upper === 'GET' || upper === 'HEAD' ? 'query' : 'command';
}

const readOnlyTools = new Set<string>(
  operations.filter((operation) => operation.readOnly).map((operation) => operation.operationId),
);
/** The MCP endpoint's messages are read whole to route them; larger bodies are refused by the services anyway. */
const MAX_MCP_BODY = 1024 * 1024;

/** Which service answers one MCP (JSON-RPC) message or batch. */
export function upstreamForMcp(body: Buffer): 'command' | 'query' {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const messages = (Array.isArray(parsed) ? parsed : [parsed]) as { method?: unknown; params?: { name?: unknown } }[];
    const writes = messages.some(
      (message) => message?.method === 'tools/call' && !readOnlyTools.has(String(message.params?.name)),
    );
    return writes ? 'command' : 'query';
  } catch {
    return 'command'; // not JSON: let the MCP server answer the parse error
  }
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

function forward(req: IncomingMessage, res: ServerResponse, target: string, body?: Buffer): void {
  const url = new URL(req.url ?? '/', target);
  const headers = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  if (body) headers['content-length'] = String(body.length);
  headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  headers['x-forwarded-host'] ??= req.headers.host;
  // Tracing on: the service behind continues the gateway's span (its trace, or the caller's).
  const traceparent = activeTraceparent();
  if (traceparent) headers.traceparent = traceparent;
  const upstream = http.request(url, { method: req.method, headers }, (answer) => {
    const out = { ...answer.headers };
    for (const name of HOP_BY_HOP) delete out[name];
    res.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'application/problem+json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      JSON.stringify({
        type: 'about:blank',
        title: 'Bad Gateway',
        status: 502,
        code: 'upstream_unavailable',
        detail: 'The service behind the gateway did not answer.',
      }),
    );
  });
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

/** Reads an MCP message (bounded) and forwards it to the service its tool calls need. */
function forwardMcp(req: IncomingMessage, res: ServerResponse, options: EdgeOptions): void {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_MCP_BODY) {
      res.writeHead(413, { 'content-type': 'application/problem+json; charset=utf-8' }).end(
        JSON.stringify({
          type: 'about:blank',
          title: 'Content Too Large',
          status: 413,
          code: 'body_too_large',
          detail: `MCP messages are limited to ${MAX_MCP_BODY} bytes.`,
        }),
      );
      req.destroy();
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (res.headersSent) return;
    const body = Buffer.concat(chunks);
    forward(req, res, upstreamForMcp(body) === 'query' ? options.queryUrl : options.commandUrl, body);
  });
}

/**
 * One service's `/ready`: its verdict and the checks it reports. The query service's include the read
 * side's lag, so the gateway is not ready while reads would be stale or keys unknown (issue 35).
 */
async function readinessOf(base: string): Promise<{ ready: boolean; checks?: unknown; error?: string }> {
  try {
    const answer = await fetch(new URL('/ready', base), { signal: AbortSignal.timeout(3_000) });
    const body = (await answer.json().catch(() => ({}))) as { checks?: unknown };
    return { ready: answer.ok, ...(body.checks ? { checks: body.checks } : {}) };
  } catch (error) {
    return { ready: false, error: `no answer from ${base}: ${(error as Error).message}` };
  }
}

export function createEdgeServer(options: EdgeOptions): http.Server {
  const limits = options.limits;
  const server = http.createServer(
    limits ? serverOptions(limits) : {},
    observeHttp(
      (req, res) => {
        if (req.url === '/health') {
          res
            .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
            .end(JSON.stringify({ status: 'ok' }));
          return;
        }
        if (req.url === '/ready') {
          void Promise.all([readinessOf(options.commandUrl), readinessOf(options.queryUrl)]).then(
            ([command, query]) => {
              const ready = command.ready && query.ready;
              res
                .writeHead(ready ? 200 : 503, {
                  'content-type': 'application/json; charset=utf-8',
                  'cache-control': 'no-store',
                })
                .end(JSON.stringify({ status: ready ? 'ready' : 'not ready', command, query }));
            },
          );
          return;
        }
        if (req.method === 'POST' && (req.url ?? '').split('?')[0] === '/mcp') return forwardMcp(req, res, options);
        forward(
          req,
          res,
          upstreamFor(req.method ?? 'GET', req.url ?? '/') === 'query' ? options.queryUrl : options.commandUrl,
        );
      },
      { operationOf, metricsToken: options.metricsToken },
    ),
  );
  // The gateway's own answers (health, metrics, 502, 413) carry the security headers too; the services'
  // answers bring theirs, which replace these.
  server.prependListener('request', setBaselineSecurityHeaders);
  return limits ? applyServerLimits(server, limits) : server;
}
