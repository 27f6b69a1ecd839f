import { observedFetch, type CarrierCallObserver } from '../carrier-calls';
import type { CarrierTrackEvent, TrackRequest, TrackResult } from '../carrier-connector';

/** The carrier network answered something that cannot be read, or not at all. */
export class TrackingError extends Error {
  constructor(
    readonly code:
      'TRACKING.NETWORK_ERROR' | 'TRACKING.BAD_ANSWER' | 'TRACKING.RATE_LIMITED' | 'TRACKING.HTTP',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TrackingError';
  }
}

const MAX_TEXT = 300;

function readEvent(raw: unknown): CarrierTrackEvent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const e = raw as Record<string, unknown>;
  if (typeof e.code !== 'string' || typeof e.description !== 'string' || typeof e.date !== 'string')
    return null;
  if (Number.isNaN(Date.parse(e.date))) return null;
  return {
    date: e.date,
    code: e.code.slice(0, 20),
    description: e.description.slice(0, MAX_TEXT),
    location: typeof e.location === 'string' ? e.location.slice(0, 100) : null,
  };
}

/**
 * Follows the guides of our rate-card carriers on the carrier network (`GET
 * /network/v1/tracking/{carrier}/{guide}`): locally, the carrier network simulator of
 * deploy/local/sandboxes/carriers. 404 is "not known yet" (DHL before the pickup); anything but a
 * readable answer throws a TrackingError, so the poller backs off and keeps the guide.
 */
export class CarrierNetworkTracker {
  protected readonly baseUrl: string;

  constructor(
    baseUrl: string,
    protected readonly fetchFn: typeof fetch = fetch,
    /** Told of every call to the network, for latency and error metrics. */
    protected readonly observe?: CarrierCallObserver,
  ) {
    this.baseUrl = baseUrl.trim().replace(/\/+$/, '');
  }

  async track(request: TrackRequest): Promise<TrackResult> {
    const url = `${this.baseUrl}/network/v1/tracking/${request.carrier}/${encodeURIComponent(request.trackingNumber)}`;
    const fetchOne = observedFetch(this.fetchFn, this.observe, request.carrier, 'track');
    let res: Response;
    let text: string;
    try {
      res = await fetchOne(url, { headers: { accept: 'application/json' }, signal: request.signal });
      text = await res.text();
    } catch (err) {
      if (request.signal.aborted) throw request.signal.reason;
      throw new TrackingError('TRACKING.NETWORK_ERROR', `${request.carrier}: ${String(err)}`);
    }
    if (res.status === 404) return { notFound: true, events: [] };
    if (res.status === 429) throw new TrackingError('TRACKING.RATE_LIMITED', `${request.carrier}: 429`, 429);
    if (!res.ok)
      throw new TrackingError('TRACKING.HTTP', `${request.carrier}: HTTP ${res.status}`, res.status);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new TrackingError('TRACKING.BAD_ANSWER', `${request.carrier}: the answer is not JSON`);
    }
    const events = (body as { events?: unknown } | null)?.events;
    if (!Array.isArray(events))
      throw new TrackingError('TRACKING.BAD_ANSWER', `${request.carrier}: the answer has no events`);
    const read = events.map(readEvent);
    if (read.some((e) => e === null))
      throw new TrackingError('TRACKING.BAD_ANSWER', `${request.carrier}: an event cannot be read`);
    return { notFound: false, events: sortedOldestFirst(read as CarrierTrackEvent[]) };
  }
}

/** Events by time, oldest first (stable for equal times). */
export function sortedOldestFirst(events: CarrierTrackEvent[]): CarrierTrackEvent[] {
  return events
    .map((e, i) => ({ e, i, t: Date.parse(e.date) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map(({ e }) => e);
}
