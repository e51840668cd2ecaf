/**
 * Test helpers of the MCP and OAuth end-to-end tests: a service listening at its own public base URL
 * (so the protected resource metadata and the issuer name the address the clients use), an OAuth client
 * provider for the MCP SDK clients (both generations share the interface), a loopback callback server
 * the browser is sent back to, and an https server on 127.0.0.1 with a throw-away self-signed
 * certificate for client ID metadata documents.
 */
import type { AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type ServiceConfig } from '@listings/shared/config';
import { silentLogger } from '@listings/shared/kernel';
import type { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { createService, listen, type Service, type ServiceOptions } from '../service.ts';
import { contractObserver, ContractViolation } from '../testing/contract.ts';
import { freePort } from '../testing/free-port.ts';

export interface AgentTestService {
  service: Service;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startAgentTestService(
  options: Omit<ServiceOptions, 'logger'> = {},
  overrides: Partial<ServiceConfig> = {},
): Promise<AgentTestService> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const defaults = loadConfig({});
  const config: ServiceConfig = {
    ...defaults,
    dataDir: ':memory:',
    demoData: false,
    rateLimits: { perCredential: 100_000, perIp: 100_000, windowSeconds: 60 },
    site: { ...defaults.site, publicBaseUrl: baseUrl },
    ...overrides,
  };
  const service = await createService(config, { logger: silentLogger, ...options });
  // Every /v1 answer is checked against the OpenAPI document (MCP answers: checkedToolCalls).
  const observer = contractObserver(new Set(options.handlers?.keys() ?? []));
  const server = await listen(service, port, '127.0.0.1', observer.wrap);
  return {
    service,
    baseUrl,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await service.close();
      const violations = observer.violations();
      if (violations.length)
        throw new ContractViolation(
          `${violations.length} answer(s) outside the OpenAPI document:\n${violations.join('\n')}`,
        );
    },
  };
}

/** Where the browser lands after consent: records each callback's query. */
export interface CallbackServer {
  url: string;
  /** Resolves with the next callback's parameters. */
  next(): Promise<URLSearchParams>;
  close(): Promise<void>;
}

export async function startCallbackServer(): Promise<CallbackServer> {
  const waiting: ((params: URLSearchParams) => void)[] = [];
  const received: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/callback') return void res.writeHead(404).end(); // e.g. the browser's /favicon.ico
    const params = url.searchParams;
    res.writeHead(200, { 'content-type': 'text/plain' }).end('You can close this window.');
    const waiter = waiting.shift();
    if (waiter) waiter(params);
    else received.push(params);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/callback`,
    next: () =>
      new Promise((resolve) => {
        const ready = received.shift();
        if (ready) resolve(ready);
        else waiting.push(resolve);
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An https server on 127.0.0.1 (self-signed, made with openssl) serving client ID metadata documents. */
export interface MetadataDocumentServer {
  origin: string;
  /** The certificate (PEM) to trust. */
  certificate: string;
  /** Serves `document` at `path`; answers how often it was fetched so far through `fetches(path)`. */
  serve(path: string, document: (url: string) => unknown): string;
  fetches(path: string): number;
  close(): Promise<void>;
}

export const hasOpenSsl = (): boolean => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export async function startMetadataDocumentServer(): Promise<MetadataDocumentServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cimd-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  const key = fs.readFileSync(keyFile, 'utf8');
  const certificate = fs.readFileSync(certFile, 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });
  const documents = new Map<string, (url: string) => unknown>();
  const counts = new Map<string, number>();
  let origin = '';
  const server = https.createServer({ key, cert: certificate }, (req, res) => {
    const pathname = new URL(req.url ?? '/', origin).pathname;
    const document = documents.get(pathname);
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    if (!document) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=300' })
      .end(JSON.stringify(document(`${origin}${pathname}`)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    certificate,
    serve(pathname, document) {
      documents.set(pathname, document);
      return `${origin}${pathname}`;
    },
    fetches: (pathname) => counts.get(pathname) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The OAuth client side of an MCP client, in memory: what both SDK generations ask of an
 * OAuthClientProvider. The authorization URL the SDK would open is kept for the test's browser.
 */
export class TestOAuthClientProvider {
  authorizationUrl: URL | undefined;
  private client: Record<string, unknown> | undefined;
  private stored: Record<string, unknown> | undefined;
  private verifier = '';
  private discovery: unknown;

  private readonly callbackUrl: string;
  readonly clientName: string;
  /** Set: the client uses this client ID metadata document URL instead of registering. */
  readonly clientMetadataUrl?: string;

  constructor(callbackUrl: string, clientName: string, clientMetadataUrl?: string) {
    this.callbackUrl = callbackUrl;
    this.clientName = clientName;
    this.clientMetadataUrl = clientMetadataUrl;
  }

  get redirectUrl(): string {
    return this.callbackUrl;
  }

  get clientMetadata() {
    return {
      client_name: this.clientName,
      redirect_uris: [this.callbackUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  clientInformation(): any {
    return this.client;
  }

  saveClientInformation(information: Record<string, unknown>): void {
    this.client = information;
  }

  tokens(): any {
    return this.stored;
  }

  saveTokens(tokens: Record<string, unknown>): void {
    this.stored = tokens;
  }

  redirectToAuthorization(url: URL): void {
    this.authorizationUrl = url;
  }

  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }

  codeVerifier(): string {
    return this.verifier;
  }

  saveDiscoveryState(state: unknown): void {
    this.discovery = state;
  }

  discoveryState(): any {
    return this.discovery;
  }

  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    if (scope === 'all' || scope === 'client') this.client = undefined;
    if (scope === 'all' || scope === 'tokens') this.stored = undefined;
    if (scope === 'all' || scope === 'discovery') this.discovery = undefined;
  }

  get accessToken(): string | undefined {
    return this.stored?.access_token as string | undefined;
  }

  get refreshToken(): string | undefined {
    return this.stored?.refresh_token as string | undefined;
  }

  get registeredClientId(): string | undefined {
    return this.client?.client_id as string | undefined;
  }
}

export { CHROMIUM, CHROMIUM_ARGS } from '../testing/browser.ts';

/** The v1 client always offers its latest revision (2025-11-25); this makes it offer, and then speak, another. */
export const offering = (version: string, transport: V1Transport): V1Transport => {
  const send = transport.send.bind(transport);
  transport.send = (message: JSONRPCMessage, options?: Parameters<V1Transport['send']>[1]) => {
    if ('method' in message && message.method === 'initialize' && message.params) {
      message = { ...message, params: { ...message.params, protocolVersion: version } };
    }
    return send(message, options);
  };
  return transport;
};
