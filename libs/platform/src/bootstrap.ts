import { randomUUID } from 'node:crypto';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { Headers } from '@envios/contracts';
import type { ServiceConfig } from './config/config';
import { InboxKafkaServer } from './events/inbox-kafka.server';
import { runWithCorrelation, sanitizeCorrelationId } from './logging/correlation';

process.env.KAFKAJS_NO_PARTITIONER_WARNING ??= '1';

/** Express middleware: adopts or creates the correlation id and runs the request inside it. */
export function correlationMiddleware(req: Request, res: Response, next: NextFunction): void {
  const id = sanitizeCorrelationId(req.headers[Headers.correlationId]) ?? randomUUID();
  req.headers[Headers.correlationId] = id;
  res.setHeader(Headers.correlationId, id);
  runWithCorrelation(id, next);
}

/** Creates a Nest HTTP app with the platform's logger, correlation ids and graceful shutdown. */
export async function createHttpApp(module: DynamicModule): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, { bufferLogs: true });
  // Express hashes every response body for an ETag, POSTs included; our JSON APIs are not cached
  // by validators, and a quote is 15 KB hashed twice (service and BFF) for nothing.
  app.set('etag', false);
  app.useLogger(app.get(Logger));
  app.use(correlationMiddleware);
  app.enableShutdownHooks();
  return app;
}

export interface ServiceBootstrapOptions {
  service: string;
  config: ServiceConfig;
  consumes?: readonly string[];
}

/** Starts a backend service: HTTP (internal API and health) plus its Kafka consumer, if any. */
export async function bootstrapService(module: DynamicModule, options: ServiceBootstrapOptions) {
  const { service, config, consumes = [] } = options;
  const app = await createHttpApp(module);
  if (consumes.length) {
    app.connectMicroservice<MicroserviceOptions>({
      strategy: new InboxKafkaServer({
        client: { clientId: `${service}-consumer`, brokers: config.KAFKA_BROKERS, retry: { retries: 8 } },
        consumer: {
          groupId: config.KAFKA_GROUP_ID ?? service,
          allowAutoTopicCreation: false,
          sessionTimeout: 30_000,
          heartbeatInterval: 3_000,
        },
        subscribe: { fromBeginning: true },
        run: { partitionsConsumedConcurrently: 3 },
        postfixId: '',
      }),
    });
    await app.startAllMicroservices();
  }
  await app.listen(config.PORT, config.HOST);
  return app;
}
