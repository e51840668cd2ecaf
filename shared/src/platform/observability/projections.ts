/**
 * Projections and reactors observed from outside the runtime that drives them: while tracing is on,
 * each event a projection applies is a span continuing the trace in the event's metadata (a reactor's
 * background job inherits it, so what the job appends belongs to the same trace); and, at every
 * scrape, each projection's position and its lag behind the head of the log are read from whoever
 * registered as a progress source.
 */
import type { Projection } from '../../kernel/projections/projection.ts';
import { Gauge } from 'prom-client';
import { METRICS_PREFIX } from './metrics.ts';
import { processWide } from './process-wide.ts';
import { inSpan, SpanKind, tracingOn } from './tracing.ts';

/** The same projection, its `apply` traced; everything else reaches the original untouched. */
export function observeProjection<P extends Projection>(projection: P, role: 'project' | 'react' = 'project'): P {
  const apply: Projection['apply'] = (event, documents) => {
    if (!tracingOn() || !event.metadata?.traceparent) return projection.apply(event, documents);
    return inSpan(
      `${role} ${projection.name}`,
      {
        kind: SpanKind.CONSUMER,
        traceparent: event.metadata.traceparent,
        attributes: { 'event.type': event.type, 'event.position': event.position, 'event.stream': event.streamId },
      },
      () => projection.apply(event, documents),
    );
  };
  // A reactor's work starts after the unit of work commits (afterCommit schedules its jobs): each job is
  // started inside a span of its own event's trace, so what the job does (crawl, draft, append) joins it.
  const afterCommit: Projection['afterCommit'] = projection.afterCommit
    ? (events, documents) => {
        for (const event of events) {
          if (!tracingOn() || !event.metadata?.traceparent) {
            projection.afterCommit!([event], documents);
            continue;
          }
          void inSpan(
            `${role} ${projection.name}`,
            {
              kind: SpanKind.CONSUMER,
              traceparent: event.metadata.traceparent,
              attributes: {
                'event.type': event.type,
                'event.position': event.position,
                'event.stream': event.streamId,
              },
            },
            async () => projection.afterCommit!([event], documents),
          );
        }
      }
    : undefined;
  return new Proxy(projection, {
    get(target, property) {
      if (property === 'apply') return role === 'react' && afterCommit ? projection.apply.bind(projection) : apply;
      if (property === 'afterCommit' && role === 'react') return afterCommit;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Where projections are: positions keyed `<projection>:<partition>`, and the head of the log when known. */
export interface ProgressSource {
  positions(): ReadonlyMap<string, number>;
  /** The head of the log (embedded mode); absent on Kafka, where consumer lag is measured instead. */
  head?(): Promise<number>;
}

const sources = processWide('progressSources', () => new Set<ProgressSource>());

/** Reports this source's projections on every scrape until the returned function is called. */
export function watchProjectionProgress(source: ProgressSource): () => void {
  sources.add(source);
  return () => void sources.delete(source);
}

// prom-client calls collect() on each scrape: these gauges read their values then, never on the hot path.
processWide(
  'projectionPosition',
  () =>
    new Gauge({
      name: `${METRICS_PREFIX}projection_position`,
      help: 'Global log position each projection (read model or reactor) has reached, per partition (0 in embedded mode)',
      labelNames: ['projection', 'partition'] as const,
      collect() {
        this.reset();
        for (const source of sources)
          for (const [key, position] of source.positions()) {
            const split = key.lastIndexOf(':');
            this.set({ projection: key.slice(0, split), partition: key.slice(split + 1) }, position);
          }
      },
    }),
);

processWide(
  'projectionLag',
  () =>
    new Gauge({
      name: `${METRICS_PREFIX}projection_lag_events`,
      help: 'Events in the log after the position a projection has reached (embedded mode; on Kafka see listings_kafka_consumer_lag)',
      labelNames: ['projection'] as const,
      async collect() {
        this.reset();
        for (const source of sources) {
          if (!source.head) continue;
          const head = await source.head();
          const reached = new Map<string, number>();
          for (const [key, position] of source.positions()) {
            const name = key.slice(0, key.lastIndexOf(':'));
            reached.set(name, Math.max(reached.get(name) ?? 0, position));
          }
          for (const [name, position] of reached) this.set({ projection: name }, Math.max(0, head - position));
        }
      },
    }),
);
