/**
 * stripe-mock (github.com/stripe/stripe-mock, Stripe's own API double built from its OpenAPI spec) on
 * a free loopback port, for the Stripe adapter's tests. It validates every request's parameters and
 * answers with fixtures; it keeps no state (a created session is not found again, idempotency keys
 * are not replayed), so tests assert on what was sent and on the answers' shapes.
 *
 * The binary is built once into `.cache/stripe-mock/` (`.ci/run` does it when Go is on the machine):
 *   GOBIN=$PWD/.cache/stripe-mock go install github.com/stripe/stripe-mock@v0.203.0
 * Without it, `startStripeMock` answers why, and the suites skip saying so.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const STRIPE_MOCK_VERSION = 'v0.203.0';
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
export const STRIPE_MOCK_BIN = process.env.STRIPE_MOCK_BIN || path.join(REPO_ROOT, '.cache/stripe-mock/stripe-mock');

export interface StripeMock {
  /** http://127.0.0.1:<port> */
  apiBase: string;
  stop(): Promise<void>;
}

/** Why stripe-mock cannot run here, or null when it can. */
export function stripeMockUnavailable(): string | null {
  if (fs.existsSync(STRIPE_MOCK_BIN)) return null;
  const go = spawnSync('go', ['version'], { stdio: 'ignore' });
  const build = `GOBIN=$PWD/.cache/stripe-mock go install github.com/stripe/stripe-mock@${STRIPE_MOCK_VERSION}`;
  return go.status === 0
    ? `stripe-mock is not built (${STRIPE_MOCK_BIN} missing): run \`${build}\` or .ci/run`
    : `Go is not installed, so stripe-mock (${STRIPE_MOCK_BIN}) cannot be built: install Go and run \`${build}\``;
}

/** Starts stripe-mock on 127.0.0.1 (HTTP and HTTPS on ports the system picks); resolves once it listens. */
export function startStripeMock(timeoutMs = 30_000): Promise<StripeMock> {
  const child: ChildProcess = spawn(STRIPE_MOCK_BIN, ['-http-addr', '127.0.0.1:', '-https-addr', '127.0.0.1:'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`stripe-mock did not start within ${timeoutMs} ms: ${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening for HTTP at address: (127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ apiBase: `http://${match[1]}`, stop });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stripe-mock exited with ${code}: ${output}`));
    });
  });
}
