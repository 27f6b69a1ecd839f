import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '@envios/platform';
import type { ReportsConfig } from '../config';
import { ReadModels } from './read-models';

type Incs = Map<string, Record<string, number>>;

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
  private readonly pending = new Map<string, { months: Incs; dests: Incs }>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly models: ReadModels,
    @Inject(APP_CONFIG) private readonly config: ReportsConfig,
  ) {}

  add(gen: number, months: Incs, dests: Incs = new Map()): void {
    const key = String(gen);
    const into = this.pending.get(key) ?? { months: new Map(), dests: new Map() };
    merge(into.months, months);
    merge(into.dests, dests);
    this.pending.set(key, into);
    this.timer ??= setTimeout(() => void this.flush(), this.config.REPORTS_FLUSH_MS).unref();
  }

  /** Writes what was gathered; resolves once it is written (also what an earlier flush had). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.entries()];
    this.pending.clear();
    this.flushing = this.flushing.then(() => this.write(batch));
    return this.flushing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  private async write(batch: [string, { months: Incs; dests: Incs }][]): Promise<void> {
    for (const [gen, { months, dests }] of batch) {
      const models = this.models.of(Number(gen));
      for (const [collection, incs] of [
        [models.months, months],
        [models.dests, dests],
      ] as const) {
        for (const [id, inc] of incs) {
          const nonZero = Object.fromEntries(Object.entries(inc).filter(([, v]) => v !== 0));
          if (!Object.keys(nonZero).length) continue;
          for (let attempt = 1; ; attempt++) {
            try {
              await (collection as typeof models.months).updateOne(
                { _id: id },
                { $inc: nonZero },
                { upsert: true },
              );
              break;
            } catch (err) {
              if (attempt >= 5) {
                this.logger.error(`aggregate ${id} not updated (${String(err)}); a rebuild puts it right`);
                break;
              }
              await new Promise((r) => setTimeout(r, 100 * attempt));
            }
          }
        }
      }
    }
  }
}

function merge(into: Incs, from: Incs) {
  for (const [id, inc] of from) {
    const target = into.get(id) ?? {};
    for (const [path, by] of Object.entries(inc)) target[path] = (target[path] ?? 0) + by;
    into.set(id, target);
  }
}
