import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { CarrierCode } from '@envios/domain';
import { mongoDb } from './mongo';
import { freePort } from './ports';
import { ServiceProcess } from './service-process';
import { appEnv } from './stack';

/** The portal's own guide-number formats per carrier (as the simulator checks them). */
const FORMAT: Record<CarrierCode, { prefix: string; digits: number }> = {
  DHL: { prefix: '', digits: 10 },
  FEDEX: { prefix: '', digits: 12 },
  ESTAFETA: { prefix: '', digits: 22 },
  PAQUETEXPRESS: { prefix: 'PQX', digits: 12 },
  REDPACK: { prefix: 'RP', digits: 10 },
  AMPM: { prefix: 'AM', digits: 10 },
};
let serial = Math.floor(Math.random() * 1e6);
/** A guide number of the carrier's format, unique in this process. */
const guideNumber = (carrier: CarrierCode) =>
  FORMAT[carrier].prefix + `9${String(serial++).padStart(FORMAT[carrier].digits - 1, '0')}`;

/**
 * A tracking process with its own database, consumer group, Redis database (its own schedule and
 * queues), and its own carrier sandbox (its own counters and rate limit), so what it measures is its
 * own traffic.
 */
export class TrackingRig {
  sandbox!: ServiceProcess;
  tracking!: ServiceProcess;
  redis!: Redis;
  database = `envios_test_tracking_${randomUUID().slice(0, 8)}`;
  private env: Record<string, string> = {};

  constructor(
    private readonly sandboxEnv: Record<string, string>,
    private readonly trackingEnv: Record<string, string>,
    private readonly redisDb: number,
  ) {}

  async start() {
    this.sandbox = new ServiceProcess('carrier-sandbox', {
      PORT: String(await freePort()),
      NETWORK_SPEED: '60',
      ...this.sandboxEnv,
    }).start();
    await this.sandbox.ready();
    const base = appEnv('tracking');
    const redisUrl = `${base.REDIS_URL.replace(/\/\d+$/, '')}/${this.redisDb}`;
    this.redis = new Redis(redisUrl);
    await this.redis.flushdb();
    this.env = {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${new URL(base.MONGO_URL).host}/${this.database}`,
      KAFKA_GROUP_ID: `tracking-test-${this.database}`,
      REDIS_URL: redisUrl,
      // It follows only the guides the test seeds, never the stack's (whose events it would publish).
      EVENT_CONSUMERS: 'off',
      CARRIER_NETWORK_URL: this.sandbox.url,
      FEDEX_TRACK_URL: this.sandbox.url,
      ...this.trackingEnv,
    };
    await this.startTracking();
    return this;
  }

  async startTracking() {
    this.tracking = new ServiceProcess('tracking', this.env).start();
    await this.tracking.ready();
  }

  async stop() {
    this.redis?.disconnect();
    await Promise.all([this.tracking?.stop(), this.sandbox?.stop()]);
  }

  async network(path: string, body?: unknown) {
    const r = await fetch(`${this.sandbox.url}/__sandbox/network/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (r.status !== 200) throw new Error(`sandbox ${path}: ${r.status} ${await r.text()}`);
    return (await r.json()) as any;
  }

  guides() {
    return mongoDb(this.database).then((db) => db.collection<any>('tracked_guides'));
  }

  /**
   * `count` active guides per carrier, as GuideGenerated would have made them, all due now, each on
   * the carrier network since `minutesAgo` (or a random moment since then, with `spread`), labels
   * of our own or (`source: 'fedex'`) FedEx's. At the sandbox's speed a story takes about an hour
   * from label to delivery.
   */
  async seed(
    carriers: readonly CarrierCode[],
    count: number,
    minutesAgo: number,
    { spread = false, source = 'ratecard' }: { spread?: boolean; source?: 'ratecard' | 'fedex' } = {},
  ): Promise<string[]> {
    const now = Date.now();
    const ago = minutesAgo * 60_000;
    const docs = carriers.flatMap((carrier) =>
      Array.from({ length: count }, () => ({
        _id: guideNumber(carrier),
        shipmentId: randomUUID().replace(/-/g, '').slice(0, 24),
        owner: 'seed-owner',
        account: 'seed-owner',
        carrier,
        serviceName: null,
        source,
        trackingSource: source === 'fedex' ? 'fedex' : null,
        active: true,
        stopReason: null,
        status: null,
        statusText: 'Guía creada',
        notFound: false,
        events: [],
        version: 0,
        lastEventAt: null,
        lastChangeAt: new Date(now - ago),
        pollFailures: 0,
        lastPollError: null,
        generatedAt: new Date(now - ago),
        deliveredAt: null,
      })),
    );
    const collection = await this.guides();
    for (let i = 0; i < docs.length; i += 1000) await collection.insertMany(docs.slice(i, i + 1000));
    for (let i = 0; i < docs.length; i += 20_000)
      await this.network('register-many', {
        guides: docs.slice(i, i + 20_000).map((d) => ({
          carrier: d.carrier,
          trackingNumber: d._id,
          registeredAt: new Date(now - (spread ? ago * Math.random() : ago)).toISOString(),
        })),
      });
    const pipeline = this.redis.pipeline();
    for (const d of docs) pipeline.zadd(`envios:tracking:due:${d.carrier}`, now, d._id);
    await pipeline.exec();
    return docs.map((d) => d._id);
  }

  async polledAtLeastOnce(guides: string[]): Promise<number> {
    return (await this.guides()).countDocuments({ _id: { $in: guides }, version: { $gte: 1 } });
  }
}
