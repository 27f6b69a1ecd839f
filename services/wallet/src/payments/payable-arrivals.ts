import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, ManagedRedis } from '@envios/platform';
import type { WalletConfig } from '../config';

type Subscriber = ReturnType<ManagedRedis['duplicate']>;

/**
 * Payables announced as they are recorded (ShipmentCreated), on a Redis channel every replica
 * listens to: a request for a shipment created a moment ago waits for its announcement instead of
 * reading the database again and again. One subscription per replica, opened at start.
 */
@Injectable()
export class PayableArrivals implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PayableArrivals.name);
  /** The wallet database's own channel: services of other databases on one Redis do not wake us. */
  private readonly channel: string;
  private readonly waiting = new Map<string, Set<() => void>>();
  private subscriber?: Subscriber;
  private subscribed: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) config: WalletConfig,
    private readonly redis: ManagedRedis,
  ) {
    // The database's name, read without URL(): a replica set's URL lists several hosts, which URL refuses.
    const database = config.MONGO_URL.split('?')[0].split('/')[3] ?? '';
    this.channel = `wallet:payable-recorded:${database}`;
  }

  onModuleInit(): void {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('error', (err: Error) => this.logger.warn(`payable announcements: ${err.message}`));
    subscriber.on('message', (_channel: string, id: string) => {
      for (const wake of this.waiting.get(id) ?? []) wake();
    });
    this.subscribed = subscriber.subscribe(this.channel).catch((err: unknown) => {
      this.logger.warn(`payable announcements: cannot subscribe: ${String(err)}`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /** Says a payable was recorded (after its write); never fails its caller. */
  async announce(id: string): Promise<void> {
    await this.redis.publish(this.channel, id).catch((err: unknown) => {
      this.logger.warn(`announcing payable ${id}: ${String(err)}`);
    });
  }

  /**
   * Waits until every one of `ids` is announced, or `timeoutMs`. `missing` reads which of them are
   * still not recorded; it is asked once the subscription listens, so a payable recorded before
   * that (its announcement gone by) is not waited for.
   */
  async waitFor(ids: string[], missing: () => Promise<string[]>, timeoutMs: number): Promise<void> {
    const pending = new Set(ids);
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const wakers = new Map<string, () => void>();
    for (const id of ids) {
      const wake = () => {
        pending.delete(id);
        if (!pending.size) done();
      };
      wakers.set(id, wake);
      this.waiting.set(id, (this.waiting.get(id) ?? new Set()).add(wake));
    }
    const timer = setTimeout(done, timeoutMs);
    try {
      await this.subscribed;
      const still = new Set(await missing());
      for (const id of ids) if (!still.has(id)) wakers.get(id)!();
      await finished;
    } finally {
      clearTimeout(timer);
      for (const [id, wake] of wakers) {
        const set = this.waiting.get(id);
        set?.delete(wake);
        if (!set?.size) this.waiting.delete(id);
      }
    }
  }
}
