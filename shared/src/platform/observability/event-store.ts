/**
 * The event store as the service uses it, observed from outside: each append is timed and its batch
 * size counted, and, while tracing is on, it is a span whose context is written into every appended
 * event's metadata (`traceparent`), so the projectors and reactors that handle the events later
 * continue the same trace. A decorator, so any adapter (SQLite, EventStoreDB) gets the same metrics.
 */
import { streamCategory, type EventStore } from '../../kernel/event-store/event-store.ts';
import { eventStoreAppendBatchSize, eventStoreAppendDuration } from './metrics.ts';
import { activeTraceparent, inSpan, SpanKind, tracingOn } from './tracing.ts';

export function observeEventStore(events: EventStore): EventStore {
  const append: EventStore['appendToStream'] = async (streamId, batch, options) => {
    const stop = eventStoreAppendDuration.startTimer();
    eventStoreAppendBatchSize.observe(batch.length);
    try {
      if (!tracingOn()) {
        const result = await events.appendToStream(streamId, batch, options);
        stop({ outcome: 'appended' });
        return result;
      }
      const result = await inSpan(
        `append ${streamCategory(streamId)}`,
        { kind: SpanKind.PRODUCER, attributes: { 'event_store.stream': streamId, 'event_store.events': batch.length } },
        async (span) => {
          const traceparent = activeTraceparent();
          const traced = batch.map((event) => ({ ...event, metadata: { ...event.metadata, traceparent } }));
          const appended = await events.appendToStream(streamId, traced, options);
          span?.setAttribute('event_store.position', appended.position);
          return appended;
        },
      );
      stop({ outcome: 'appended' });
      return result;
    } catch (error) {
      stop({ outcome: (error as Error)?.name === 'WrongExpectedVersionError' ? 'conflict' : 'error' });
      throw error;
    }
  };
  return new Proxy(events, {
    get(target, property) {
      if (property === 'appendToStream') return append;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
