/**
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Off, every helper here is one
 * boolean test and a direct call: no span objects, no context switches, nothing added to events.
 * On, spans go to the OTLP/HTTP collector in batches; the trace context crosses process and time
 * boundaries in each event's metadata (`traceparent`, W3C format), so the request that appended an
 * event, the relay that published it, the projectors that applied it and the reactor that acted on it
 * (and whatever that reactor appended) are one trace.
 *
 * The provider is this module's own (not the global one): a process, or a test, can start and stop
 * tracing without fighting over OpenTelemetry's set-once globals. Only the context manager
 * (AsyncLocalStorage) is registered globally, once.
 */
import {
  context,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';

export { SpanKind } from '@opentelemetry/api';

import { processWide } from './process-wide.ts';

const state = processWide('tracing', () => ({
  provider: null as BasicTracerProvider | null,
  tracer: null as Tracer | null,
  contextManager: false,
}));
const propagator = new W3CTraceContextPropagator();

export interface TracingOptions {
  serviceName: string;
  /** OTLP/HTTP base address; spans go to `<endpoint>/v1/traces`. */
  endpoint?: string;
  /** Tests: an exporter of their own (e.g. InMemorySpanExporter), each span exported as it ends. */
  exporter?: SpanExporter;
}

/** Turns tracing on for this process. */
export async function startTracing(options: TracingOptions): Promise<void> {
  await stopTracing();
  if (!state.contextManager) {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    state.contextManager = true;
  }
  let processor;
  if (options.exporter) processor = new SimpleSpanProcessor(options.exporter);
  else {
    // Loaded only when tracing is on: the exporter and its protobuf code stay out of a process without it.
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    const url = `${options.endpoint!.replace(/\/+$/, '')}/v1/traces`;
    processor = new BatchSpanProcessor(new OTLPTraceExporter({ url }));
  }
  state.provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [processor],
  });
  state.tracer = state.provider.getTracer('listings');
}

/** Sends what is buffered and turns tracing off (shutdown, tests). */
export async function stopTracing(): Promise<void> {
  const stopping = state.provider;
  state.provider = null;
  state.tracer = null;
  await stopping?.shutdown();
}

export const tracingOn = (): boolean => state.tracer !== null;

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The parent: a traceparent from an event's metadata or a request header (else the active span). */
  traceparent?: string;
  /** When the work began, if before the call (e.g. a batch published as one). */
  startTime?: number;
}

const parentOf = (traceparent: string | undefined): Context =>
  traceparent
    ? propagator.extract(
        ROOT_CONTEXT,
        { traceparent },
        { get: (carrier, key) => carrier[key as 'traceparent'], keys: () => ['traceparent'] },
      )
    : context.active();

/**
 * Runs `work` inside a span (its child spans and appended events belong to it); a throw marks the
 * span as an error and is rethrown. With tracing off, just runs `work`.
 */
export function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  const { tracer } = state;
  if (!tracer) return work(undefined);
  const span = tracer.startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, startTime: options.startTime },
    parentOf(options.traceparent),
  );
  return context.with(trace.setSpan(context.active(), span), async () => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span for work that already happened (e.g. a batch of events published), ended at once. */
export function recordSpan(name: string, options: SpanOptions): void {
  if (!state.tracer) return;
  state.tracer
    .startSpan(
      name,
      { kind: options.kind, attributes: options.attributes, startTime: options.startTime },
      parentOf(options.traceparent),
    )
    .end();
}

/** The active span's context as a W3C traceparent, to carry in an event's metadata; undefined when off. */
export function activeTraceparent(): string | undefined {
  if (!state.tracer) return undefined;
  const carrier: { traceparent?: string } = {};
  propagator.inject(context.active(), carrier, {
    set: (target, key, value) => void (target[key as 'traceparent'] = value),
  });
  return carrier.traceparent;
}

/**
 * Listeners added to `emitter` from now on run in the active context (a request's 'data'/'end' events
 * otherwise run in the socket's context, and a body parser's callback would lose the request's span).
 */
export function bindToActiveContext<E extends object>(emitter: E): E {
  return state.tracer ? context.bind(context.active(), emitter) : emitter;
}

/**
 * The relay's `onPublished` hook: each published event that carries a trace context becomes a
 * `kafka publish` producer span in that trace, timed from when its page began to be sent.
 */
export const tracePublished =
  (topic: string) =>
  (page: readonly { type: string; metadata: { traceparent?: string } }[], startedAt: number): void => {
    if (!state.tracer) return;
    for (const event of page)
      if (event.metadata.traceparent)
        recordSpan('kafka publish', {
          kind: SpanKind.PRODUCER,
          traceparent: event.metadata.traceparent,
          startTime: startedAt,
          attributes: { 'messaging.system': 'kafka', 'messaging.destination.name': topic, 'event.type': event.type },
        });
  };
