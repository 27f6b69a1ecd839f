import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService } from '@nestjs/terminus';
import { ConsumerHealth, KafkaHealth, MongoHealth, RedisHealth } from './indicators';

/**
 * /health/live: the process answers (Kubernetes liveness), with the Node.js runtime it runs on.
 * /health/ready: MongoDB, Kafka and Redis answer and the event consumer has joined its group
 * (readiness; the BFF aggregates these). HTTP is served before the consumer joins (see bootstrapService).
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly mongo: MongoHealth,
    private readonly kafka: KafkaHealth,
    private readonly redis: RedisHealth,
    private readonly consumer: ConsumerHealth,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok', node: process.version };
  }

  /** Terminus' own report, with 503 when a dependency is down (not the platform's error body). */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: { status(code: number): unknown }) {
    try {
      return await this.health.check([
        () => this.mongo.check(),
        () => this.kafka.check(),
        () => this.redis.check(),
        () => this.consumer.check(),
      ]);
    } catch (err) {
      if (!(err instanceof ServiceUnavailableException)) throw err;
      res.status(503);
      return err.getResponse();
    }
  }
}
