import { buildTrackRequestBody, mapTrackReply } from './fedex-track-mapping';

const reply = (item: Record<string, unknown>) => ({
  transactionId: 't-1',
  output: { completeTrackResults: [{ trackingNumber: '794600000001', trackResults: [item] }] },
});

describe('FedEx Track mapping', () => {
  it('asks for one number with its detailed scans', () => {
    expect(buildTrackRequestBody('794600000001')).toEqual({
      includeDetailedScans: true,
      trackingInfo: [{ trackingNumberInfo: { trackingNumber: '794600000001' } }],
    });
  });

  it('reads scanEvents newest first into events oldest first, by derived code', () => {
    const result = mapTrackReply(
      reply({
        latestStatusDetail: { code: 'DL', derivedCode: 'DL', description: 'Entregado' },
        scanEvents: [
          {
            date: '2026-11-26T12:10:00-06:00',
            eventType: 'DL',
            eventDescription: 'Entregado',
            derivedStatusCode: 'DL',
            scanLocation: { city: 'Monterrey' },
          },
          {
            date: '2026-11-25T09:00:00-06:00',
            eventType: 'PU',
            eventDescription: 'Recolectado',
            derivedStatusCode: 'PU',
            scanLocation: { city: 'Ciudad de México' },
          },
          {
            date: '2026-11-25T08:00:00-06:00',
            eventType: 'OC',
            eventDescription: 'Información enviada',
            derivedStatusCode: 'IN',
          },
        ],
      }),
    );
    expect(result).toEqual({
      notFound: false,
      events: [
        { date: '2026-11-25T08:00:00-06:00', code: 'IN', description: 'Información enviada', location: null },
        {
          date: '2026-11-25T09:00:00-06:00',
          code: 'PU',
          description: 'Recolectado',
          location: 'Ciudad de México',
        },
        { date: '2026-11-26T12:10:00-06:00', code: 'DL', description: 'Entregado', location: 'Monterrey' },
      ],
    });
  });

  it("keeps an exception's reason when the event has no description", () => {
    const result = mapTrackReply(
      reply({
        scanEvents: [
          {
            date: '2026-11-26T10:00:00-06:00',
            eventType: 'DE',
            derivedStatusCode: 'DE',
            exceptionDescription: 'Destinatario ausente',
          },
        ],
      }),
    );
    expect(result?.events[0]).toMatchObject({ code: 'DE', description: 'Destinatario ausente' });
  });

  it("reads FedEx's per-number not-found error inside a 200 as not found", () => {
    expect(
      mapTrackReply(
        reply({
          trackingNumberInfo: { trackingNumber: '794600000001' },
          error: { code: 'TRACKING.TRACKINGNUMBER.NOTFOUND', message: 'Tracking number cannot be found.' },
        }),
      ),
    ).toEqual({ notFound: true, events: [] });
  });

  it('refuses replies that are not FedEx Track shapes, and other per-number errors', () => {
    expect(mapTrackReply({ output: {} })).toBeNull();
    expect(mapTrackReply('<html>')).toBeNull();
    expect(mapTrackReply(reply({ error: { code: 'SYSTEM.UNAVAILABLE.EXCEPTION' } }))).toBeNull();
  });
});
