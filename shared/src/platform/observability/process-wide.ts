/**
 * One instance per process of the observability state (metrics, progress sources, the tracer), even
 * when a loader evaluates a module twice under two paths (tsx on an older Node does, through the
 * workspace links): prom-client's registry refuses a second metric of the same name, and two tracers
 * would split one trace.
 */
export function processWide<T>(key: string, create: () => T): T {
  const slot = Symbol.for(`listings.observability.${key}`);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  return (holder[slot] ??= create());
}
