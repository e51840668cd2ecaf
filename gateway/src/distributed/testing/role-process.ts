/**
 * One process of distributed mode for a test, started the way compose starts it
 * (`node gateway/src/distributed/main.ts <role>`), its output kept for failure messages. The caller
 * gives the environment (stores, bus, port); tracing and the metrics token are off.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
export { freePort } from '../../testing/free-port.ts';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');
/** Node 24 strips types itself; older Node (mocha's config) loads tsx. */
const typeScript = process.features.typescript ? [] : ['--import', 'tsx'];

export interface RoleProcess {
  child: ChildProcess;
  /** Resolves when the process has exited (with its code, or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

export function startRole(role: 'command' | 'query' | 'projectors' | 'relay' | 'gateway', env: NodeJS.ProcessEnv) {
  let output = '';
  const child = spawn(process.execPath, [...typeScript, main, role], {
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', METRICS_TOKEN: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output } satisfies RoleProcess;
}

/** Polls `url` until it answers 200; fails with the process's output if it exits or takes too long. */
export async function waitUntilAnswering(url: string, role: RoleProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void role.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer${exited ? ' (the process exited)' : ''}:\n${role.output()}`);
}
