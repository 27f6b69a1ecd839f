import { CARRIERS, CATALOGS, type Carrier } from './carriers';
import { RollingWindow } from './rate-limit';
import { buildTimeline, type Scenario, type Timeline, type TimelineEvent } from './timeline';

/**
 * The simulated carrier network: which guides have entered it and when (`registeredAt`, real ms),
 * each carrier's rate limit and failure mode, and the counters the stats hook reports.
 *
 * A guide's story is a pure function of its key (timeline.ts), so the registry stores one number per
 * guide and rebuilds stories on demand; the most recently used stories are cached (LRU) so a poller
 * hitting the same guides again and again costs a map lookup, not a sha256 and a dozen allocations.
 * Both maps are bounded: the oldest registrations are forgotten past `maxGuides`.
 *
 * Real time and simulated time: an event at simulated offset `o` is visible from
 * `registeredAt + o / speed` (rounded up to the millisecond, so that moving `registeredAt` back by
 * that amount makes it visible exactly now) and that instant is its reported date, so dates are never
 * in the future. A guide may be registered with a speed of its own (the portal's demo history places
 * its guides at real pace, 1, in a network that otherwise runs 60 times faster).
 */

export const FAILURE_MODES = ['normal', 'garbage', 'hang', 'error500', 'flaky'] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

export interface NetworkOptions {
  now: () => number;
  /** Simulated time per real time: 60 means an hour of the story passes in a real minute. */
  speed: number;
  /** Requests each carrier accepts in any rolling second. */
  rateLimit: number;
  maxGuides?: number;
  cachedTimelines?: number;
}

/** One guide's registration, as `snapshot` lists them (oldest first) and `restore` takes them back. */
export interface Registration {
  carrier: Carrier;
  trackingNumber: string;
  registeredAt: number;
  scenario?: Scenario;
  speed?: number;
  /** When its label was cancelled (real ms): its story stops there. */
  cancelledAt?: number;
}

/** Why a label can no longer be cancelled: the courier has it, it is on its way, or its story ended. */
export type CancelRefusal = 'pickedUp' | 'inTransit' | 'finished';

export interface PlacedEvent extends TimelineEvent {
  /** Real instant (ms) from which the event is visible; also its reported date. */
  at: number;
}

export interface GuideView {
  carrier: Carrier;
  trackingNumber: string;
  registeredAt: number;
  scenario: Scenario;
  /** The whole story placed in real time, oldest first; the first `visible` ones can be seen now. */
  events: PlacedEvent[];
  visible: number;
}

/** What the network endpoint answers per event. */
export interface NetworkEvent {
  code: string;
  description: string;
  date: string;
  location: string | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** ISO 8601 at America/Mexico_City's offset, to the second. Mexico City has had no DST since 2022: always -06:00. */
export const mexicoCityDate = (ms: number) =>
  `${new Date(ms - 6 * HOUR_MS).toISOString().slice(0, 19)}-06:00`;

export const networkEvent = (e: PlacedEvent): NetworkEvent => ({
  code: e.code,
  description: e.description,
  date: mexicoCityDate(e.at),
  location: e.location,
});

const perCarrier = <T>(value: () => T) =>
  Object.fromEntries(CARRIERS.map((c) => [c, value()])) as Record<Carrier, T>;

export class CarrierNetwork {
  readonly speed: number;
  readonly rateLimit: number;
  private readonly now: () => number;
  private readonly maxGuides: number;
  private readonly cachedTimelines: number;
  private readonly guides = new Map<string, number>();
  /** Guides whose story a test chose (register's `scenario`), instead of the hash's. */
  private readonly forced = new Map<string, Scenario>();
  /**
   * Guides that move at a speed of their own (register's `speed`): their story's clock starts at the
   * Mexico City time of day they were registered at, so at real pace its mornings are real mornings.
   */
  private readonly speeds = new Map<string, number>();
  /** Guides whose label was cancelled, and when (real ms). */
  private readonly cancelled = new Map<string, number>();
  /** Grows with every registration: whoever keeps a copy of the registry knows when it is stale. */
  changes = 0;
  private readonly timelines = new Map<string, Timeline>();
  private readonly windows: Record<Carrier, RollingWindow>;
  private readonly modes = perCarrier<FailureMode>(() => 'normal');
  /** The 'flaky' mode's share of requests that fail (0..1), and how many it failed. */
  private readonly flakyRates = perCarrier(() => 0);
  private flaked = perCarrier(() => 0);
  private requests = perCarrier(() => 0);
  private rejected = perCarrier(() => 0);
  private maxPerSecond = perCarrier(() => 0);
  /** Requests held open by the 'hang' mode right now. */
  hanging = 0;

