import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { createParser } from 'eventsource-parser';
import { ShipmentLiveUpdateSchema } from '@envios/contracts';
import { baseApi } from '@/shared/api/base-api';
import { readToken } from './session';

/** Changes arriving together refresh the page once. */
const BATCH_MS = 300;
const MAX_RETRY_MS = 30_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * While a page showing shipments is open, follows GET /api/v1/live/shipments (Server-Sent Events,
 * read with fetch so the session travels in the Authorization header) and refreshes the shipments
 * whose tracking changed, their tracking, and the lists. Reconnects with backoff; stops with the page.
 */
export function useLiveShipments(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    const stop = new AbortController();
    const changed = new Set<string>();
    const guides = new Set<string>();
    let flush: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      const ids = [...changed];
      const numbers = [...guides];
      changed.clear();
      guides.clear();
      flush = undefined;
      dispatch(
        baseApi.util.invalidateTags([
          { type: 'Shipment', id: 'LIST' },
          ...ids.map((id) => ({ type: 'Shipment' as const, id })),
          ...numbers.map((guide) => ({ type: 'Tracking' as const, id: guide })),
        ]),
      );
    };
    const parser = createParser({
      onEvent: (message) => {
        if (message.event !== 'shipment') return;
        const update = ShipmentLiveUpdateSchema.safeParse(JSON.parse(message.data));
        if (!update.success) return;
        changed.add(update.data.shipmentId);
        if (update.data.number_guide) guides.add(update.data.number_guide);
        flush ??= setTimeout(refresh, BATCH_MS);
      },
    });

    const follow = async () => {
      let retryMs = 1000;
      while (!stop.signal.aborted) {
        const token = readToken();
        if (!token) return;
        try {
          const res = await fetch('/api/v1/live/shipments', {
            headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
            signal: stop.signal,
          });
          // Signed out or not allowed: nothing to follow.
          if (res.status === 401 || res.status === 403) return;
          if (res.ok && res.body) {
            retryMs = 1000;
            parser.reset();
            const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              parser.feed(value);
            }
          }
        } catch {
          if (stop.signal.aborted) return;
        }
        await pause(retryMs, stop.signal);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
    };
    void follow();
    return () => {
      stop.abort();
      clearTimeout(flush);
    };
  }, [dispatch]);
}
