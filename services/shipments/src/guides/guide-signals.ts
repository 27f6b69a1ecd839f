import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ManagedRedis } from '@envios/platform';

/** Where a label's outcome is announced: one channel for every shipment, its id in the message. */
const GUIDE_SIGNALS_CHANNEL = 'envios:shipments:guide-signals';

/** A label's outcome, once its state is written: made, or given up on. */
export type GuideSignal = 'generated' | 'failed';

interface Waiter {
  pending: Set<string>;
  heard: Map<string, GuideSignal>;
  done: () => void;
}

const isSignal = (v: unknown): v is GuideSignal => v === 'generated' || v === 'failed';

/**
 * Labels' outcomes told across replicas: the worker that wrote a guide's state announces it on Redis
 * pub/sub, and a request waiting for that guide (guides after payment) hears it on whichever replica
 * it runs. Pub/sub keeps nothing: an announcement made before a waiter subscribed is not heard, so a
 * waiter reads the state again once subscribed (`waitFor`'s `readAgain`), and reads it once more at
 * its deadline whatever it heard.
 *
 * Each replica holds one subscriber connection, opened at the first wait and subscribed to the one
 * channel; announcements for shipments nobody waits for here are dropped on arrival.
 */
@Injectable()
export class GuideSignals implements OnApplicationShutdown {
  private readonly logger = new Logger(GuideSignals.name);
  private readonly waiters = new Map<string, Set<Waiter>>();
  private subscriber?: ReturnType<ManagedRedis['duplicate']>;
  private subscribed?: Promise<boolean>;

  constructor(private readonly redis: ManagedRedis) {}

  /**
   * Tells every replica that this shipment's label is now `state`. Call it after the state is
   * written. A lost announcement costs a waiter its wait (it reads again at its deadline), so a
   * failure here is logged, never thrown into the work that wrote the state.
   */
  async announce(shipmentId: string, state: GuideSignal): Promise<void> {
    try {
      await this.redis.publish(GUIDE_SIGNALS_CHANNEL, JSON.stringify({ id: shipmentId, state }));
    } catch (err) {
      this.logger.warn(`guide ${shipmentId} ${state} not announced: ${String(err)}`);
    }
  }

  /**
   * Waits until every one of `ids` is announced or `deadline` (epoch ms) passes, and answers what
   * was heard. Once the subscription is active it calls `readAgain`, which answers the ids already
   * settled in storage: those announced between the caller's first read and this subscription, which
   * pub/sub cannot replay. When Redis cannot be subscribed to, it waits for the deadline.
   */
  async waitFor(
    ids: readonly string[],
    deadline: number,
    readAgain?: () => Promise<Iterable<string>>,
  ): Promise<Map<string, GuideSignal>> {
    const waiter: Waiter = { pending: new Set(ids), heard: new Map(), done: () => undefined };
    const finished = new Promise<void>((resolve) => {
      waiter.done = resolve;
    });
    let timer: NodeJS.Timeout | undefined;
    for (const id of waiter.pending) {
      const set = this.waiters.get(id) ?? new Set<Waiter>();
      set.add(waiter);
      this.waiters.set(id, set);
    }
    try {
      await this.subscribe();
      for (const id of readAgain ? await readAgain() : []) waiter.pending.delete(id);
      if (!waiter.pending.size) return waiter.heard;
      const left = deadline - Date.now();
      if (left <= 0) return waiter.heard;
      timer = setTimeout(() => waiter.done(), left);
      await finished;
      return waiter.heard;
    } finally {
      clearTimeout(timer);
      for (const id of ids) {
        const set = this.waiters.get(id);
        set?.delete(waiter);
        if (set && !set.size) this.waiters.delete(id);
      }
    }
  }

  /** Resolves once this replica's subscription is active (false when Redis refused it). */
  private subscribe(): Promise<boolean> {
    if (this.subscribed) return this.subscribed;
    const subscriber = this.redis.duplicate({ maxRetriesPerRequest: null, enableAutoPipelining: false });
    this.subscriber = subscriber;
    subscriber.on('error', (err: Error) => this.logger.warn(`guide signals: ${err.message}`));
    subscriber.on('message', (_channel: string, message: string) => this.heard(message));
    this.subscribed = subscriber.subscribe(GUIDE_SIGNALS_CHANNEL).then(
      () => true,
      (err: unknown) => {
        this.logger.warn(`guide signals: cannot subscribe: ${String(err)}`);
        // The next wait tries again; this one waits for its deadline.
        this.subscribed = undefined;
        this.subscriber = undefined;
        subscriber.disconnect();
        return false;
      },
    );
    return this.subscribed;
  }

  private heard(message: string): void {
    let signal: { id?: unknown; state?: unknown };
    try {
      signal = JSON.parse(message) as typeof signal;
    } catch {
      return;
    }
    if (typeof signal.id !== 'string' || !isSignal(signal.state)) return;
    for (const waiter of this.waiters.get(signal.id) ?? []) {
      if (!waiter.pending.delete(signal.id)) continue;
      waiter.heard.set(signal.id, signal.state);
      if (!waiter.pending.size) waiter.done();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const set of this.waiters.values()) for (const waiter of set) waiter.done();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }
}
