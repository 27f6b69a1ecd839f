import { join } from 'node:path';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Redis } from 'ioredis';
import { AppPlatformModule } from '@envios/platform';
import type { BffConfig } from './config/config';
import { HealthController } from './health/health.controller';
import { ServiceClients } from './platform/service-clients';

/** The backend-for-frontend: the whole public API under /api/v1, and the built web app. */
@Module({})
export class AppModule {
  static forRoot(config: BffConfig): DynamicModule {
    const web = config.WEB_DIST_DIR
      ? [
          ServeStaticModule.forRoot({
            rootPath: join(config.WEB_DIST_DIR),
            exclude: ['/api/{*path}'],
            serveStaticOptions: { maxAge: '1h', index: false },
          }),
        ]
      : [];
    return {
      module: AppModule,
      imports: [
        AppPlatformModule.forRoot({ app: 'bff', config }),
        ThrottlerModule.forRoot({
          throttlers: [{ name: 'default', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE }],
          // Counters live in Redis so the limit holds across BFF replicas.
          storage: new ThrottlerStorageRedisService(new Redis(config.REDIS_URL, { keyPrefix: 'envios:throttle:' })),
        }),
        ...web,
      ],
      controllers: [HealthController],
      providers: [ServiceClients, { provide: APP_GUARD, useClass: ThrottlerGuard }],
    };
  }
}
