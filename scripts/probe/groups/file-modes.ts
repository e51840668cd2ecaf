/**
 * 7. file-modes, as a local attacker (another user on the machine) sees the data folder: the folder is
 * 0700 and nothing in it has group or other bits (files 0600), after the service has written its event
 * log, read models, generated secrets and outbox mail; checked while it runs and again after it
 * stopped (what shutdown writes included), on every instance the probe ran. The service is started
 * with the common umask 022, so modes come from the service, not from the probe's shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import { modeProblem, Tally, type FileEntry, type GroupResult } from '../checks.ts';
import type { ProbeContext } from '../context.ts';

export function entriesOf(dataDir: string): FileEntry[] {
  const entries: FileEntry[] = [];
  const walk = (relative: string) => {
    const full = path.join(dataDir, relative);
    const stat = fs.lstatSync(full);
    entries.push({ path: relative, mode: stat.mode, directory: stat.isDirectory() });
    if (stat.isDirectory()) for (const name of fs.readdirSync(full).sort()) walk(path.join(relative, name));
  };
  walk('');
  return entries;
}

export async function fileModes(ctx: ProbeContext): Promise<GroupResult> {
  const tally = new Tally('file-modes');
  const dataDir = ctx.main.options.dataDir;
  const check = (dir: string, when: string): FileEntry[] => {
    if (!fs.existsSync(dir)) {
      tally.fail(`${when}: ${dir} does not exist`);
      return [];
    }
    const entries = entriesOf(dir);
    for (const entry of entries) {
      const problem = modeProblem(entry);
      tally.check(problem === null, `${when}: ${problem}`);
    }
    return entries;
  };

  const running = check(dataDir, 'while running');
  const names = running.map((entry) => entry.path);
  for (const [what, present] of [
    ['the event log (events.db)', names.includes('events.db')],
    ['the read models (read-models.db)', names.includes('read-models.db')],
    ['outbox mail (outbox/*.eml)', names.some((name) => /^outbox\/.+\.eml$/.test(name))],
    ['generated secrets (secrets/ or *.secret)', names.some((name) => /^secrets\/.|\.secret$/.test(name))],
  ] as const)
    tally.check(present, `nothing to check: no ${what} in the data folder`);

  await ctx.main.stop();
  check(dataDir, 'after stopping');
  for (const other of ctx.otherDataDirs)
    check(other, `another instance's folder ${path.basename(path.dirname(other))}`);
  return tally.result();
}
