/**
 * Schemathesis against the embedded service, as CI runs it (.ci/run):
 *
 *   1. starts the service (`gateway/src/main.ts`) on a free loopback port with a fresh data folder,
 *      the demo data, and FETCH_REFUSE_ALL=true (crawls, claim checks, badge checks and client
 *      metadata fetches fail at once and say so: a fuzzed operation never sends traffic off this
 *      machine), VIES off, rate limits out of the way;
 *   2. creates an account, grants it the auditor staff role and issues it an API key with every scope
 *      (audit:read included, which only an auditor's or admin's key may carry) through the admin CLI,
 *      so the audit operations beyond the spec are fuzzed as an auditor would call them;
 *   3. runs `st run` on /v1/openapi.json with `--checks all`, every phase (examples, coverage,
 *      fuzzing, and the stateful phase the document's OpenAPI links drive), bounded by --max-time;
 *   4. stops the service and exits with Schemathesis' exit code (non-zero on any failure).
 *
 *   node scripts/contract/schemathesis.ts --st .cache/schemathesis/bin/st [--max-time 150] [--report dir] [--tag Audit]
 *
 * `--tag` runs only the operations of one tag (e.g. Audit), for a quick check of one part of the document.
 *
 * Accepted failures would go in scripts/contract/schemathesis-baseline (none: see docs/decisions/architecture.md, "Schemathesis in CI").
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Node 24 runs TypeScript by type stripping; an older Node needs tsx's loader. */
const typeScript = process.features.typescript ? [] : ['--import', 'tsx'];
const root = fileURLToPath(new URL('../..', import.meta.url));
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
};
const st = path.resolve(arg('st', path.join(root, '.cache/schemathesis/bin/st')));
const maxTime = arg('max-time', process.env.SCHEMATHESIS_MAX_TIME ?? '150');
const onlyTag = arg('tag', '');
const reportDir = path.resolve(arg('report', path.join(os.tmpdir(), `schemathesis-${process.pid}`)));

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

async function main(): Promise<number> {
  if (!fs.existsSync(st)) {
    console.log(
      `schemathesis: no ${st} (install it: python3 -m venv .cache/schemathesis && …/pip install schemathesis)`,
    );
    return 1;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-target-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: base,
    DEMO_DATA: 'on',
    // Nothing a fuzzed operation does may leave this machine.
    FETCH_REFUSE_ALL: 'true',
    VIES_URL: 'off',
    PAYMENT_PROVIDER: 'sandbox',
    SMTP_URL: '',
    GEMINI_API_KEY: '',
    RATE_LIMIT_PER_CREDENTIAL: '100000000',
    RATE_LIMIT_PER_IP: '100000000',
    PROMO_WRONG_TRIES_PER_HOUR: '100000000',
    SEARCH_SNAPSHOT_INTERVAL_SECONDS: '0',
  };
  const log = path.join(reportDir, 'service.log');
  fs.mkdirSync(reportDir, { recursive: true });
  const out = fs.openSync(log, 'w');
  const service: ChildProcess = spawn(process.execPath, [...typeScript, 'gateway/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  const stop = () => {
    if (service.exitCode === null) service.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    // Ready once the demo directory is seeded (the first start of an empty log seeds it before listening).
    await until(
      'the service',
      async () => {
        if (service.exitCode !== null) throw new Error(`the service exited (${service.exitCode}); see ${log}`);
        const response = await fetch(`${base}/v1/site`);
        const site = (await response.json()) as { counts?: { live_listings?: number } };
        return response.ok && (site.counts?.live_listings ?? 0) > 0 ? true : undefined;
      },
      180_000,
    ).catch((error) => {
      if (service.exitCode !== null) throw new Error(`the service exited (${service.exitCode}); see ${log}`);
      throw error;
    });

    const admin = (...args: string[]) => {
      const run = spawnSync(process.execPath, [...typeScript, 'gateway/src/admin/cli.ts', ...args], {
        cwd: root,
        env: { ...env, ADMIN_ACTOR: 'ci-schemathesis' },
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`admin ${args[0]} failed: ${run.stdout}${run.stderr}`);
      return run.stdout;
    };
    admin('create-account', '--email', 'fuzzer@ci.example', '--name', 'Schemathesis');
    admin('staff', 'grant', 'fuzzer@ci.example', 'auditor', '--reason', 'Schemathesis covers the audit operations');
    const issued = admin(
      'create-key',
      '--account',
      'fuzzer@ci.example',
      '--name',
      'schemathesis',
      '--scopes',
      'account:read,listings:write,orders:write,audit:read',
    );
    const key = /api key (\S+)/.exec(issued)?.[1];
    if (!key) throw new Error(`no key in the admin CLI's answer: ${issued}`);
    await until(
      'the API key to work',
      async () =>
        (await fetch(`${base}/v1/me`, { headers: { authorization: `Bearer ${key}` } })).ok ? true : undefined,
      30_000,
    );
    // The staff read model has the grant once an audit operation answers (not 403 staff_role_required).
    await until(
      'the auditor role to be seen',
      async () =>
        (await fetch(`${base}/v1/audit/launch-weeks/2026-01-05`, { headers: { authorization: `Bearer ${key}` } })).ok
          ? true
          : undefined,
      30_000,
    );

    const args = [
      '--config-file',
      path.join(root, 'scripts/contract/schemathesis.toml'),
      'run',
      `${base}/v1/openapi.json`,
      '--checks',
      'all',
      '--phases',
      // One tag alone has no links into it from the operations left out: no stateful phase then.
      onlyTag ? 'examples,coverage,fuzzing' : 'examples,coverage,fuzzing,stateful',
      '--header',
      `Authorization: Bearer ${key}`,
      '--max-time',
      maxTime,
      '--workers',
      '2',
      '--seed',
      process.env.SCHEMATHESIS_SEED ?? '20261123',
      '--request-timeout',
      '30',
      '--generation-database',
      'none',
      '--no-color',
      '--report',
      'junit',
      '--report-dir',
      reportDir,
      ...(onlyTag ? ['--include-tag', onlyTag] : []),
    ];
    console.log(
      `schemathesis: ${path.relative(root, st)} ${args.filter((a) => !a.startsWith('Authorization')).join(' ')}`,
    );
    const started = Date.now();
    const run = spawnSync(st, args, { cwd: root, stdio: 'inherit' });
    console.log(
      `schemathesis finished in ${Math.round((Date.now() - started) / 1000)} s (exit ${run.status}); report in ${reportDir}`,
    );
    return run.status ?? 1;
  } finally {
    stop();
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exit(await main());
