/**
 * Test-only fault seam: a named point where a test can make the process die at once (SIGKILL, as an
 * OOM kill or a power cut would), to prove that what was recorded before that point is enough to
 * finish the work after a restart. A test sets LISTINGS_CRASH_AT=<point> in a child process's
 * environment; nothing else sets it, and an unset variable costs one comparison.
 */
export function crashPoint(point: string): void {
  if (process.env.LISTINGS_CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}
