import { CarrierNetworkTracker } from './network-tracker';

function answering(status: number, body: string) {
  const calls: string[] = [];
  const fetchFn = (async (url: string) => {
    calls.push(url);
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, tracker: new CarrierNetworkTracker('http://network.test/', fetchFn) };
}

const request = {
  carrier: 'DHL' as const,
  trackingNumber: '1234567890',
  signal: new AbortController().signal,
};

describe('CarrierNetworkTracker', () => {
  it('asks the network for the guide and returns its events oldest first', async () => {
    const { calls, tracker } = answering(
      200,
      JSON.stringify({
        trackingNumber: '1234567890',
        carrier: 'DHL',
        events: [
          {
            code: 'AF',
            description: 'Llegó a la instalación de DHL en León',
            date: '2026-11-25T20:00:00-06:00',
            location: 'León',
          },
          {
            code: 'PU',
            description: 'El envío fue recolectado.',
            date: '2026-11-25T12:00:00-06:00',
            location: null,
          },
        ],
      }),
    );
    const result = await tracker.track(request);
    expect(calls).toEqual(['http://network.test/network/v1/tracking/DHL/1234567890']);
    expect(result.notFound).toBe(false);
    expect(result.events.map((e) => e.code)).toEqual(['PU', 'AF']);
  });

  it('reads a 404 as a guide the carrier does not know yet', async () => {
    const { tracker } = answering(404, JSON.stringify({ error: { code: 'NOT_FOUND' } }));
    expect(await tracker.track(request)).toEqual({ notFound: true, events: [] });
  });

  it.each([
    [200, '<html>ñ{', 'TRACKING.BAD_ANSWER'],
    [200, JSON.stringify({ events: [{ code: 'PU' }] }), 'TRACKING.BAD_ANSWER'],
    [
      200,
      JSON.stringify({ events: [{ code: 'PU', description: 'x', date: 'ayer' }] }),
      'TRACKING.BAD_ANSWER',
    ],
    [429, '{}', 'TRACKING.RATE_LIMITED'],
    [500, '{}', 'TRACKING.HTTP'],
  ])('throws on status %i with %s', async (status, body, code) => {
    const { tracker } = answering(status, body);
    await expect(tracker.track(request)).rejects.toMatchObject({ name: 'TrackingError', code });
  });

  it('gives up when its signal aborts, with the signal reason', async () => {
    const hanging = (async (_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as unknown as typeof fetch;
    const tracker = new CarrierNetworkTracker('http://network.test', hanging);
    await expect(tracker.track({ ...request, signal: AbortSignal.timeout(50) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
