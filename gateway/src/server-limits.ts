/**
 * What one HTTP server grants one connection, from the HTTP_* settings: headers must arrive within
 * `headersTimeoutMs` and the whole request within `requestTimeoutMs` (a slow or silent client gets 408
 * and its socket closed, so trickled headers cannot hold connections open: slowloris); an idle keep-alive
 * connection is kept `keepAliveTimeoutMs` (longer than clients and load balancers keep theirs, so a
 * client never sends on a socket being closed); at most `maxConnections` sockets are open at once (more
 * are closed at accept, before they cost a parser). Node checks the two timeouts every
 * `connectionsCheckingInterval` (30 s by default), so the check runs at a quarter of the headers timeout.
 */
import type { Server, ServerOptions } from 'node:http';
import type { HttpServerSettings } from '@listings/shared/config';

export function serverOptions(settings: HttpServerSettings): ServerOptions {
  return {
    headersTimeout: settings.headersTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(settings.headersTimeoutMs / 4))),
  };
}

/** The settings that are properties rather than options (and the options again, as Node reads them there too). */
export function applyServerLimits<S extends Server>(server: S, settings: HttpServerSettings): S {
  server.headersTimeout = settings.headersTimeoutMs;
  server.requestTimeout = settings.requestTimeoutMs;
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  server.maxConnections = settings.maxConnections;
  return server;
}
