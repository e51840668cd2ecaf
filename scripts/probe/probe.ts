/**
 * The outside security probe (issue 28): starts the real service as a user would and attacks it from
 * outside, over HTTP only (plus the data folder's file modes, as another local user sees them, and
 * the admin CLI an operator runs), the way the outside tester did. Each check group ends in one line,
 * `pass <group>: <n> cases` or `fail <group>: <first failures>`:
 *
 *   open-redirect        next on /signin and /signup never leaves the site (47 spellings, 4 flows)
 *   atom-feed            hostile listing text is escaped text in /feeds/launches.xml (real XML parser)
 *   idempotency-crash    kill -9 mid-burst of keyed submit_listing; retries make no second draft (2 rounds)
 *   sign-in-lockout      wrong passwords from 3 addresses never keep the right one out; guessing stays slow
 *   unsafe-urls          javascript:/data:/attribute-breaking links and bad e-mails refused; reads hold none
 *   sign-up-enumeration  signing up with a taken address answers like a new one
 *   headers              CSP with frame-ancestors, nosniff, Referrer-Policy, charset; /metrics on https
 *   held-checks          CSRF, SSRF, scopes, Idempotency-Key reuse (what the tester found holding)
 *   file-modes           data folder 0700, every file 0600, running and stopped
 *
 *   node scripts/probe/probe.ts [--results <file>] [--only group,group] [--keep]
 *
 * --results appends the lines to a file (.ci/run's extra results); --only runs some groups (setup
 * always runs); --keep keeps the temporary folder (data folders, service logs) and prints where.
 * Exits 1 when any group failed. Every child it starts (services, admin CLI) is killed on the way out,
 * also on an error or SIGINT/SIGTERM, and its temporary folder removed. The service runs with every
 * outbound fetch refused; the probe itself contacts 127.0.0.1 / [::1] only (client.ts refuses others).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resultLine, type GroupResult } from './checks.ts';
import { api } from './client.ts';
import { makeHostileListing, type HostileListing, type ProbeContext } from './context.ts';
import { newMember } from './people.ts';
import { freePort, killAllChildren, ServiceInstance } from './service.ts';
import { openRedirect } from './groups/open-redirect.ts';
import { atomFeed } from './groups/atom-feed.ts';
import { idempotencyCrash } from './groups/idempotency-crash.ts';
import { signInLockout } from './groups/sign-in-lockout.ts';
import { unsafeUrls } from './groups/unsafe-urls.ts';
import { signUpEnumeration } from './groups/sign-up-enumeration.ts';
import { headers } from './groups/headers.ts';
import { heldChecks } from './groups/held-checks.ts';
import { fileModes } from './groups/file-modes.ts';

/** The groups in the order they run (file-modes last: it stops the service), each with its time budget. */
const GROUPS: [string, (ctx: ProbeContext) => Promise<GroupResult>, number][] = [
  ['open-redirect', openRedirect, 90_000],
  ['atom-feed', atomFeed, 60_000],
  ['idempotency-crash', idempotencyCrash, 120_000],
  ['sign-in-lockout', signInLockout, 80_000],
  ['unsafe-urls', unsafeUrls, 60_000],
  ['sign-up-enumeration', signUpEnumeration, 30_000],
  ['headers', headers, 90_000],
  ['held-checks', heldChecks, 90_000],
  ['file-modes', fileModes, 30_000],
];
/** The whole probe: past this, whatever has not finished fails and every child is killed. */
const DEADLINE_MS = 330_000;

const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const resultsFile = arg('results');
const only = arg('only')?.split(',');
const keep = process.argv.includes('--keep');

const started = Date.now();
// The common umask: the modes of what the service writes must come from the service itself.
process.umask(0o022);
const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-probe-'));
const lines: string[] = [];

const report = (line: string) => {
  lines.push(line);
  console.log(line);
  if (resultsFile) fs.appendFileSync(resultsFile, `${line}\n`);
};

function cleanUp(): void {
  killAllChildren();
  if (keep) console.log(`probe: kept ${tempRoot} (data folders, service logs)`);
  else fs.rmSync(tempRoot, { recursive: true, force: true });
}

process.on('exit', killAllChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log(`probe: ${signal}, stopping`);
    cleanUp();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms).unref(),
    ),
  ]);

async function setUp(): Promise<ProbeContext> {
  let instances = 0;
  const otherDataDirs: string[] = [];
  const prepareInstance = async (name: string, env: Record<string, string> = {}) => {
    const dir = path.join(tempRoot, `${++instances}-${name}`);
    // The data folder itself is left for the service to make (its mode is under test).
    return new ServiceInstance({
      dataDir: path.join(dir, 'data'),
      port: await freePort(),
      env,
      log: path.join(dir, 'service.log'),
    });
  };
  const newInstance = async (name: string, env: Record<string, string> = {}) => {
    const instance = await prepareInstance(name, env);
    instance.start();
    otherDataDirs.push(instance.options.dataDir);
    await instance.waitReady(90_000);
    return instance;
  };

  // The service as a user starts it, with the demo directory (categories, prices, public pages).
  const main = await prepareInstance('main', { DEMO_DATA: 'on' });
  main.start();
  await main.waitReady(150_000, async () => {
    const site = await api(main.base, 'GET', '/site');
    return site.status === 200 && (site.body?.counts?.live_listings ?? 0) > 0;
  });
  const operatorKey = await main.operatorKey('operator@probe.test', ['account:read', 'listings:write', 'orders:write']);
  const readOnlyKey = await main.keyFor('operator@probe.test', ['account:read']);
  const member = await newMember(main.base, 'member');
  let hostile: Promise<HostileListing> | undefined;
  return {
    main,
    tempRoot,
    operatorKey,
    readOnlyKey,
    member,
    otherDataDirs,
    prepareInstance,
    newInstance,
    hostileListing: () => {
      hostile ??= makeHostileListing(main.base, operatorKey).catch((error: Error) => {
        throw new Error(`could not make the hostile listing from outside: ${error.message}`);
      });
      return hostile;
    },
  };
}

async function main(): Promise<number> {
  const groups = GROUPS.filter(([name]) => !only || only.includes(name));
  const done = new Set<string>();
  const deadline = setTimeout(() => {
    for (const [name] of groups)
      if (!done.has(name)) report(`fail ${name}: the probe ran out of time (${DEADLINE_MS / 1000} s)`);
    console.log('probe: out of time');
    cleanUp();
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();

  let ctx: ProbeContext;
  try {
    ctx = await withTimeout(setUp(), 180_000, 'setup');
    console.log(`probe: service up at ${ctx.main.base} in ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    for (const [name] of groups) report(`fail ${name}: setup failed: ${(error as Error).message}`);
    return 1;
  }
  let failed = 0;
  let cases = 0;
  for (const [name, run, budget] of groups) {
    const groupStarted = Date.now();
    let result: GroupResult;
    try {
      result = await withTimeout(run(ctx), budget, name);
    } catch (error) {
      result = { group: name, cases: 0, failures: [`error: ${(error as Error).message}`] };
    }
    done.add(name);
    if (result.failures.length) failed++;
    cases += result.cases;
    report(resultLine(result));
    console.log(`  (${name}: ${Math.round((Date.now() - groupStarted) / 100) / 10} s)`);
  }
  clearTimeout(deadline);
  console.log(
    `probe: ${groups.length - failed} groups passed, ${failed} failed (${cases} cases) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return failed > 0 ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.log(`probe: ${(error as Error).stack ?? error}`);
} finally {
  cleanUp();
}
process.exit(code);
