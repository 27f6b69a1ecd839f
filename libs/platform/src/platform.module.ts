import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { ClientsModule, Transport } from '@nestjs/microservices';
import { MongooseModule } from '@nestjs/mongoose';
import { BullModule } from '@nestjs/bullmq';
import { BullMQOtel } from 'bullmq-otel';
import { TerminusModule } from '@nestjs/terminus';
import type { ServiceName, Topic } from '@envios/contracts';
import { APP_CONFIG, type ServiceConfig } from './config/config';
import { PushdownIndexesMigration } from './datastore/pushdown-indexes.migration';
import { AllExceptionsFilter } from './errors/exception.filter';
import { EventPublisher } from './events/event-publisher';
import { Inbox, INBOX_OPTIONS } from './events/inbox';
import { createInboxController } from './events/inbox-kafka.server';
import { KAFKA_CLIENT, KafkaProducer } from './events/kafka-producer';
import { OutboxRelay } from './events/outbox-relay';
import { HealthController } from './health/health.controller';
import { ConsumerHealth, ConsumerState, KafkaHealth, MongoHealth, RedisHealth } from './health/indicators';
import { InternalAuthGuard } from './internal-auth/internal-auth.guard';
import { LoggingModule } from './logging/logging.module';
import { kafkaConnection } from './connections/kafka';
import { bullConnection } from './connections/redis';
import { BULLMQ_PREFIX } from './queues/redis-connection';
import { PlatformMetrics } from './metrics/platform-metrics';
import { BusinessMetrics } from './metrics/business-metrics';
import { WorkerRole } from './queues/worker-role';

export interface ServicePlatformOptions {
  service: ServiceName;
  config: ServiceConfig;
  /** Topics this service consumes; the Inbox subscribes to exactly these. */
  consumes?: readonly Topic[];
}

/**
 * Everything a backend service gets from the platform: config, logs, its MongoDB database, the
 * Kafka producer with outbox relay and inbox, BullMQ on Redis, health, internal auth and one
 * exception filter.
 */
@Module({})
export class ServicePlatformModule {
  static forRoot({ service, config, consumes = [] }: ServicePlatformOptions): DynamicModule {
    return {
      module: ServicePlatformModule,
      global: true,
      imports: [
        LoggingModule.forRoot({ app: service, level: config.LOG_LEVEL }),
        MongooseModule.forRoot(config.MONGO_URL, {
          serverSelectionTimeoutMS: 5000,
          autoIndex: true,
          maxPoolSize: config.MONGO_MAX_POOL_SIZE,
        }),
        DiscoveryModule,
        ClientsModule.register([
          {
            name: KAFKA_CLIENT,
            transport: Transport.KAFKA,
            options: {
              client: {
                clientId: `${service}-producer`,
                ...kafkaConnection(config),
                retry: { retries: 5 },
              },
              producer: { allowAutoTopicCreation: false },
              producerOnlyMode: true,
              postfixId: '',
            },
          },
        ]),
        // bullmq-otel: a job carries the trace context it was added in, and its processing continues it.
        BullModule.forRoot({
          connection: bullConnection(config),
          prefix: BULLMQ_PREFIX,
          telemetry: new BullMQOtel('envios'),
        }),
        TerminusModule,
      ],
      controllers: [
        HealthController,
        ...(consumes.length
          ? [createInboxController(consumes.map((topic) => config.KAFKA_TOPIC_PREFIX + topic))]
          : []),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: INBOX_OPTIONS, useValue: { service, topics: consumes } },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: InternalAuthGuard },
        PushdownIndexesMigration,
        WorkerRole,
        PlatformMetrics,
        BusinessMetrics,
        KafkaProducer,
        OutboxRelay,
        EventPublisher,
        Inbox,
        MongoHealth,
        KafkaHealth,
        RedisHealth,
        ConsumerState,
        ConsumerHealth,
      ],
      exports: [
        APP_CONFIG,
        ConsumerState,
        KafkaProducer,
        EventPublisher,
        OutboxRelay,
        Inbox,
        BullModule,
        PushdownIndexesMigration,
        BusinessMetrics,
      ],
    };
  }
}
