import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { LabelStorage } from '../files/label-storage';
import { disputePhotoName } from './dispute.schema';

/**
 * A dispute's photos, through the label files' storage port (the filesystem or S3) under names of
 * their own ('dispute-<id>-<n>.jpg', which no label route serves). The BFF has already checked and
 * re-encoded them as JPEG.
 */
@Injectable()
export class DisputePhotos {
  private readonly logger = new Logger(DisputePhotos.name);

  constructor(private readonly storage: LabelStorage) {}

  /** Stores them all under a new attempt's names, or none (a failure removes those written): the names. */
  async saveAll(disputeId: string, photos: readonly Buffer[]): Promise<string[]> {
    const token = randomBytes(6).toString('hex');
    const names = photos.map((_, i) => disputePhotoName(disputeId, token, i + 1));
    try {
      await Promise.all(photos.map((bytes, i) => this.storage.save(names[i], bytes)));
      return names;
    } catch (err) {
      await this.removeAll(names);
      throw err;
    }
  }

  /** Removes a refused dispute's photos (never fails its caller). */
  async removeAll(names: readonly string[]): Promise<void> {
    for (const name of names) {
      await this.storage
        .remove(name)
        .catch((e: Error) => this.logger.warn(`dispute photo ${name} not removed: ${e.message}`));
    }
  }

  read(name: string): Promise<Buffer | null> {
    return this.storage.read(name);
  }
}
