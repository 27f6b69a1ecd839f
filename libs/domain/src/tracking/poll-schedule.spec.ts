import { PORTAL_TRACKING_STATUSES } from './portal-status';
import { TRACKING_MAX_POLL_MS, nextPollDelayMs, trackingStopReason } from './poll-schedule';

const now = new Date('2026-11-25T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('nextPollDelayMs', () => {
  it('follows a parcel out for delivery every 2 minutes', () => {
    expect(
      nextPollDelayMs({ status: 'out_for_delivery', lastChangeAt: minutesAgo(300), failures: 0 }, now),
    ).toBe(120_000);
  });
  it('follows a moving parcel more often the more recently it moved', () => {
    const at = (m: number) =>
      nextPollDelayMs({ status: 'in_transit', lastChangeAt: minutesAgo(m), failures: 0 }, now);
    expect(at(10)).toBe(3 * 60_000);
    expect(at(120)).toBe(6 * 60_000);
    expect(at(24 * 60)).toBe(15 * 60_000);
  });
  it('waits longer for the pickup of a new label', () => {
    expect(nextPollDelayMs({ status: null, lastChangeAt: minutesAgo(1), failures: 0 }, now)).toBe(5 * 60_000);
    expect(nextPollDelayMs({ status: 'label_created', lastChangeAt: minutesAgo(90), failures: 0 }, now)).toBe(
      10 * 60_000,
    );
  });
  it('backs off after failures, doubling from 30 s', () => {
    const after = (failures: number) =>
      nextPollDelayMs({ status: 'out_for_delivery', lastChangeAt: minutesAgo(1), failures }, now);
    expect([1, 2, 3, 4].map(after)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });
  it('never leaves an active guide more than 15 minutes, whatever its state', () => {
    for (const status of [null, ...PORTAL_TRACKING_STATUSES]) {
      for (const quiet of [0, 59, 61, 600, 100_000]) {
        for (const failures of [0, 1, 5, 50]) {
          const delay = nextPollDelayMs({ status, lastChangeAt: minutesAgo(quiet), failures }, now);
          expect(delay).toBeGreaterThan(0);
          expect(delay).toBeLessThanOrEqual(TRACKING_MAX_POLL_MS);
        }
      }
    }
  });
});

describe('trackingStopReason', () => {
  it('stops at delivery, cancellation and after 60 days', () => {
    expect(trackingStopReason('delivered', minutesAgo(10), now)).toBe('delivered');
    expect(trackingStopReason('cancelled', minutesAgo(10), now)).toBe('cancelled');
    expect(trackingStopReason('in_transit', minutesAgo(60 * 24 * 60), now)).toBe('expired');
    expect(trackingStopReason('in_transit', minutesAgo(60 * 24 * 60 - 1), now)).toBeNull();
    expect(trackingStopReason('returning', minutesAgo(10), now)).toBeNull();
  });
});
