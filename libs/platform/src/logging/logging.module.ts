import { Module, type DynamicModule } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoggerModule } from 'nestjs-pino';
import { pino, type DestinationStream, type Logger as PinoInstance } from 'pino';
import { currentTraceIds } from '../tracing/tracing';
import { currentCorrelationId } from './correlation';

export interface LoggingOptions {
  app: string;
  level: string;
  /** Where the lines go; stdout when not given (tests read them from a stream). */
  destination?: DestinationStream;
}

/** The process's pino logger: Nest's logger writes through it, and so does the request log. */
export const PINO_LOGGER = Symbol('PINO_LOGGER');

/**
 * pino JSON logs; every line carries the app name, the current correlation id and trace ids. nestjs-pino
 * makes this pino Nest's logger. It installs no per-request middleware (no pino-http, no
 * request-scoped child logger): the correlation id already comes from the async context, and the
 * one line per request is written by `logCompletedRequest` from a Fastify hook.
 */
@Module({})
export class LoggingModule {
  static forRoot(options: LoggingOptions): DynamicModule {
    const settings = {
      level: options.level,
      base: { app: options.app },
      messageKey: 'msg',
      // The correlation id, and the trace and span of the work the line is about (tracing/).
      mixin: () => {
        const correlationId = currentCorrelationId();
        const ids = currentTraceIds();
        return { ...(correlationId ? { correlationId } : {}), ...ids };
      },
    };
    const logger = options.destination ? pino(settings, options.destination) : pino(settings);
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true, forRoutes: [] })],
      providers: [{ provide: PINO_LOGGER, useValue: logger }],
      exports: [LoggerModule, PINO_LOGGER],
    };
  }
}

/**
 * The line for a finished request: who asked for what and the answer's status, never the headers
 * (tokens, cookies, signatures). Health probes are not logged; 4xx are warnings and 5xx errors (the
 * exception filter logs the error itself).
 */
export function logCompletedRequest(log: PinoInstance, req: FastifyRequest, reply: FastifyReply): void {
  logRequestLine(log, {
    id: req.id,
    method: req.method,
    url: req.url,
    remoteAddress: req.ip,
    statusCode: reply.statusCode,
    responseTime: reply.elapsedTime,
  });
}

/** The same line for a request answered outside Fastify (the BFF's lookup lane). */
export function logRequestLine(
  log: PinoInstance,
  line: {
    id: string;
    method: string;
    url: string;
    remoteAddress: string;
    statusCode: number;
    responseTime: number;
  },
): void {
  if (line.url.startsWith('/health')) return;
  const { statusCode } = line;
  const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
  if (!log.isLevelEnabled(level)) return;
  log[level](
    {
      correlationId: line.id,
      req: { id: line.id, method: line.method, url: line.url, remoteAddress: line.remoteAddress },
      res: { statusCode },
      responseTime: Math.round(line.responseTime),
    },
    'request completed',
  );
}
