/**
 * The response cache and the rate limiter, observed from outside (structural types, so this module
 * needs nothing from the API layer): cache lookups counted as hits or misses, 429 refusals counted by
 * subject. Each returns the same object, its one method wrapped.
 */
import { rateLimitRefusals, responseCacheLookupCounts } from './metrics.ts';

const wrapMethod = <T extends object>(target: T, method: keyof T, wrapped: unknown): T =>
  new Proxy(target, {
    get(object, property) {
      if (property === method) return wrapped;
      const value = Reflect.get(object, property, object) as unknown;
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });

export function observeResponseCache<C extends { get(key: string): unknown }>(cache: C): C {
  return wrapMethod(cache, 'get', (key: string) => {
    const found = cache.get(key);
    if (found === undefined) responseCacheLookupCounts.miss++;
    else responseCacheLookupCounts.hit++;
    return found;
  });
}

export function observeRateLimiter<L extends { consume(subject: { kind: string }): Promise<unknown> }>(limiter: L): L {
  return wrapMethod(limiter, 'consume', (subject: { kind: string }) =>
    limiter.consume(subject).catch((error: unknown) => {
      if ((error as { status?: unknown })?.status === 429) rateLimitRefusals.inc({ subject: subject.kind });
      throw error;
    }),
  );
}
