import { randomInt } from 'node:crypto';
import type { Carrier } from './carriers';

/**
 * The pickups the simulated carriers have been asked for (the network's own endpoint for the rate-card
 * carriers, FedEx's Pickup API for FEDEX), kept with the guides across restarts. A pickup is keyed by
 * its carrier and confirmation number; a request that repeats an earlier one's `reference` answers
 * that pickup again (a retried job schedules one courier visit).
 */

interface PickupAddress {
  name: string;
  phone: string;
  street: string;
  city: string;
  postalCode: string;
}

export interface Pickup {
  carrier: Carrier;
  confirmationNumber: string;
  /** The caller's key; a second request with it gets this pickup. */
  reference: string;
  /** YYYY-MM-DD, Mexico City. */
  date: string;
  /** HH:MM, Mexico City. */
  readyTime: string;
  closeTime: string;
  address: PickupAddress;
  packageCount: number;
  weightKg: number;
  trackingNumbers: string[];
  /** FedEx's dispatch location (returned by FedEx Pickup, needed to cancel). */
  location?: string;
  createdAt: number;
  cancelledAt?: number;
}

export class PickupBook {
  private readonly pickups = new Map<string, Pickup>();
  private readonly byReference = new Map<string, string>();
  /** Grows with every change (the state file's writer compares it). */
  changes = 0;

  constructor(private readonly maxPickups = 50_000) {}

  get size(): number {
    return this.pickups.size;
  }

  find(carrier: Carrier, confirmationNumber: string): Pickup | undefined {
    return this.pickups.get(`${carrier}:${confirmationNumber}`);
  }

  byRef(carrier: Carrier, reference: string): Pickup | undefined {
    const number = this.byReference.get(`${carrier}:${reference}`);
    return number === undefined ? undefined : this.find(carrier, number);
  }

  /** Books a pickup (or answers the one booked under the same reference). */
  schedule(
    input: Omit<Pickup, 'confirmationNumber' | 'createdAt' | 'cancelledAt'>,
    now: number,
    newNumber: () => string = () => String(randomInt(100_000_000, 999_999_999)),
  ): { pickup: Pickup; repeated: boolean } {
    const known = this.byRef(input.carrier, input.reference);
    if (known) return { pickup: known, repeated: true };
    let confirmationNumber = newNumber();
    while (this.find(input.carrier, confirmationNumber)) confirmationNumber = newNumber();
    const pickup: Pickup = { ...input, confirmationNumber, createdAt: now };
    this.add(pickup);
    return { pickup, repeated: false };
  }

  cancel(pickup: Pickup, now: number): Pickup {
    if (pickup.cancelledAt === undefined) {
      pickup.cancelledAt = now;
      this.changes++;
    }
    return pickup;
  }

  snapshot(): Pickup[] {
    return [...this.pickups.values()];
  }

  restore(pickups: readonly Pickup[]): void {
    for (const p of pickups) this.add({ ...p });
  }

  private add(pickup: Pickup): void {
    this.pickups.set(`${pickup.carrier}:${pickup.confirmationNumber}`, pickup);
    this.byReference.set(`${pickup.carrier}:${pickup.reference}`, pickup.confirmationNumber);
    this.changes++;
    while (this.pickups.size > this.maxPickups) {
      const [oldestKey, oldest] = this.pickups.entries().next().value!;
      this.pickups.delete(oldestKey);
      this.byReference.delete(`${oldest.carrier}:${oldest.reference}`);
    }
  }
}
