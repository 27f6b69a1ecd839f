import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '@envios/platform';
import type { ReportsConfig } from '../config';
import { AggregateCache } from './aggregate-cache';
import { addIncs, type Incs } from './aggregate-docs';
import { ReadModels } from './read-models';

/**
 * Statements per bulkWrite: FerretDB 1.24 holds a PostgreSQL connection for each statement of a
 * command until it ends (ARCHITECTURE.md), so 16 there; MongoDB takes large batches.
 */
const WRITE_BATCH = { ferretdb: 16, mongodb: 500 } as const;

/**
 * The aggregate documents' `$inc`s, gathered for REPORTS_FLUSH_MS and written as one update per
 * document: a shipment's event changes three scopes' documents, and a busy day sends thousands of
 * events to the same few documents. Each event's own row is written first, at once (it is what
 * makes a repeated event change nothing); what is gathered here is lost only if the process dies
 * within the window, which a rebuild (cli/rebuild.ts) puts right. A graceful stop writes it first.
 */
@Injectable()
export class AggregateBuffer implements BeforeApplicationShutdown {
  private readonly logger = new Logger(AggregateBuffer.name);
  private readonly pending = new Map<string, { months: Incs; dests: Incs; lanes: Incs }>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly models: ReadModels,
    private readonly cache: AggregateCache,
    @Inject(APP_CONFIG) private readonly config: ReportsConfig,
  ) {}

  add(gen: number, months: Incs, dests: Incs = new Map(), lanes: Incs = new Map()): void {
    const key = String(gen);
    const into = this.pending.get(key) ?? { months: new Map(), dests: new Map(), lanes: new Map() };
    addIncs(into.months, months);
    addIncs(into.dests, dests);
    addIncs(into.lanes, lanes);
    this.pending.set(key, into);
    this.timer ??= setTimeout(
      () =>
        void this.flush().catch((err: unknown) =>
          this.logger.error(`aggregates not written (${String(err)}); a rebuild puts them right`),
        ),
      this.config.REPORTS_FLUSH_MS,
    ).unref();
  }

  /** Writes what was gathered; resolves once it is written (also what an earlier flush had). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.entries()];
    this.pending.clear();
    // After a failed write too: one failure must not keep every later batch from being written.
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write(batch));
    return this.flushing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  private async write(batch: [string, { months: Incs; dests: Incs; lanes: Incs }][]): Promise<void> {
    for (const [gen, { months, dests, lanes }] of batch) {
      const models = this.models.of(Number(gen));
      const written: string[] = [];
      for (const [collection, incs] of [
        [models.months, months],
        [models.dests, dests],
        [models.lanes, lanes],
      ] as const) {
        const ops = [...incs]
          .map(([id, inc]) => ({
            id,
            inc: Object.fromEntries(Object.entries(inc).filter(([, v]) => v !== 0)),
          }))
          .filter(({ inc }) => Object.keys(inc).length > 0);
        const size = WRITE_BATCH[this.config.DATASTORE];
        for (let i = 0; i < ops.length; i += size) {
          const part = ops.slice(i, i + size);
          for (let attempt = 1; ; attempt++) {
            try {
              await (collection as typeof models.months).bulkWrite(
                part.map(({ id, inc }) => ({
                  updateOne: { filter: { _id: id }, update: { $inc: inc }, upsert: true },
                })),
                { ordered: true },
              );
              written.push(...part.map(({ id }) => id));
              break;
            } catch (err) {
              // A batch that failed midway is not retried (its first writes are in): a rebuild puts it right.
              const partial = (err as { result?: { nModified?: number; nUpserted?: number } }).result;
              if (attempt >= 5 || (partial && (partial.nModified || partial.nUpserted))) {
                this.logger.error(
                  `aggregates ${part[0].id}… not updated (${String(err)}); a rebuild puts them right`,
                );
                written.push(...part.map(({ id }) => id));
                break;
              }
              await new Promise((r) => setTimeout(r, 100 * attempt));
            }
          }
        }
      }
      await this.cache.changed(Number(gen), written);
    }
  }
}
