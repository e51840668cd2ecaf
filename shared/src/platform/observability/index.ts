/** Metrics (prom-client, /metrics) and traces (OpenTelemetry), observed at the edges of the kernel's ports. */
export * from './metrics.ts';
export * from './tracing.ts';
export * from './http.ts';
export * from './event-store.ts';
export * from './projections.ts';
export * from './kafka-lag.ts';
export * from './relay.ts';
export * from './calls.ts';
export * from './edges.ts';
