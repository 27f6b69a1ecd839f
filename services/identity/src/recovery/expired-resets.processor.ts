import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Queue } from 'bullmq';
import type { Model } from 'mongoose';
import { PasswordReset } from './reset-token.schema';

export const IDENTITY_MAINTENANCE_QUEUE = 'identity-maintenance';

/** Deletes reset links a day after they expire (the local MongoDB-compatible server has no TTL indexes). */
@Processor(IDENTITY_MAINTENANCE_QUEUE)
export class ExpiredResetsProcessor extends WorkerHost {
  constructor(@InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>) {
    super();
  }

  async process(): Promise<{ deleted: number }> {
    const { deletedCount } = await this.resets.deleteMany({
      expiresAt: { $lt: new Date(Date.now() - 86_400_000) },
    });
    return { deleted: deletedCount };
  }
}

@Injectable()
export class ExpiredResetsScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(IDENTITY_MAINTENANCE_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('purge-expired-resets', { every: 3_600_000 }, { name: 'purge' });
  }
}
