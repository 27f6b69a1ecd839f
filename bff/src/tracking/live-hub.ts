import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { LIVE_SHIPMENTS_CHANNEL, ShipmentLiveUpdateSchema, type ShipmentLiveUpdate } from '@envios/contracts';
import { APP_CONFIG, redisOptions, type BaseConfig } from '@envios/platform';

type Listener = (update: ShipmentLiveUpdate) => void;

/**
 * The one Redis subscription of this BFF replica to shipments' live updates, fanned out to the open
 * pages connected here and to what this replica keeps of each guide (the lookup cache).
 */
@Injectable()
export class LiveHub implements OnApplicationShutdown {
  private readonly logger = new Logger(LiveHub.name);
  private readonly listeners = new Set<Listener>();
  private subscriber?: Redis;

  constructor(@Inject(APP_CONFIG) private readonly config: BaseConfig) {}

  /** Every update from now on, for as long as the replica runs. */
  onChange(listener: Listener): void {
    this.listeners.add(listener);
    this.subscribe();
  }

  /** Every update until the returned function is called (an open page). */
  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    this.subscribe();
    return () => this.listeners.delete(listener);
  }

  private subscribe(): void {
    if (this.subscriber) return;
    const subscriber = new Redis(redisOptions(this.config, { maxRetriesPerRequest: null }));
    this.subscriber = subscriber;
    subscriber.on('error', (err) => this.logger.warn(`live updates: ${err.message}`));
    subscriber.on('message', (_channel: string, message: string) => {
      let update: ShipmentLiveUpdate;
      try {
        update = ShipmentLiveUpdateSchema.parse(JSON.parse(message));
      } catch {
        this.logger.warn('live updates: a message that is not a shipment update was dropped');
        return;
      }
      for (const listener of this.listeners) listener(update);
    });
    void subscriber.subscribe(LIVE_SHIPMENTS_CHANNEL).catch((err: unknown) => {
      this.logger.warn(`live updates: cannot subscribe: ${String(err)}`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.listeners.clear();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }
}
