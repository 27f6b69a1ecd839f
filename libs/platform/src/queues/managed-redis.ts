import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type BaseConfig } from '../config/config';

/** An app's general-purpose Redis client, closed when the app shuts down. */
@Injectable()
export class ManagedRedis extends Redis implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: BaseConfig) {
    super(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.quit().catch(() => this.disconnect());
  }
}
