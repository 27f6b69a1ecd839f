import { randomUUID } from 'node:crypto';
import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import { Headers } from '@envios/contracts';
import { currentCorrelationId, sanitizeCorrelationId } from './correlation';

export interface LoggingOptions {
  app: string;
  level: string;
  /** Where the lines go; stdout when not given (tests read them from a stream). */
  destination?: DestinationStream;
}

/**
 * What a log line says about its request: who asked for what, never the headers (tokens, cookies,
 * signatures). pino-http builds each request's child logger with it eagerly, whatever the level, so
 * it is kept to the few fields a reader of the logs needs.
 */
function requestSummary(req: { id?: unknown; method?: string; url?: string; remoteAddress?: string }) {
  return { id: req.id, method: req.method, url: req.url, remoteAddress: req.remoteAddress };
}

/** The answer's status; its headers (a refresh cookie among them) stay out of the logs too. */
function responseSummary(res: { statusCode?: number }) {
  return { statusCode: res.statusCode };
}

/** pino JSON logs; every line carries the app name and the current correlation id. */
@Module({})
export class LoggingModule {
  static forRoot(options: LoggingOptions): DynamicModule {
    const pinoHttp: Options = {
      level: options.level,
      base: { app: options.app },
      messageKey: 'msg',
      mixin: () => {
        const correlationId = currentCorrelationId();
        return correlationId ? { correlationId } : {};
      },
      genReqId: (req) => sanitizeCorrelationId(req.headers[Headers.correlationId]) ?? randomUUID(),
      serializers: { req: requestSummary, res: responseSummary },
      autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/health') },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    };
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: options.destination ? [pinoHttp, options.destination] : pinoHttp,
        }),
      ],
      exports: [LoggerModule],
    };
  }
}
