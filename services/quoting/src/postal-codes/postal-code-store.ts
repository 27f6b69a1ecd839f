import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { CURRENT_IMPORT_ID, PostalCodeImport, type PostalCodeDocument } from './postal-code.schema';

const PREFIX = 'postal_codes_';
const GENERATION = /^postal_codes_(\d{17})_[0-9a-f]{4}$/;
/** Writes to one FerretDB database are serialised: few large batches, other writers slot in between. */
const BATCH_SIZE = 1000;
/** A generation not current, not the previous one and older than this is left over from a crash or race. */
const STALE_AFTER_MS = 60 * 60_000;

/**
 * Where the catalogue is stored. Each import writes a new collection ("generation",
 * postal_codes_<UTC time>_<random>) with plain inserts, then points the stamp at it; readers
 * follow the stamp. Why not upserts into one collection: FerretDB v1 runs every update and
 * delete as a scan of the whole collection, even by _id (measured ~90 ms per operation at 20,000
 * codes, hours for a full import), while inserts are cheap (32,000 codes in about 5 s). The
 * switch is also atomic: a replica never sees half an import.
 */
@Injectable()
export class PostalCodeStore {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(PostalCodeImport.name) private readonly imports: Model<PostalCodeImport>,
  ) {}

  currentImport(): Promise<PostalCodeImport | null> {
    return this.imports.findById(CURRENT_IMPORT_ID).lean<PostalCodeImport>();
  }

  async saveImport(stamp: Omit<PostalCodeImport, '_id'>): Promise<void> {
    await this.imports.replaceOne(
      { _id: CURRENT_IMPORT_ID },
      { _id: CURRENT_IMPORT_ID, ...stamp },
      { upsert: true },
    );
  }

  async *readAll(collection: string): AsyncGenerator<PostalCodeDocument> {
    yield* this.collection(collection).find({}, { batchSize: 5000 });
  }

  newGeneration(now = new Date()): string {
    const time = now.toISOString().replace(/\D/g, '').slice(0, 17);
    return `${PREFIX}${time}_${randomBytes(2).toString('hex')}`;
  }

  async insertAll(collection: string, documents: PostalCodeDocument[]): Promise<void> {
    for (let i = 0; i < documents.length; i += BATCH_SIZE) {
      await this.collection(collection).insertMany(documents.slice(i, i + BATCH_SIZE), { ordered: false });
    }
  }

  /**
   * Drops generations other than `keep` that are over an hour old (so an import running in
   * another process is never pulled from under it). The previous generation stays for replicas
   * still reading it.
   */
  async dropStaleGenerations(keep: (string | undefined)[], now = Date.now()): Promise<string[]> {
    const dropped: string[] = [];
    for (const { name } of await this.connection.db!.listCollections({}, { nameOnly: true }).toArray()) {
      const match = GENERATION.exec(name);
      if (!match || keep.includes(name) || now - generationTime(match[1]) < STALE_AFTER_MS) continue;
      await this.connection.db!.dropCollection(name);
      dropped.push(name);
    }
    return dropped;
  }

  private collection(name: string) {
    if (!name.startsWith(PREFIX)) throw new Error(`Not a postal-code collection: ${name}`);
    return this.connection.collection<PostalCodeDocument>(name);
  }
}

function generationTime(digits: string): number {
  const [, y, mo, d, h, mi, s, ms] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})$/.exec(digits)!;
  return Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, +ms);
}
