import { createHash } from 'node:crypto';
import { CATALOGS, CITIES, type Carrier, type Route } from './carriers';

/**
 * The story of one guide in the simulated carrier network, as offsets in *simulated* time from the
 * moment its label entered the network. Everything is drawn from sha256(`${carrier}:${number}`), so
 * the same guide always tells the same story (whenever and wherever the sandbox runs) and a guide
 * never has to be stored to be replayed; the registry only remembers when it started.
 *
 * The story's clock starts at a time of day drawn from the hash (08:00–14:00), so that "the next
 * morning 08:00–10:00" means something in simulated time; the registry maps simulated offsets to
 * real instants with the speed (registry.ts), so at speed 1 a story's times of day are realistic
 * relative to that start.
 */

export const SCENARIOS = ['normal', 'failedAttempt', 'returned'] as const;
export type Scenario = (typeof SCENARIOS)[number];
export type EventKind =
  | 'created'
  | 'pickedUp'
  | 'transit'
  | 'outForDelivery'
  | 'exception'
  | 'delivered'
  | 'returning'
  | 'returned'
  /** Not drawn from the hash: the label was cancelled before pickup (network.ts `cancel`). */
  | 'cancelled';

export interface TimelineEvent {
  /** Simulated milliseconds after the label entered the network (whole minutes). */
  offsetMs: number;
  kind: EventKind;
  code: string;
  description: string;
  location: string | null;
  /** Why an exception happened (kind 'exception' only). */
  reason?: 'absent' | 'wrongAddress';
}

export interface Timeline {
  scenario: Scenario;
  origin: string;
  destination: string;
  /** Simulated time of day (ms after midnight) at offset 0: "next morning" is measured from it. */
  startTimeOfDayMs: number;
  /** Oldest first, offsets strictly increasing. */
  events: TimelineEvent[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Scenario shares, cumulative: ~88 % normal, ~8 % a failed first attempt, ~4 % back to sender. */
const NORMAL_SHARE = 0.88;
const FAILED_ATTEMPT_SHARE = 0.08;

/** sfc32: a small, well-mixed PRNG; seeded from the hash it makes as many draws as a story needs. */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

function scenarioOf(roll: number): Scenario {
  if (roll < NORMAL_SHARE) return 'normal';
  return roll < NORMAL_SHARE + FAILED_ATTEMPT_SHARE ? 'failedAttempt' : 'returned';
}

/**
 * `startTimeOfDayMs` sets the story's clock instead of the hash (a guide placed at real pace starts
 * at the real time of day of its label); every other draw stays the same.
 */
export function buildTimeline(
  carrier: Carrier,
  trackingNumber: string,
  forced?: Scenario,
  startTimeOfDayMs?: number,
): Timeline {
  const hash = createHash('sha256').update(`${carrier}:${trackingNumber}`).digest();
  // The scenario comes straight from the hash's first word, so the shares are exact in the limit.
  const scenario = forced ?? scenarioOf(hash.readUInt32BE(0) / 2 ** 32);
  const random = sfc32(
    hash.readUInt32BE(4),
    hash.readUInt32BE(8),
    hash.readUInt32BE(12),
    hash.readUInt32BE(16),
  );
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  /** A whole number of minutes between lo and hi hours, in ms. */
  const hours = (lo: number, hi: number) => int(lo * 60, hi * 60) * MINUTE;

  // Four distinct hubs: a partial Fisher–Yates shuffle of the city list.
  const cities: string[] = [...CITIES];
  for (let i = 0; i < 4; i++) {
    const j = int(i, cities.length - 1);
    [cities[i], cities[j]] = [cities[j], cities[i]];
  }
  const route: Route = [cities[0], cities[1], cities[2], cities[3]];
  const [origin, , , destination] = route;

  const catalog = CATALOGS[carrier];
  const events: TimelineEvent[] = [];
  const add = (
    offsetMs: number,
    kind: EventKind,
    text: { code: string; description: string },
    location: string | null,
    reason?: TimelineEvent['reason'],
  ) =>
    events.push({
      offsetMs,
      kind,
      code: text.code,
      description: text.description,
      location,
      ...(reason ? { reason } : {}),
    });

  const drawnStart = hours(8, 14); // simulated time of day when the label is created
  const startOfStory = startTimeOfDayMs ?? drawnStart;
  /** Offset of a time between 08:00 and 10:00 on the morning after `offset`. */
  const nextMorning = (offset: number) =>
    (Math.floor((startOfStory + offset) / DAY) + 1) * DAY + hours(8, 10) - startOfStory;

  if (catalog.created) add(0, 'created', catalog.created, null);
  const pickedUp = hours(2, 8);
  add(pickedUp, 'pickedUp', catalog.pickedUp, origin);

  // 2–4 scans spread over 12–40 h after pickup, the last one at the destination hub.
  const scans = int(2, 4) as 2 | 3 | 4;
  const window = hours(12, 40);
  const weights = Array.from({ length: scans }, () => 1 + random());
  const total = weights.reduce((a, b) => a + b, 0);
  let share = 0;
  catalog.transit(scans, route).forEach((scan, i) => {
    share += weights[i];
    const offset = pickedUp + Math.round((window * share) / total / MINUTE) * MINUTE;
    add(offset, 'transit', scan, scan.location);
  });
  const lastScan = pickedUp + window;

  const out = nextMorning(lastScan);
  add(out, 'outForDelivery', catalog.outForDelivery, destination);
  if (scenario === 'normal') {
    add(out + hours(2, 6), 'delivered', catalog.delivered, destination);
  } else if (scenario === 'failedAttempt') {
    const attempt = out + hours(2, 6);
    add(attempt, 'exception', catalog.absent, destination, 'absent');
    const again = nextMorning(attempt);
    add(again, 'outForDelivery', catalog.outForDelivery, destination);
    add(again + hours(2, 6), 'delivered', catalog.delivered, destination);
  } else {
    const attempt = out + hours(1, 4);
    add(attempt, 'exception', catalog.wrongAddress, destination, 'wrongAddress');
    const returning = attempt + hours(2, 6);
    add(returning, 'returning', catalog.returning, destination);
    add(returning + hours(12, 30), 'returned', catalog.returned, origin);
  }
  return { scenario, origin, destination, startTimeOfDayMs: startOfStory, events };
}
