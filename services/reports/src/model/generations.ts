import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';

const META = 'report_meta';
const ID = 'generations';
/** How long a replica trusts what it read of the generations (a rebuild waits longer than this). */
export const GENERATIONS_TTL_MS = 1_000;

interface GenerationsDoc {
  _id: string;
  /** The generation reports are read from. */
  current: number;
  /** The generations events are written to: the current one, and the one a rebuild fills. */
  targets: number[];
}

/**
 * Which generation of the read models is current, and which ones events go to. A rebuild
 * (cli/rebuild.ts) adds the next generation to the targets, fills it from the topics, then makes it
 * current: reports keep answering from the current one throughout.
 */
@Injectable()
export class Generations implements OnModuleInit {
  private cached?: { doc: GenerationsDoc; at: number };

  constructor(@InjectConnection() private readonly connection: Connection) {}

  async onModuleInit(): Promise<void> {
    await this.collection()
      .updateOne({ _id: ID }, { $setOnInsert: { current: 1, targets: [1] } }, { upsert: true })
      .catch((err: { code?: number }) => {
        if (err.code !== 11000) throw err;
      });
  }

  async current(): Promise<number> {
    return (await this.read()).current;
  }

  async targets(): Promise<number[]> {
    return (await this.read()).targets;
  }

  async read(fresh = false): Promise<GenerationsDoc> {
    if (!fresh && this.cached && Date.now() - this.cached.at < GENERATIONS_TTL_MS) return this.cached.doc;
    const doc = (await this.collection().findOne({ _id: ID })) ?? { _id: ID, current: 1, targets: [1] };
    this.cached = { doc, at: Date.now() };
    return doc;
  }

  async set(current: number, targets: number[]): Promise<void> {
    await this.collection().updateOne({ _id: ID }, { $set: { current, targets } }, { upsert: true });
    this.cached = undefined;
  }

  private collection() {
    return this.connection.collection<GenerationsDoc>(META);
  }
}
