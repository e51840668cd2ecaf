// Runs a script of this project on Node 24, whatever Node started it (`npm start`, `npm test`, .ci/run).
//
// The service is TypeScript run by Node itself (type stripping, Node 24 LTS: .nvmrc, the Dockerfile's
// image), so there is no build step. This launcher is plain JavaScript that any Node from 20 on runs:
//
//   node scripts/run-on-node24.mjs <script> [args…]   run <script> on Node >= 24 with these arguments
//   node scripts/run-on-node24.mjs --ensure           print the bin folder of a Node >= 24 (for PATH)
//
// Which Node (plan(), a pure function, tested in run-on-node24.unit.spec.ts):
// - this one when it is 24 or later: the script is imported in this very process (no second process);
// - else Node NODE_VERSION from .cache/node-v<NODE_VERSION>/, fetched there once from the npm registry
//   (the platform package node-<platform>-<arch> ships the official binary; `npm pack` uses npm's own
//   registry settings and cache), and the script runs in a child process with stdio inherited, SIGINT,
//   SIGTERM and SIGHUP passed on (see also stopWhenOrphaned) and its exit code (or signal) passed back;
//   the child gets that Node's bin folder first on PATH, so what it starts by name (node, npx) is Node 24;
// - if there is no such package for this platform or the fetch fails, this Node through tsx (a dev
//   dependency), saying so: slower to start, but it runs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const NODE_VERSION = '24.21.0';
export const MIN_MAJOR = 24;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CACHE_DIR = path.join(ROOT, '.cache', `node-v${NODE_VERSION}`);

/** npm's platform packages of Node, by process.platform and process.arch (their binary is bin/node). */
const PACKAGED = new Set(['linux-x64', 'linux-arm64', 'linux-ppc64', 'linux-s390x', 'darwin-x64', 'darwin-arm64']);

/**
 * What to run a script on, given this Node and whether Node 24 is already in .cache/:
 * `{ use: 'current' }`, `{ use: 'cached', node }`, `{ use: 'fetch', node, package }` or `{ use: 'tsx' }`.
 */
export function plan({ version, platform, arch, cached, cacheDir = CACHE_DIR }) {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? 0);
  if (major >= MIN_MAJOR) return { use: 'current' };
  const node = path.join(cacheDir, 'bin', 'node');
  if (cached) return { use: 'cached', node };
  const target = `${platform}-${arch}`;
  if (PACKAGED.has(target)) return { use: 'fetch', node, package: `node-${target}@${NODE_VERSION}` };
  return { use: 'tsx' };
}

const say = (line) => process.stderr.write(`[run-on-node24] ${line}\n`);

/** Only a complete copy is ever renamed into .cache/ (see fetchNode), so an executable bin/node there is one. */
const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const works = (node) => spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim() === `v${NODE_VERSION}`;

/** npm itself: the one running this script when it is an npm script, else the one on PATH. */
function npm(args, options) {
  const cli = process.env.npm_execpath;
  return cli && /\.c?js$/.test(cli)
    ? spawnSync(process.execPath, [cli, ...args], options)
    : spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, options);
}

/**
 * Puts Node NODE_VERSION into .cache/ from the npm registry: `npm pack` the platform package, unpack it
 * beside the cache folder and rename it into place (two launchers at once: the second rename finds the
 * folder there and keeps it). Throws with the reason if anything fails.
 */
