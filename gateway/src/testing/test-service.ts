/**
 * A real embedded service on a random local port, with in-memory stores, for HTTP-level tests.
 */
import type { Scope } from '@listings/shared/platform';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { loadConfig, type ServiceConfig } from '@listings/shared/config';
import { silentLogger } from '@listings/shared/kernel';
import { StaffCommands } from '@listings/command-service/staff';
import { createService, listen, type Service, type ServiceOptions } from '../service.ts';
import { assertConformsToDocument, contractObserver, ContractViolation } from './contract.ts';

export interface TestService {
  service: Service;
  server: Server;
  baseUrl: string;
  /** Registers an account and issues it a key with these scopes; resolves once the key works. */
  createKey(scopes: Scope[], email?: string): Promise<{ key: string; keyId: string; accountId: string }>;
  /**
   * fetch against /v1 with an optional bearer credential and JSON body. Every answer is checked
   * against the OpenAPI document (testing/contract.ts): an undeclared status or a body that does not
   * match its schema throws a ContractViolation.
   */
  call(
    method: string,
    path: string,
    options?: { key?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string },
  ): Promise<{ status: number; headers: Headers; body: any }>;
  close(): Promise<void>;
}

let accounts = 0;

export async function startTestService(
  overrides: Partial<ServiceConfig> = {},
  /** A logger here replaces the silent one (a test that checks what is logged). */
  options: ServiceOptions = {},
): Promise<TestService> {
  const config: ServiceConfig = {
    ...loadConfig({}),
    dataDir: ':memory:',
    demoData: false,
    launchSchedulerTickMs: 0, // tests take listings live by ticking service.launches themselves
    housekeeping: { ...loadConfig({}).housekeeping, tickMs: 0 }, // and purge by ticking service.jobs.get('housekeeping')
    // Tests never reach VIES (a test that checks VAT numbers passes a fake on loopback) nor tick expiry by timer.
    payments: { ...loadConfig({}).payments, viesUrl: null, expiryTickMs: 0 },
    rateLimits: { perCredential: 100_000, perIp: 100_000, windowSeconds: 60 },
    ...overrides,
  };
  const service = await createService(config, { logger: silentLogger, ...options });
  // A test's stand-in handler answers what the test needs: its bodies are not the operation's contract.
  const standIns = new Set(options.handlers?.keys() ?? []);
  // A port given in the overrides is used (a test whose PUBLIC_BASE_URL must be the real address); else a free one.
  // Every /v1 answer is checked on the server too, whoever asked (a raw fetch as well as call()).
  const observer = contractObserver(standIns);
  const server = await listen(service, overrides.port ?? 0, '127.0.0.1', observer.wrap);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    service,
    server,
    baseUrl,
    async createKey(scopes, email = `user${++accounts}-${Date.now()}@example.com`) {
      const actor = { kind: 'admin' as const, id: 'test' };
      const { accountId } = await service.accounts.register({ email, name: 'Test User' }, actor, 'test');
      // audit:read is issued only to staff who may audit: a key asking for it is an auditor's, on every site.
      if (scopes.includes('audit:read')) {
        const grant = { accountId, email, role: 'auditor', site: '*', reason: 'test key with audit:read' };
        const granted = await new StaffCommands(service.events, service.clock).execute(
          { type: 'GrantStaffRole', ...grant },
          actor,
          'test',
        );
        await service.projections.waitForPosition(granted.position, 5000);
      }
      const issued = await service.accounts.issueApiKey(accountId, { name: 'test', scopes }, actor, 'test');
      await service.projections.waitForPosition(issued.position, 5000);
      return { key: issued.key, keyId: issued.keyId, accountId };
    },
    async call(method, path, { key, body, headers = {}, rawBody } = {}) {
      const response = await fetch(`${baseUrl}/v1${path}`, {
        method,
        headers: {
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      const text = await response.text();
      const answer = { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
      assertConformsToDocument({
        standIns,
        method,
        url: `/v1${path}`,
        status: answer.status,
        contentType: response.headers.get('content-type'),
        body: answer.body,
        allow: response.headers.get('allow'),
      });
      return answer;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await service.close();
      const violations = observer.violations();
      if (violations.length)
        throw new ContractViolation(
          `${violations.length} answer(s) outside the OpenAPI document:\n${violations.slice(0, 10).join('\n')}`,
        );
    },
  };
}

/**
 * Waits until every event written so far has reached every projection and every reactor job it
 * started (mail, crawl, fulfilment) has finished. A reactor's queue is empty until the runner hands
 * it the event, so waiting on the queues alone can pass before the work has even begun.
 */
export async function settled(service: Service, timeoutMs = 20_000): Promise<void> {
  const head = await service.events.headPosition();
  if (!(await service.projections.waitForPosition(head, timeoutMs)))
    throw new Error(`read side did not reach position ${head} within ${timeoutMs} ms`);
  await Promise.all(service.reactors.map((reactor) => reactor.idle()));
}
