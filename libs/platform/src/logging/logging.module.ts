import { randomUUID } from 'node:crypto';
import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { Headers } from '@envios/contracts';
import { currentCorrelationId, sanitizeCorrelationId } from './correlation';

export interface LoggingOptions {
  app: string;
  level: string;
}

/** pino JSON logs; every line carries the app name and the current correlation id. */
@Module({})
export class LoggingModule {
  static forRoot(options: LoggingOptions): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: options.level,
            base: { app: options.app },
            messageKey: 'msg',
            mixin: () => {
              const correlationId = currentCorrelationId();
              return correlationId ? { correlationId } : {};
            },
            genReqId: (req) => sanitizeCorrelationId(req.headers[Headers.correlationId]) ?? randomUUID(),
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers["x-service-token"]',
                'req.headers["x-caller-signature"]',
                'req.headers.cookie',
              ],
              censor: '[redacted]',
            },
            autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/health') },
            customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
          },
        }),
      ],
      exports: [LoggerModule],
    };
  }
}
