/**
 * Graceful shutdown of a process on SIGTERM (orchestrators) or SIGINT (Ctrl-C): the steps run in
 * order, each logged, a failing one logged and skipped; then the process exits (0, or 1 if a step
 * failed). A second signal while shutting down exits at once. `closeServer` is the first step of
 * every HTTP process: it stops accepting, lets the requests in flight finish (bounded) and only then
 * closes what is still open, so a request either gets its whole answer or none.
 */
import type { Server } from 'node:http';
import type { Logger } from '../../kernel/observability/logger.ts';

export interface ShutdownStep {
  name: string;
  run(): Promise<unknown>;
}

export function shutdownOnSignals(
  steps: () => readonly ShutdownStep[],
  logger: Logger,
  exit: (code: number) => void = (code) => process.exit(code),
): { shutdown(signal: string): Promise<void> } {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      logger.warn('second signal: exiting now', { signal });
      return exit(1);
    }
    stopping = true;
    const started = Date.now();
    logger.info('shutting down', { signal });
    let failed = false;
    for (const step of steps()) {
      try {
        await step.run();
        logger.info('shutdown step done', { step: step.name, ms: Date.now() - started });
      } catch (error) {
        failed = true;
        logger.error('shutdown step failed', { step: step.name, error });
      }
    }
    logger.info('stopped', { ms: Date.now() - started });
    exit(failed ? 1 : 0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
  return { shutdown };
}

/**
 * Stops accepting connections, closes idle keep-alive ones (again as requests finish, so a client
 * cannot keep one open), waits for the requests in flight, and after `timeoutMs` closes whatever is
 * left. Resolves when the server is closed.
 */
export function closeServer(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
