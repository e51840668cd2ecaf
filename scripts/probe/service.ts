/**
 * The service under probe, started as a user starts it (`node gateway/src/main.ts`, embedded mode) on
 * a free loopback port with its own data folder, and the admin CLI run beside it on the same folder,
 * as an operator would. Every child process is recorded so the probe can kill all of them, also when
 * it fails or is interrupted.
 *
 * Nothing the service does may leave this machine: FETCH_REFUSE_ALL=true refuses every outbound
 * address before any DNS lookup or connection (crawls, claim checks, badge checks, client metadata),
 * FETCH_ALLOW_PRIVATE_ADDRESSES=false, VIES off, no SMTP (mail goes to the outbox folder), no Gemini,
 * no OpenTelemetry collector, the sandbox payment provider.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { request, sleep } from './client.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Node 24 runs TypeScript by type stripping; an older Node needs tsx's loader. */
const TYPESCRIPT = process.features.typescript ? [] : ['--import', 'tsx'];

const children = new Set<ChildProcess>();

/** SIGKILLs every child still running (the probe's last word, on any exit). */
export function killAllChildren(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * The environment of the service and the admin CLI: the probe's own, without any of the service's
 * settings it may carry (a developer's PORT, SMTP_URL or GEMINI_API_KEY must not leak in), plus these.
 */
const SERVICE_SETTING =
  /^(PORT|HOST|DATA_DIR|PUBLIC_BASE_URL|SITE_NAME|RATE_LIMIT_|TRUST_PROXY|IDEMPOTENCY_|HTTP_|HOUSEKEEPING_|READ_YOUR_WRITES|SMTP_|MAIL_|LAUNCH_|WEEK_|DEMO_DATA|CACHE_|RESPONSE_CACHE_|FETCH_|CRAWL_|GEMINI_|SELLER_|PAYMENT|STRIPE_|VIES_|ORDER_|PROMO_|CLAIM_|SEARCH_|CHECKOUT_|SITE_KEY|BADGE_|FACTS_|VOTE_|METRICS_|OTEL_|SHUTDOWN_|EVENT_STORE|ESDB_|DOCUMENT_STORE|MONGO_|EVENT_BUS|KAFKA_|COMMAND_SERVICE|QUERY_SERVICE|ADMIN_)/;

export interface ServiceOptions {
  dataDir: string;
  port: number;
  /** Settings beside the probe's defaults (which they replace). */
  env?: Record<string, string>;
  log: string;
}

export class ServiceInstance {
  readonly options: ServiceOptions;
  readonly base: string;
  readonly env: NodeJS.ProcessEnv;
  child: ChildProcess | null = null;

  constructor(options: ServiceOptions) {
    this.options = options;
    this.base = `http://127.0.0.1:${options.port}`;
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SERVICE_SETTING.test(name)));
    this.env = {
      ...inherited,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: this.base,
      DEMO_DATA: 'off',
      // Nothing leaves this machine (see the header).
      FETCH_REFUSE_ALL: 'true',
      FETCH_ALLOW_PRIVATE_ADDRESSES: 'false',
      FETCH_TIMEOUT_MS: '3000',
      VIES_URL: 'off',
      PAYMENT_PROVIDER: 'sandbox',
      // The probe plays several clients through X-Forwarded-For, believed from the loopback proxy (the default).
      TRUST_PROXY: 'loopback',
      // The general API rate limits are not what the probe attacks; the sign-in limits are their own.
      RATE_LIMIT_PER_CREDENTIAL: '1000000',
      RATE_LIMIT_PER_IP: '1000000',
      SEARCH_SNAPSHOT_INTERVAL_SECONDS: '0',
      SHUTDOWN_TIMEOUT_MS: '3000',
      ...options.env,
    };
  }

  /** Spawns the service; `waitReady` tells when it answers. */
  start(): ChildProcess {
    fs.mkdirSync(path.dirname(this.options.log), { recursive: true });
    const out = fs.openSync(this.options.log, 'a');
    const child = spawn(process.execPath, [...TYPESCRIPT, 'gateway/src/main.ts'], {
      cwd: ROOT,
      env: this.env,
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    children.add(child);
    child.once('exit', () => children.delete(child));
    this.child = child;
    return child;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Waits until /ready answers 200 and `ready` (if given) holds; throws if the process exits first. */
  async waitReady(timeoutMs: number, ready?: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.running) throw new Error(`the service exited (${this.exitDescription()}); see ${this.options.log}`);
      const ok = await request(`${this.base}/ready`)
        .then(async (answer) => answer.status === 200 && (!ready || (await ready())))
        .catch(() => false);
      if (ok) return;
      if (Date.now() > deadline)
        throw new Error(`the service was not ready after ${timeoutMs} ms; see ${this.options.log}`);
      await sleep(200);
    }
  }

  exitDescription(): string {
    return this.child?.signalCode ?? String(this.child?.exitCode);
  }

  /** Waits for the process to end, at most `timeoutMs`; true when it did. */
  async exited(timeoutMs: number): Promise<boolean> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return true;
    return Promise.race([
      new Promise<boolean>((resolve) => child.once('exit', () => resolve(true))),
      sleep(timeoutMs).then(() => false),
    ]);
  }

  /** kill -9: no shutdown, no flush, as a crash or the OOM killer would. */
  async crash(): Promise<void> {
    if (this.running) this.child!.kill('SIGKILL');
    await this.exited(10_000);
  }

  /** SIGTERM and wait (graceful); SIGKILL if it takes too long. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGTERM');
    if (!(await this.exited(8_000))) await this.crash();
  }

  /** Runs the admin CLI on this instance's data folder and returns its output; throws on a non-zero exit. */
  async admin(...args: string[]): Promise<string> {
    const { code, output } = await runToExit(
      ['gateway/src/admin/cli.ts', ...args],
      { ...this.env, ADMIN_ACTOR: 'security-probe' },
      60_000,
    );
    if (code !== 0) throw new Error(`admin ${args[0]} exited ${code}: ${output.trim().slice(0, 300)}`);
    return output;
  }

  /** An account and an API key with these scopes, made with the admin CLI; waits until the key works. */
  async operatorKey(email: string, scopes: string[]): Promise<string> {
    if (!(await this.admin('create-account', '--email', email, '--name', 'Probe operator')).includes('account '))
      throw new Error('admin create-account printed no account');
    return this.keyFor(email, scopes);
  }

  async keyFor(email: string, scopes: string[]): Promise<string> {
    const issued = await this.admin('create-key', '--account', email, '--name', 'probe', '--scopes', scopes.join(','));
    const key = /api key (\S+)/.exec(issued)?.[1];
    if (!key) throw new Error(`no key in the admin CLI's answer: ${issued.slice(0, 200)}`);
    const deadline = Date.now() + 20_000;
    while ((await request(`${this.base}/v1/me`, { headers: { authorization: `Bearer ${key}` } })).status !== 200) {
      if (Date.now() > deadline) throw new Error('the admin-made key did not start working within 20 s');
      await sleep(200);
    }
    return key;
  }
}

/**
 * A process started only to see whether it starts: waits for its exit at most `timeoutMs`, killing it
 * if it is still running then. Answers the exit code (null when it had to be killed) and its output.
 */
export function startAndWaitForExit(
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ code: number | null; output: string }> {
  return runToExit(['gateway/src/main.ts'], env, timeoutMs);
}

/** Runs a TypeScript entry of the repo to its exit (killed after `timeoutMs`): its exit code (null if killed) and output. */
async function runToExit(
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...TYPESCRIPT, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const code = await Promise.race([
    new Promise<number | null>((resolve) => child.once('exit', (status) => resolve(status))),
    sleep(timeoutMs).then(() => undefined),
  ]);
  if (code === undefined) {
    child.kill('SIGKILL');
    await new Promise((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
    );
  }
  children.delete(child);
  return { code: code ?? null, output };
}
