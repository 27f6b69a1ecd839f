import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { APP_CONFIG, type ServiceConfig } from '../config/config';
import { connectPostgres, ensurePushdownIndexes } from './pushdown-indexes';

/**
 * At start, once mongoose has created the schemas' indexes, adds the GIN indexes FerretDB on
 * PostgreSQL needs to serve them (see pushdown-indexes.ts); `ensure()` does it again for models a
 * service makes later (the reports' next generation). Does nothing on MongoDB.
 */
@Injectable()
export class PushdownIndexesMigration implements OnApplicationBootstrap {
  private readonly logger = new Logger(PushdownIndexesMigration.name);

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: ServiceConfig,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.ensure();
  }

  async ensure(): Promise<void> {
    if (!this.config.FERRETDB_POSTGRES_URL) return;
    await Promise.all(this.connection.modelNames().map((name) => this.connection.model(name).init()));
    const pg = await connectPostgres(this.config.FERRETDB_POSTGRES_URL);
    try {
      const created = await ensurePushdownIndexes(pg, this.connection.db!.databaseName);
      if (created.length) {
        this.logger.log(
          `created ${created.length} pushdown indexes: ${created.map((i) => `${i.collection}.${i.field}`).join(', ')}`,
        );
      }
    } finally {
      await pg.end();
    }
  }
}
