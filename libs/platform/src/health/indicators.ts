import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { InjectConnection } from '@nestjs/mongoose';
import { Redis } from 'ioredis';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import type { Connection } from 'mongoose';
import { APP_CONFIG, type BaseConfig, type ServiceConfig } from '../config/config';
import { kafkaConnection } from '../connections/kafka';
import { redisOptions } from '../connections/redis';

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timeout after ${ms} ms`)), ms)),
  ]);

@Injectable()
export class MongoHealth {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async check(key = 'mongo') {
    const session = this.indicators.check(key);
    try {
      await withTimeout(this.connection.db!.admin().ping(), 2000);
      return session.up({ database: this.connection.name });
    } catch (err) {
      return session.down({ message: String((err as Error).message ?? err) });
    }
  }
}

@Injectable()
export class KafkaHealth implements OnApplicationShutdown {
  private admin?: Admin;
  private connected?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: ServiceConfig,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async check(key = 'kafka') {
    const session = this.indicators.check(key);
    try {
      if (!this.admin) {
        this.admin = new Kafka({
          clientId: 'health',
          ...kafkaConnection(this.config),
          logLevel: logLevel.NOTHING,
          retry: { retries: 0 },
        }).admin();
        this.connected = this.admin.connect();
      }
      await withTimeout(this.connected!, 2000);
      const cluster = await withTimeout(this.admin.describeCluster(), 2000);
      return session.up({ brokers: cluster.brokers.length });
    } catch (err) {
      await this.admin?.disconnect().catch(() => undefined);
      this.admin = undefined;
      return session.down({ message: String((err as Error).message ?? err) });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.admin?.disconnect().catch(() => undefined);
  }
}

@Injectable()
export class RedisHealth implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(
    @Inject(APP_CONFIG) config: BaseConfig,
    private readonly indicators: HealthIndicatorService,
  ) {
    this.redis = new Redis(
      redisOptions(config, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false }),
    );
  }

  async check(key = 'redis') {
    const session = this.indicators.check(key);
    try {
      if (this.redis.status === 'wait' || this.redis.status === 'end')
        await withTimeout(this.redis.connect(), 2000);
      await withTimeout(this.redis.ping(), 2000);
      return session.up();
    } catch (err) {
      return session.down({ message: String((err as Error).message ?? err) });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}

/**
 * Where the service's Kafka consumer is: `none` (the service consumes nothing, or its consumers are
 * off), `joining` (HTTP already answers while the group is joined: after a crash the join waits out
 * the dead member's session), `joined`. Set by bootstrapService.
 */
@Injectable()
export class ConsumerState {
  state: 'none' | 'joining' | 'joined' = 'none';
  since = Date.now();

  set(state: ConsumerState['state']): void {
    this.state = state;
    this.since = Date.now();
  }
}

/** Readiness of the consumer: down while it joins its group, so the service is taken as ready once it consumes. */
@Injectable()
export class ConsumerHealth {
  constructor(
    private readonly consumer: ConsumerState,
    private readonly indicators: HealthIndicatorService,
  ) {}

  check(key = 'consumer') {
    const session = this.indicators.check(key);
    const { state, since } = this.consumer;
    const detail = { state, forMs: Date.now() - since };
    return state === 'joining' ? session.down(detail) : session.up(detail);
  }
}