  constructor(options: NetworkOptions) {
    this.now = options.now;
    this.speed = options.speed;
    this.rateLimit = options.rateLimit;
    this.maxGuides = options.maxGuides ?? 200_000;
    this.cachedTimelines = options.cachedTimelines ?? 50_000;
    this.windows = perCarrier(() => new RollingWindow(options.rateLimit));
  }

  /**
   * Registers a guide, or re-anchors it (moves its story) when it is already known; a re-anchored
   * guide keeps the scenario and speed it was given unless new ones are.
   */
  register(
    carrier: Carrier,
    trackingNumber: string,
    registeredAt = this.now(),
    scenario?: Scenario,
    speed?: number,
  ): void {
    const key = `${carrier}:${trackingNumber}`;
    this.guides.delete(key);
    this.guides.set(key, registeredAt);
    if (scenario && this.forced.get(key) !== scenario) {
      this.forced.set(key, scenario);
      this.timelines.delete(key);
    }
    if (speed !== undefined) this.speeds.set(key, speed);
    if (this.speeds.has(key)) this.timelines.delete(key);
    this.changes++;
    // Maps iterate in insertion order: the first key is the oldest registration.
    while (this.guides.size > this.maxGuides) {
      const oldest = this.guides.keys().next().value!;
      this.guides.delete(oldest);
      this.forced.delete(oldest);
      this.speeds.delete(oldest);
      this.cancelled.delete(oldest);
    }
  }

  /**
   * Cancels a guide's label while the courier has not picked it up: its story stops at that instant
   * with the carrier's cancellation event. A well-formed guide the network has not seen yet (a label
   * printed and never tracked) enters it now, cancelled. Cancelling again answers the same.
   */
  cancel(
    carrier: Carrier,
    trackingNumber: string,
  ): { cancelled: true; view: GuideView } | { cancelled: false; refusal: CancelRefusal; view: GuideView } {
    const key = `${carrier}:${trackingNumber}`;
    if (!this.guides.has(key)) this.register(carrier, trackingNumber);
    const view = this.view(carrier, trackingNumber)!;
    if (this.cancelled.has(key)) return { cancelled: true, view };
    const last = view.events[view.visible - 1]?.kind;
    if (last && last !== 'created') {
      const refusal: CancelRefusal =
        last === 'pickedUp'
          ? 'pickedUp'
          : last === 'delivered' || last === 'returned'
            ? 'finished'
            : 'inTransit';
      return { cancelled: false, refusal, view };
    }
    this.cancelled.set(key, this.now());
    this.timelines.delete(key);
    this.changes++;
    return { cancelled: true, view: this.view(carrier, trackingNumber)! };
  }

  isCancelled(carrier: Carrier, trackingNumber: string): boolean {
    return this.cancelled.has(`${carrier}:${trackingNumber}`);
  }

  /** Every registration, oldest first. */
  snapshot(): Registration[] {
    return [...this.guides].map(([key, registeredAt]) => {
      const colon = key.indexOf(':');
      const carrier = key.slice(0, colon) as Carrier;
      const trackingNumber = key.slice(colon + 1);
      const scenario = this.forced.get(key);
      const speed = this.speeds.get(key);
      const cancelledAt = this.cancelled.get(key);
      return {
        carrier,
        trackingNumber,
        registeredAt,
        ...(scenario ? { scenario } : {}),
        ...(speed !== undefined ? { speed } : {}),
        ...(cancelledAt !== undefined ? { cancelledAt } : {}),
      };
    });
  }

  /** Registers what `snapshot` listed, in its order (a restarted sandbox remembers its guides). */
  restore(registrations: readonly Registration[]): void {
    for (const r of registrations) {
      this.register(r.carrier, r.trackingNumber, r.registeredAt, r.scenario, r.speed);
      if (r.cancelledAt !== undefined) this.cancelled.set(`${r.carrier}:${r.trackingNumber}`, r.cancelledAt);
    }
  }

  isRegistered(carrier: Carrier, trackingNumber: string): boolean {
    return this.guides.has(`${carrier}:${trackingNumber}`);
  }

