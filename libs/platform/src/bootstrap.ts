import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { DynamicModule, INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { observeRequest, serveMetrics, startMetrics } from './metrics/metrics';
import type { FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import { Logger } from 'nestjs-pino';
import type { Logger as PinoInstance } from 'pino';
import type { z } from 'zod';
import {
  CommonErrors,
  errorMessage,
  Headers,
  MAX_BODY_KIB,
  type ServiceName,
  type Topic,
} from '@envios/contracts';
import { loadConfig, type ServiceConfig } from './config/config';
import { kafkaConnection } from './connections/kafka';
import { Inbox } from './events/inbox';
import { ConsumerState } from './health/indicators';
import { InboxKafkaServer } from './events/inbox-kafka.server';
import { runWithCorrelation, sanitizeCorrelationId } from './logging/correlation';
import { logCompletedRequest, PINO_LOGGER } from './logging/logging.module';
import { ServicePlatformModule } from './platform.module';

process.env.KAFKAJS_NO_PARTITIONER_WARNING ??= '1';

export interface HttpAppOptions {
  /** Proxies in front of the app whose X-Forwarded-For is trusted for the client address. */
  trustProxyHops?: number;
  /**
   * Sees every request before Fastify; answers the ones it takes (returns true) and leaves the rest
   * to the app. Set once the app exists (it may use the app's providers).
   */
  lane?: { take?: (req: IncomingMessage, res: ServerResponse) => boolean };
  /** The largest JSON body it takes, in KiB (MAX_BODY_KIB unless a service carries files). */
  bodyLimitKib?: number;
  /**
   * Its Prometheus metrics at GET /metrics, labelled `app`; `token`: the bearer a scrape must show
   * (null: not served; absent: open, for services reached only inside the cluster).
   */
  metrics?: { app: string; token?: string | null };
}

/** Fastify's own keep-alive (72 s, longer than common load balancers' 60 s idle timeout). */
const KEEP_ALIVE_MS = 72_000;

/**
 * Creates a Nest HTTP app on Fastify with the platform's logger, correlation ids and graceful
 * shutdown. Every request runs inside its correlation id (logs, outgoing calls and events pick it
 * up): adopted from the caller's header when it looks like one, otherwise a new UUID, and echoed on
 * the response.
 */
export async function createHttpApp(
  module: DynamicModule,
  options: HttpAppOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    genReqId: (req: IncomingMessage) =>
      sanitizeCorrelationId(req.headers[Headers.correlationId]) ?? randomUUID(),
    trustProxy: options.trustProxyHops || false,
    ...(options.lane
      ? {
          serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
            const server = createServer((req, res) => {
              if (!options.lane?.take?.(req, res)) handler(req, res);
            });
            server.keepAliveTimeout = KEEP_ALIVE_MS;
            return server;
          },
        }
      : {}),
    // Requests are logged by the platform's pino (logCompletedRequest), with the same ids.
    logger: false,
    // A URL the router cannot read (bad encoding, a path segment past its length limit) answers
    // the platform's error body too, as a malformed request.
    frameworkErrors: (_error: Error, req: FastifyRequest, reply: FastifyReply) => {
      const { status, code } = CommonErrors.malformed;
      void reply
        .code(status)
        .header(Headers.correlationId, req.id)
        .send({
          statusCode: status,
          code,
          message: errorMessage(CommonErrors.malformed),
          correlationId: req.id,
        });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, { bufferLogs: true });
  const fastify = app.getHttpAdapter().getInstance();
  // Everything after this hook runs inside the id; Fastify carries the context across reading the
  // body (its content-type parser runs in an AsyncResource of the request).
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header(Headers.correlationId, req.id);
    runWithCorrelation(req.id, done);
  });
  // JSON bodies up to 100 KiB, parsed by Fastify's parser (prototype poisoning refused). A JSON
  // content type with no body at all (a bodiless POST or DELETE) reads as an empty object, so the
  // route's own validation answers it, in Spanish, field by field.
  const json = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>(
    'application/json',
    { bodyLimit: (options.bodyLimitKib ?? MAX_BODY_KIB) * 1024 },
    (req, body, done) => {
      if (body.length === 0) return done(null, {});
      // The exact text stays on the request for routes that verify a signature over it (webhooks).
      const text = body.toString('utf8');
      (req as { rawBody?: string }).rawBody = text;
      json(req, text, done);
    },
  );
  const log = app.get<symbol, PinoInstance>(PINO_LOGGER, { strict: false });
  if (options.metrics) {
    startMetrics(options.metrics.app);
    serveMetrics(fastify, options.metrics.token);
  }
  fastify.addHook('onResponse', (req, reply, done) => {
    logCompletedRequest(log, req, reply);
    if (options.metrics) observeRequest(req, reply);
    done();
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  return app;
}

type ModuleImport = Type | DynamicModule;

/**
 * A backend service, declared once in its `src/service.ts`: its name, the zod schema of its
 * configuration, the topics it consumes and its feature modules. `bootstrapService` starts it;
 * `createServiceContext` gives command-line tools the same modules without HTTP or consumers.
 */
export interface ServiceDefinition<C extends ServiceConfig = ServiceConfig> {
  name: ServiceName;
  config: z.ZodType<C, any>;
  /** Topics whose events this service reacts to (the Inbox subscribes to exactly these). */
  consumes?: readonly Topic[];
  modules: ModuleImport[];
  /** The largest JSON body its internal API takes, in KiB (MAX_BODY_KIB when absent). */
  bodyLimitKib?: number;
}

export const defineService = <C extends ServiceConfig>(definition: ServiceDefinition<C>) => definition;

/** The root module of a service: the platform, the service's modules and any the caller adds. */
function serviceRoot(
  definition: ServiceDefinition,
  config: ServiceConfig,
  extra: ModuleImport[],
): DynamicModule {
  class ServiceRoot {}
  Object.defineProperty(ServiceRoot, 'name', { value: `${definition.name}Service` });
  return {
    module: ServiceRoot,
    imports: [
      ServicePlatformModule.forRoot({
        service: definition.name,
        config,
        consumes: definition.consumes ?? [],
      }),
      ...definition.modules,
      ...extra,
    ],
  };
}

/**
 * Starts a backend service: HTTP (internal API and health) plus its Kafka consumer, if any.
 * `extraModules` are for test harnesses (libs/testing), never for production wiring.
 */
export async function bootstrapService(definition: ServiceDefinition, extraModules: ModuleImport[] = []) {
  const config = loadConfig(definition.config);
  const { name: service, consumes = [] } = definition;
  const app = await createHttpApp(serviceRoot(definition, config, extraModules), {
    bodyLimitKib: definition.bodyLimitKib,
    metrics: { app: service },
  });
  if (consumes.length && config.EVENT_CONSUMERS === 'on') {
    const server = new InboxKafkaServer({
      client: { clientId: `${service}-consumer`, ...kafkaConnection(config), retry: { retries: 8 } },
      consumer: {
        groupId: config.KAFKA_GROUP_ID ?? service,
        allowAutoTopicCreation: false,
        sessionTimeout: 30_000,
        heartbeatInterval: 3_000,
      },
      subscribe: { fromBeginning: true },
      run: { partitionsConsumedConcurrently: 3 },
      postfixId: '',
    });
    const inbox = app.get(Inbox);
    server.acceptOnly((type) => inbox.handles(type));
    app.connectMicroservice<MicroserviceOptions>({ strategy: server });
    // HTTP first: a restarted service answers at once, while its consumer rejoins the group (which
    // waits out a dead member's session); readiness says 'joining' until it has.
    const consumer = app.get(ConsumerState);
    consumer.set('joining');
    await listen(app, service, config);
    await app.startAllMicroservices();
    consumer.set('joined');
    return app;
  }
  await listen(app, service, config);
  return app;
}

/** The service's modules without HTTP or consumers, for command-line tools (seeds, imports). */
export async function createServiceContext(definition: ServiceDefinition): Promise<INestApplicationContext> {
  const config = loadConfig(definition.config);
  const context = await NestFactory.createApplicationContext(serviceRoot(definition, config, []), {
    bufferLogs: true,
  });
  context.useLogger(context.get(Logger));
  return context;
}

/** Listens on the configured address and says so, with the Node.js runtime, in the start log line. */
export async function listen(
  app: NestFastifyApplication,
  name: string,
  config: { PORT: number; HOST: string },
) {
  await app.listen(config.PORT, config.HOST);
  app
    .get(Logger)
    .log(`${name} listening on http://${config.HOST}:${config.PORT} (Node ${process.version})`, 'Bootstrap');
}
