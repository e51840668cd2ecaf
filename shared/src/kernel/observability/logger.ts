/**
 * Structured JSON logs, one line per entry. Errors are reduced to name, message and stack; nothing
 * that could carry a credential (headers, bodies) is ever passed in by callers.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const serialise = (value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;

export const jsonLogger = (
  service: string,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger => {
  const log =
    (level: string) =>
    (message: string, fields: Record<string, unknown> = {}) =>
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level,
          service,
          message,
          ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, serialise(v)])),
        }),
      );
  return { info: log('info'), warn: log('warn'), error: log('error') };
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