  /** The guide's story placed in real time, or undefined when it was never registered. */
  view(carrier: Carrier, trackingNumber: string): GuideView | undefined {
    const key = `${carrier}:${trackingNumber}`;
    const registeredAt = this.guides.get(key);
    if (registeredAt === undefined) return undefined;
    const timeline = this.timeline(key, carrier, trackingNumber);
    const now = this.now();
    const speed = this.speedOf(key);
    let visible = 0;
    let events: PlacedEvent[] = timeline.events.map((e) => ({
      ...e,
      at: registeredAt + Math.ceil(e.offsetMs / speed),
    }));
    const cancelledAt = this.cancelled.get(key);
    if (cancelledAt !== undefined) {
      // The story ends at the cancellation: what had happened by then, then the carrier's event.
      const text = CATALOGS[carrier].cancelled;
      events = [
        ...events.filter((e) => e.at <= cancelledAt),
        {
          offsetMs: Math.max(0, (cancelledAt - registeredAt) * speed),
          kind: 'cancelled',
          code: text.code,
          description: text.description,
          location: null,
          at: cancelledAt,
        },
      ];
    }
    for (const e of events) if (e.at <= now) visible++;
    return { carrier, trackingNumber, registeredAt, scenario: timeline.scenario, events, visible };
  }

  /**
   * Moves the guide's start back so that its next event ('next') or its whole story ('delivered')
   * is visible now; never forward. Undefined when the guide is not registered.
   */
  advance(carrier: Carrier, trackingNumber: string, to: 'next' | 'delivered'): GuideView | undefined {
    const view = this.view(carrier, trackingNumber);
    if (!view) return undefined;
    const target = to === 'next' ? view.events[view.visible] : view.events[view.events.length - 1];
    const now = this.now();
    if (!target || target.at <= now) return view;
    const speed = this.speedOf(`${carrier}:${trackingNumber}`);
    this.register(carrier, trackingNumber, now - Math.ceil(target.offsetMs / speed));
    return this.view(carrier, trackingNumber);
  }

  /** Counts a request against the carrier's rolling-second limit; false when it is over it. */
  admit(carrier: Carrier): boolean {
    this.requests[carrier]++;
    const inWindow = this.windows[carrier].admit(this.now());
    if (!inWindow) {
      this.rejected[carrier]++;
      return false;
    }
    if (inWindow > this.maxPerSecond[carrier]) this.maxPerSecond[carrier] = inWindow;
    return true;
  }

  mode(carrier: Carrier): FailureMode {
    return this.modes[carrier];
  }

  setMode(carrier: Carrier, mode: FailureMode, flakyRate = 0): void {
    this.modes[carrier] = mode;
    this.flakyRates[carrier] = mode === 'flaky' ? flakyRate : 0;
  }

  /** The 'flaky' mode's rate for the carrier (0 in any other mode). */
  flakyRate(carrier: Carrier): number {
    return this.flakyRates[carrier];
  }

  /**
   * In 'flaky' mode, whether this request fails: each one independently with the mode's rate
   * (`random` is Math.random unless a test gives its own). Counted in the stats' flakedByCarrier.
   */
  flakes(carrier: Carrier, random: () => number = Math.random): boolean {
    if (this.modes[carrier] !== 'flaky' || random() >= this.flakyRates[carrier]) return false;
    this.flaked[carrier]++;
    return true;
  }

  stats() {
    return {
      guides: this.guides.size,
      /** Every request that reached the limiter, refused ones included. */
      requestsByCarrier: { ...this.requests },
      rejectedByCarrier: { ...this.rejected },
      /** Most requests accepted in any rolling second since the last reset. */
      maxPerSecondByCarrier: { ...this.maxPerSecond },
      /** Requests the 'flaky' mode failed (FedEx Ship's included). */
      flakedByCarrier: { ...this.flaked },
      hanging: this.hanging,
    };
  }

  /** Zeroes the counters and empties the rate windows (so a measurement starts clean); keeps the guides. */
  resetStats(): void {
    this.requests = perCarrier(() => 0);
    this.rejected = perCarrier(() => 0);
    this.maxPerSecond = perCarrier(() => 0);
    this.flaked = perCarrier(() => 0);
    for (const carrier of CARRIERS) this.windows[carrier].clear();
  }

  private speedOf(key: string): number {
    return this.speeds.get(key) ?? this.speed;
  }

  private timeline(key: string, carrier: Carrier, trackingNumber: string): Timeline {
    const cached = this.timelines.get(key);
    if (cached) {
      // Least recently used goes first: re-insert on every hit.
      this.timelines.delete(key);
      this.timelines.set(key, cached);
      return cached;
    }
    const registeredAt = this.guides.get(key);
    // Mexico City's time of day (UTC-6 all year) of the registration, for a guide at its own pace.
    const startOfDay =
      this.speeds.has(key) && registeredAt !== undefined
        ? (((registeredAt - 6 * HOUR_MS) % DAY_MS) + DAY_MS) % DAY_MS
        : undefined;
    const built = buildTimeline(carrier, trackingNumber, this.forced.get(key), startOfDay);
    this.timelines.set(key, built);
    if (this.timelines.size > this.cachedTimelines)
      this.timelines.delete(this.timelines.keys().next().value!);
    return built;
  }
}
