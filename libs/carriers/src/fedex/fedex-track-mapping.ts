import { z } from 'zod';
import type { CarrierTrackEvent, TrackResult } from '../carrier-connector';
import { sortedOldestFirst } from '../network/network-tracker';

/** TrackRequest ⇄ FedEx Track API (carrier-apis.md §1.6). Pure functions. */

export function buildTrackRequestBody(trackingNumber: string) {
  return {
    includeDetailedScans: true,
    trackingInfo: [{ trackingNumberInfo: { trackingNumber } }],
  };
}

const Location = z.object({ city: z.string().optional() }).passthrough().optional();

const ScanEvent = z
  .object({
    date: z.string(),
    eventType: z.string().optional(),
    eventDescription: z.string().optional(),
    derivedStatusCode: z.string().optional(),
    exceptionDescription: z.string().optional(),
    scanLocation: Location,
  })
  .passthrough();

const TrackResultItem = z
  .object({
    latestStatusDetail: z
      .object({
        code: z.string().optional(),
        derivedCode: z.string().optional(),
        description: z.string().optional(),
      })
      .passthrough()
      .optional(),
    scanEvents: z.array(ScanEvent).optional(),
    error: z.object({ code: z.string(), message: z.string().optional() }).passthrough().optional(),
  })
  .passthrough();

const TrackReply = z.object({
  output: z.object({
    completeTrackResults: z
      .array(
        z
          .object({ trackingNumber: z.string().optional(), trackResults: z.array(TrackResultItem) })
          .passthrough(),
      )
      .min(1),
  }),
});

/** FedEx's "not found" codes, sent per tracking number inside an HTTP 200. */
const NOT_FOUND_CODES = ['TRACKING.TRACKINGNUMBER.NOTFOUND', 'TRACKING.DATA.NOTFOUND'];

/**
 * The events of the first track result, oldest first (FedEx sends scanEvents newest first). The
 * event code is FedEx's derived status code (IN, PU, IT, OD, DL…), falling back to its event type;
 * the description keeps an exception's reason. Null when the reply is not FedEx's shape.
 */
export function mapTrackReply(reply: unknown): TrackResult | null {
  const parsed = TrackReply.safeParse(reply);
  if (!parsed.success) return null;
  const result = parsed.data.output.completeTrackResults[0].trackResults[0];
  if (!result) return null;
  if (result.error) {
    if (NOT_FOUND_CODES.includes(result.error.code)) return { notFound: true, events: [] };
    return null;
  }
  const events: CarrierTrackEvent[] = (result.scanEvents ?? [])
    .filter((e) => !Number.isNaN(Date.parse(e.date)))
    .map((e) => ({
      date: e.date,
      code: (e.derivedStatusCode || e.eventType || '').slice(0, 20),
      description: (e.eventDescription || e.exceptionDescription || '').slice(0, 300),
      location: e.scanLocation?.city ?? null,
    }));
  return { notFound: false, events: sortedOldestFirst(events) };
}
