import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type BaseConfig } from '../config/config';
import { redisOptions } from '../connections/redis';

/** An app's general-purpose Redis client, closed when the app shuts down. */
@Injectable()
export class ManagedRedis extends Redis implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: BaseConfig) {
    // Commands issued in one turn of the event loop go out in one write: a report reads a dozen
    // epochs in separate calls, and a socket write per command was a sixth of the reports service's
    // CPU under load.
    super(redisOptions(config, { maxRetriesPerRequest: 2, enableAutoPipelining: true }));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.quit().catch(() => this.disconnect());
  }
}
