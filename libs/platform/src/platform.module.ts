import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { ClientsModule, Transport } from '@nestjs/microservices';
import { MongooseModule } from '@nestjs/mongoose';
import { BullModule } from '@nestjs/bullmq';
import { TerminusModule } from '@nestjs/terminus';
import { diagnosticsQueue, type ServiceName } from '@envios/contracts';
import { APP_CONFIG, type ServiceConfig } from './config/config';
import { PushdownIndexesMigration } from './datastore/pushdown-indexes.migration';
import { AllExceptionsFilter } from './errors/exception.filter';
import { EventPublisher } from './events/event-publisher';
import { Inbox, INBOX_OPTIONS } from './events/inbox';
import { createInboxController } from './events/inbox-kafka.server';
import { KAFKA_CLIENT, KafkaProducer } from './events/kafka-producer';
import { OutboxRelay } from './events/outbox-relay';
import { HealthController } from './health/health.controller';
import { KafkaHealth, MongoHealth, RedisHealth } from './health/indicators';
import { InternalAuthGuard } from './internal-auth/internal-auth.guard';
import { LoggingModule } from './logging/logging.module';
import { BULLMQ_PREFIX, redisOptionsFromUrl } from './queues/redis-connection';
import { DiagnosticPing, DiagnosticPingSchema } from './diagnostics/diagnostic-ping.schema';
import { DiagnosticsController } from './diagnostics/diagnostics.controller';
import { createDiagnosticsProcessor } from './diagnostics/diagnostics.processor';
import { DiagnosticsService, diagnosticsQueueProvider } from './diagnostics/diagnostics.service';

export interface ServicePlatformOptions {
  service: ServiceName;
  config: ServiceConfig;
  /** Topics this service consumes; the Inbox subscribes to exactly these. */
  consumes?: readonly string[];
}

/**
 * Everything a backend service gets from the platform: config, logs, its MongoDB database, the
 * Kafka producer with outbox relay and inbox, BullMQ on Redis, health, internal auth, one
 * exception filter, and diagnostics.
 */
@Module({})
export class ServicePlatformModule {
  static forRoot({ service, config, consumes = [] }: ServicePlatformOptions): DynamicModule {
    const queueName = diagnosticsQueue(service);
    return {
      module: ServicePlatformModule,
      global: true,
      imports: [
        LoggingModule.forRoot({ app: service, level: config.LOG_LEVEL }),
        MongooseModule.forRoot(config.MONGO_URL, { serverSelectionTimeoutMS: 5000, autoIndex: true }),
        MongooseModule.forFeature([{ name: DiagnosticPing.name, schema: DiagnosticPingSchema }]),
        DiscoveryModule,
        ClientsModule.register([
          {
            name: KAFKA_CLIENT,
            transport: Transport.KAFKA,
            options: {
              client: {
                clientId: `${service}-producer`,
                brokers: config.KAFKA_BROKERS,
                retry: { retries: 5 },
              },
              producer: { allowAutoTopicCreation: false },
              producerOnlyMode: true,
              postfixId: '',
            },
          },
        ]),
        BullModule.forRoot({ connection: redisOptionsFromUrl(config.REDIS_URL), prefix: BULLMQ_PREFIX }),
        BullModule.registerQueue({ name: queueName }),
        TerminusModule,
      ],
      controllers: [
        HealthController,
        DiagnosticsController,
        ...(consumes.length ? [createInboxController(consumes)] : []),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: INBOX_OPTIONS, useValue: { service, topics: consumes } },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: InternalAuthGuard },
        PushdownIndexesMigration,
        KafkaProducer,
        OutboxRelay,
        EventPublisher,
        Inbox,
        MongoHealth,
        KafkaHealth,
        RedisHealth,
        DiagnosticsService,
        diagnosticsQueueProvider(queueName),
        createDiagnosticsProcessor(queueName, service),
      ],
      exports: [APP_CONFIG, KafkaProducer, EventPublisher, OutboxRelay, Inbox, BullModule],
    };
  }
}
