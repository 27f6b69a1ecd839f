import { randomUUID } from 'node:crypto';
import type { ManagedRedis } from '@envios/platform';

const TTL_MS = 30_000;
const WAIT_MS = 20_000;

/**
 * A short Redis lock per owner and per account around the writes that change their sequences
 * (create, delete), so page buckets stay dense across replicas. Keys are taken in sorted order, so
 * two operations never wait on each other crosswise. Held by ShipmentStore, which takes it around
 * its inserts and deletes.
 */
export class AccountLock {
  constructor(private readonly redis: ManagedRedis) {}

  async around<T>(names: string[], work: () => Promise<T>): Promise<T> {
    const keys = [...new Set(names)].sort().map((n) => `shipments:lock:${n}`);
    const token = randomUUID();
    const held: string[] = [];
    try {
      for (const key of keys) {
        await this.acquire(key, token);
        held.push(key);
      }
      return await work();
    } finally {
      for (const key of held.reverse()) await this.release(key, token);
    }
  }

  private async acquire(key: string, token: string): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    let pause = 5;
    while ((await this.redis.set(key, token, 'PX', TTL_MS, 'NX')) !== 'OK') {
      if (Date.now() > deadline) throw new Error(`lock ${key} not acquired in ${WAIT_MS} ms`);
      await new Promise((r) => setTimeout(r, pause));
      pause = Math.min(pause * 2, 100);
    }
  }

  private async release(key: string, token: string): Promise<void> {
    // Only our own lock: compare and delete in one step.
    await this.redis.eval(
      "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end",
      1,
      key,
      token,
    );
  }
}
