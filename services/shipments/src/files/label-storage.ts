import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@envios/platform';
import type { ShipmentsConfig } from '../config';

/**
 * Where label files live: every use case reads, writes and removes them through this port alone.
 * The filesystem by default; S3LabelStorage (s3-label-storage.ts) with LABEL_STORAGE=s3, chosen by
 * labelStorageProvider. Names are '<shipmentId>-<guide>.<pdf|zpl>'.
 */
export abstract class LabelStorage {
  abstract save(name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  abstract read(name: string): Promise<Buffer | null>;
  abstract remove(name: string): Promise<void>;
}

/** Files under LABELS_DIR, written to a temporary name and renamed, so a reader never sees half a file. */
@Injectable()
export class FilesystemLabelStorage extends LabelStorage {
  private readonly dir: string;
  private ready?: Promise<unknown>;

  constructor(@Inject(APP_CONFIG) config: ShipmentsConfig) {
    super();
    this.dir = resolve(config.LABELS_DIR);
  }

  async save(name: string, bytes: Buffer): Promise<void> {
    await (this.ready ??= mkdir(this.dir, { recursive: true }));
    const tmp = join(this.dir, `.${name}.${process.pid}.tmp`);
    await writeFile(tmp, bytes);
    await rename(tmp, join(this.dir, name));
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.dir, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(join(this.dir, name), { force: true });
  }
}

/** The path a shipment stores for its label (section 7: the web rewrites './src/public/' to /api/public/). */
const STORED_PREFIX = './src/public/';
export const storedPath = (file: string) => `${STORED_PREFIX}${file}`;
export const fileOf = (stored: string | null) =>
  stored?.startsWith(STORED_PREFIX) ? stored.slice(STORED_PREFIX.length) : null;
