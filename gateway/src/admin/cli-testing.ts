/**
 * Test helper of the admin CLI specs: each test gets a fresh temp data folder (removed after it) and
 * the environment the CLI reads, and `run` answers what `npm run admin -- <argv>` would print and
 * exit with. The specs share it so they start the CLI alike (the one function, not a copy each).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAdmin } from './cli.ts';

export interface TempAdminCli {
  /** This test's data folder. */
  readonly dir: string;
  /** This test's environment: DATA_DIR the folder, ADMIN_ACTOR ops@test unless `extra` says otherwise. */
  readonly env: NodeJS.ProcessEnv;
  /** Runs the admin CLI with this environment: its exit code and its lines (the stores' note dropped). */
  run(...argv: string[]): Promise<{ code: number; output: string }>;
}

/** Call inside a `describe`: installs the beforeEach/afterEach that make and remove the folder. */
export function tempAdminCli(prefix: string, extra: NodeJS.ProcessEnv = {}): TempAdminCli {
  let dir = '';
  let env: NodeJS.ProcessEnv = {};
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    env = { DATA_DIR: dir, ADMIN_ACTOR: 'ops@test', ...extra };
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    get dir() {
      return dir;
    },
    get env() {
      return env;
    },
    async run(...argv: string[]) {
      const lines: string[] = [];
      const code = await runAdmin(
        argv,
        env,
        (line) => lines.push(line),
        () => {},
      );
      return { code, output: lines.join('\n') };
    },
  };
}
