import type { PortalTrackingStatus } from './portal-status';

/** Every active guide is asked about at least this often, however quiet it is. */
export const TRACKING_MAX_POLL_MS = 15 * 60_000;
/** A guide is followed this long after its label was made, then given up on. */
export const TRACKING_ACTIVE_MS = 60 * 24 * 3600_000;

const MINUTE = 60_000;

export interface PollState {
  /** The guide's latest portal status; null while the carrier has no event for it. */
  status: PortalTrackingStatus | null;
  /** When its events last changed (its label's time until the first event). */
  lastChangeAt: Date;
  /** Polls in a row that failed (the carrier errored, hung or answered garbage). */
  failures: number;
}

/** `test`: a test API key's guide, which no carrier knows: never followed. */
export type TrackingStopReason = 'delivered' | 'cancelled' | 'expired' | 'test';

/** Why a guide is no longer followed: delivered, cancelled, or older than 60 days; else null. */
export function trackingStopReason(
  status: PortalTrackingStatus | null,
  generatedAt: Date,
  now: Date,
): TrackingStopReason | null {
  if (status === 'delivered') return 'delivered';
  if (status === 'cancelled') return 'cancelled';
  if (now.getTime() - generatedAt.getTime() >= TRACKING_ACTIVE_MS) return 'expired';
  return null;
}

/**
 * How long until a guide is asked about again. Moving parcels are followed within minutes — out for
 * delivery every 2, one that changed within the hour every 3 — quiet ones less often, and none less
 * than every 15 minutes. Failures back off from 30 s, doubling, up to the same 15 minutes, so a
 * carrier that errors is not hammered and its guides are not forgotten.
 */
export function nextPollDelayMs(state: PollState, now: Date): number {
  if (state.failures > 0)
    return Math.min(TRACKING_MAX_POLL_MS, 30_000 * 2 ** Math.min(state.failures - 1, 10));
  const quietFor = now.getTime() - state.lastChangeAt.getTime();
  switch (state.status) {
    case 'out_for_delivery':
      return 2 * MINUTE;
    case null:
    case 'label_created':
      // Waiting for the pickup, which takes hours.
      return quietFor < 30 * MINUTE ? 5 * MINUTE : 10 * MINUTE;
    case 'returning':
      return 10 * MINUTE;
    default:
      if (quietFor < 60 * MINUTE) return 3 * MINUTE;
      if (quietFor < 6 * 60 * MINUTE) return 6 * MINUTE;
      return TRACKING_MAX_POLL_MS;
  }
}
