import {
  context,
  propagation,
  ROOT_CONTEXT,
  trace,
  SpanKind,
  SpanStatusCode,
  type Context,
  type Span,
  type TextMapGetter,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations, type Instrumentation } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { z } from 'zod';

/**
 * Tracing settings. Read here, before the app's own configuration, because instrumentation must be
 * in place before the libraries it patches are loaded; they are OpenTelemetry's standard variables.
 */
const TracingConfigSchema = z.object({
  /** Where spans go over OTLP/HTTP (e.g. http://collector:4318). Unset: no span is recorded or sent. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The share of new traces recorded (0–1); a trace begun upstream follows the caller's choice. */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
});

const TRACER = 'envios';
let started = false;

/** Incoming requests that are not worth a span: probes and scrapes. */
const QUIET_PATHS = /^\/(health|metrics|api\/v1\/health)(\/|\?|$)/;

/**
 * Starts OpenTelemetry for this process: W3C trace context in and out of every HTTP request (server
 * and client, fetch included), in Kafka message headers (see KafkaProducer and the Inbox) and in
 * BullMQ jobs (bullmq-otel, platform.module.ts). With OTEL_EXPORTER_OTLP_ENDPOINT set, spans are
 * recorded — MongoDB and Redis commands too — and exported over OTLP/HTTP in batches. Without it
 * nothing is recorded, but trace ids are still made and carried, so every log line of one request
 * shares the trace id it would have in a trace backend (the logger adds it).
 */
export function startTracing(app: string, env: NodeJS.ProcessEnv = process.env): void {
  if (started) return;
  started = true;
  const config = TracingConfigSchema.parse(env);
  const exporting = !!config.OTEL_EXPORTER_OTLP_ENDPOINT;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': app, 'service.namespace': 'envios' }),
    sampler: exporting
      ? new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.OTEL_TRACES_SAMPLER_ARG) })
      : new AlwaysOffSampler(),
    spanProcessors: exporting
      ? [
          new BatchSpanProcessor({
            exporter: new OTLPTraceExporter({
              url: `${config.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/$/, '')}/v1/traces`,
            }),
            scheduledDelayMillis: 1000,
          }),
        ]
      : [],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const instrumentations: Instrumentation[] = [
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (req) => QUIET_PATHS.test(req.url ?? ''),
    }),
    new UndiciInstrumentation(),
  ];
  // Database and Redis commands only when spans are kept (each is a span, and unkept ones cost all
  // the same), and only inside a trace: the background polls and passes would each start one.
  if (exporting)
    instrumentations.push(
      new MongoDBInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    );
  registerInstrumentations({ tracerProvider: provider, instrumentations });
  const stop = () => void provider.shutdown().catch(() => undefined);
  process.once('beforeExit', stop);
}

/** The trace and span ids of the current context, for log lines; none outside a trace. */
export function currentTraceIds(): { traceId: string; spanId: string } | undefined {
  const span = trace.getSpan(context.active());
  if (!span) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

/** The current context as a W3C `traceparent` value, to carry with work done later (an outbox event). */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/**
 * `fn` run outside any trace, whenever it is called: for background work that a request only set
 * off (the outbox relay's passes, collected events), which would otherwise join — and keep joining —
 * the trace of whichever request first woke it. What it publishes names its own parents.
 */
export function outsideTraces<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  return context.bind(ROOT_CONTEXT, fn);
}

/** Kafka header values arrive as Buffers (or arrays of them). */
const headerGetter: TextMapGetter<Record<string, unknown>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => {
    const value = carrier[key];
    const one = Array.isArray(value) ? value[0] : value;
    return one === undefined || one === null ? undefined : String(one);
  },
};

const parentOf = (traceparent: string | undefined): Context =>
  traceparent ? propagation.extract(context.active(), { traceparent }) : context.active();

/**
 * Runs `send` inside a producer span for each message, child of the context the event was made in
 * (its stored `traceparent`), and gives each message the headers that carry that span on.
 */
export async function inProducerSpans<T>(
  topic: string,
  messages: { traceparent?: string; type: string }[],
  send: (headers: Record<string, string>[]) => Promise<T>,
): Promise<T> {
  const tracer = trace.getTracer(TRACER);
  const spans: Span[] = messages.map((m) =>
    tracer.startSpan(
      `publish ${topic}`,
      {
        kind: SpanKind.PRODUCER,
        attributes: {
          'messaging.system': 'kafka',
          'messaging.destination.name': topic,
          'messaging.operation.type': 'send',
          'envios.event.type': m.type,
        },
      },
      parentOf(m.traceparent),
    ),
  );
  const headers = spans.map((span) => {
    const carrier: Record<string, string> = {};
    propagation.inject(trace.setSpan(context.active(), span), carrier);
    return carrier;
  });
  try {
    return await send(headers);
  } catch (err) {
    for (const span of spans) span.setStatus({ code: SpanStatusCode.ERROR, message: String(err) });
    throw err;
  } finally {
    for (const span of spans) span.end();
  }
}

/** Runs a consumed message's handling inside a consumer span, child of the producer's (its headers). */
export function inConsumerSpan<T>(
  topic: string,
  headers: Record<string, unknown>,
  type: string,
  fn: () => Promise<T>,
): Promise<T> {
  const parent = propagation.extract(context.active(), headers, headerGetter);
  const span = trace.getTracer(TRACER).startSpan(
    `process ${type}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'kafka',
        'messaging.destination.name': topic,
        'messaging.operation.type': 'process',
        'envios.event.type': type,
      },
    },
    parent,
  );
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await fn();
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: String(err) });
      throw err;
    } finally {
      span.end();
    }
  });
}