function fetchNode(step) {
  const started = Date.now();
  say(
    `Node ${process.version} cannot run this project's TypeScript; fetching Node ${NODE_VERSION} (${step.package}, ` +
      `about 50 MB) from the npm registry into ${path.relative(ROOT, CACHE_DIR)}/, once.`,
  );
  fs.mkdirSync(path.dirname(CACHE_DIR), { recursive: true });
  const work = fs.mkdtempSync(path.join(path.dirname(CACHE_DIR), '.node-fetch-'));
  try {
    const packed = npm(['pack', step.package, '--loglevel=error', '--pack-destination', work], {
      cwd: work,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (packed.status !== 0) {
      const reason = (packed.stderr || String(packed.error ?? '')).trim().split('\n').slice(0, 2).join(' ');
      throw new Error(`npm pack ${step.package} failed (${reason || `exit code ${packed.status}`})`);
    }
    const tarball = fs.readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${step.package} left no .tgz`);
    const unpacked = path.join(work, 'node');
    fs.mkdirSync(unpacked);
    const tar = spawnSync('tar', ['xzf', path.join(work, tarball), '-C', unpacked, '--strip-components=1'], {
      encoding: 'utf8',
    });
    if (tar.status !== 0) throw new Error(`tar: ${(tar.stderr || tar.error || '').toString().trim()}`);
    if (!works(path.join(unpacked, 'bin', 'node'))) throw new Error(`${step.package} has no working bin/node`);
    try {
      fs.renameSync(unpacked, CACHE_DIR);
    } catch (error) {
      if (!works(step.node)) throw error; // not another launcher's finished copy
    }
    say(`Node ${NODE_VERSION} ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The plan for this process, with Node 24 fetched if the plan says so; falls back to tsx if that fails. */
export function ensure() {
  const step = plan({
    version: process.version,
    platform: process.platform,
    arch: process.arch,
    cached: executable(path.join(CACHE_DIR, 'bin', 'node')),
  });
  if (step.use !== 'fetch') return step;
  try {
    fetchNode(step);
    return { use: 'cached', node: step.node };
  } catch (error) {
    say(`could not fetch Node ${NODE_VERSION}: ${error.message}`);
    return { use: 'tsx' };
  }
}

/**
 * Run by npm (`npm start`, `npm test`), this process is the child of the shell npm starts the script
 * in (`sh -c …`), and npm passes a SIGTERM it gets to that shell, which dies of it without passing it
 * on. So when that parent goes away, `stop` is called as if SIGTERM had come. (Outside npm a parent may
 * go away on purpose, `nohup …&`: nothing is watched then.)
 */
function stopWhenOrphaned(stop) {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop();
  }, 500);
  watch.unref();
}

/** Runs `script` as the plan says; resolves only in the 'current' case (the script then runs in this process). */
async function run(script, args) {
  const step = ensure();
  const file = path.resolve(script);
  if (step.use === 'current') {
    // As if started as `node <script> <args…>`: what it reads from process.argv is the same.
    process.argv = [process.argv[0], file, ...args];
    stopWhenOrphaned(() => process.kill(process.pid, 'SIGTERM'));
    await import(pathToFileURL(file).href);
    return;
  }
  if (step.use === 'tsx')
    say(
      `running on Node ${process.version} through tsx (a dev dependency); install Node 24 for the supported runtime.`,
    );
  const node = step.use === 'cached' ? step.node : process.execPath;
  const child = spawn(node, [...(step.use === 'tsx' ? ['--import', 'tsx'] : []), file, ...args], {
    stdio: 'inherit',
    env:
      step.use === 'cached'
        ? { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` }
        : process.env,
    // Its own process group: a Ctrl-C in the terminal reaches it once, from here, not also directly (a
    // second SIGINT makes the service stop at once instead of finishing its requests).
    detached: process.platform !== 'win32',
  });
  // npm forwards the terminal's signal to this process as well: pass each on once, and again only if it
  // comes back later (a person pressing Ctrl-C a second time to stop at once).
  const lastSent = new Map();
  const pass = (signal) => {
    const now = Date.now();
    if (now - (lastSent.get(signal) ?? 0) < 500) return;
    lastSent.set(signal, now);
    child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => pass(signal));
  stopWhenOrphaned(() => pass('SIGTERM'));
  // This process ending for any other reason takes the child with it.
  process.on('exit', () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM'));
  child.on('error', (error) => {
    say(`could not start ${node}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.removeAllListeners(name);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [first, ...rest] = process.argv.slice(2);
  if (first === '--ensure') {
    const step = ensure();
    if (step.use === 'tsx') process.exit(1);
    process.stdout.write(
      `${step.use === 'cached' ? path.dirname(step.node) : path.dirname(process.execPath)}${os.EOL}`,
    );
  } else if (first) {
    await run(first, rest);
  } else {
    say('usage: node scripts/run-on-node24.mjs <script> [args…] | --ensure');
    process.exit(2);
  }
}
