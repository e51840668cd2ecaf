/**
 * One method of a port, timed and counted from outside (e.g. the crawler's `crawl`, the drafter's
 * `draft`): a duration histogram by outcome, a failure counter by reason (the error's `code`, else its
 * name), and, while tracing is on, a span inside the caller's trace.
 */
import type { Counter, Histogram } from 'prom-client';
import { inSpan } from './tracing.ts';

export interface CallMetrics {
  /** Span name ("crawl", "draft"). */
  name: string;
  duration: Histogram<'outcome'>;
  failures: Counter<'reason'>;
}

export const failureReason = (error: unknown): string => {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && /^[a-z_]{1,40}$/i.test(code)) return code;
  return error instanceof Error ? error.name : 'error';
};

/** The port with `method` observed; other members reach the original untouched. */
export function observeCalls<T extends object, K extends keyof T>(port: T, method: K, metrics: CallMetrics): T {
  const original = port[method] as unknown as (...args: unknown[]) => Promise<unknown>;
  const observed = (...args: unknown[]) => {
    const stop = metrics.duration.startTimer();
    return inSpan(metrics.name, {}, () => original.apply(port, args)).then(
      (result) => {
        stop({ outcome: 'ok' });
        return result;
      },
      (error: unknown) => {
        stop({ outcome: 'failed' });
        metrics.failures.inc({ reason: failureReason(error) });
        throw error;
      },
    );
  };
  return new Proxy(port, {
    get(target, property) {
      if (property === method) return observed;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
