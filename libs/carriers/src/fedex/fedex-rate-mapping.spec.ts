import type { RateRequest } from '../carrier-connector';
import { buildRateRequestBody, daysFromCommitTransit, mapRateReply, wholeCm } from './fedex-rate-mapping';

const request: RateRequest = {
  carrier: 'FEDEX',
  origin: { postalCode: '64000', state: 'Nuevo León', stateShort: 'NL', city: 'Monterrey', isRemote: false },
  destination: {
    postalCode: '01000',
    state: 'Ciudad de México',
    stateShort: 'CDMX',
    city: null,
    isRemote: false,
  },
  packageType: 'package',
  parcels: [
    { weight: 2.5, depth: 30, width: 20.2, height: 15.0000000001 },
    { weight: 0.1 + 0.2, depth: 10, width: 10, height: 10 },
  ],
  guides: 2,
  shipDate: '2026-03-10',
  residential: false,
  signal: new AbortController().signal,
};

const detail = (
  over: Record<string, unknown> = {},
  rated: Record<string, unknown>[] = [
    { rateType: 'ACCOUNT', totalNetCharge: 405.55, shipmentRateDetail: { currency: 'MXN' } },
  ],
) => ({
  serviceType: 'STANDARD_OVERNIGHT',
  serviceName: 'FedEx Standard Overnight',
  ratedShipmentDetails: rated,
  commit: { transitDays: { minimumTransitTime: 'ONE_DAY' } },
  ...over,
});
const reply = (...details: unknown[]) => ({ output: { rateReplyDetails: details } });

describe('FedEx rate mapping', () => {
  it('sends every parcel as a KG/CM package with whole centimetres rounded up and MX addresses without state', () => {
    const body = buildRateRequestBody(request, '740561073');
    expect(body).toMatchObject({
      accountNumber: { value: '740561073' },
      rateRequestControlParameters: { returnTransitTimes: true },
      requestedShipment: {
        shipper: { address: { postalCode: '64000', countryCode: 'MX', city: 'Monterrey' } },
        recipient: { address: { postalCode: '01000', countryCode: 'MX' } },
        pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
        rateRequestType: ['ACCOUNT', 'LIST'],
        shipDateStamp: '2026-03-10',
        totalPackageCount: 2,
      },
    });
    expect(JSON.stringify(body)).not.toContain('stateOrProvinceCode');
    expect(body.requestedShipment.requestedPackageLineItems).toEqual([
      {
        groupPackageCount: 1,
        weight: { units: 'KG', value: 2.5 },
        dimensions: { length: 30, width: 21, height: 15, units: 'CM' },
      },
      {
        groupPackageCount: 1,
        weight: { units: 'KG', value: 0.3 },
        dimensions: { length: 10, width: 10, height: 10, units: 'CM' },
      },
    ]);
    expect([wholeCm(40.001), wholeCm(40.0001), wholeCm(0.1 * 3 * 100)]).toEqual([41, 40, 30]);
    expect(body.requestedShipment.packagingType).toBe('YOUR_PACKAGING');
    expect(JSON.stringify(body)).not.toContain('residential');
  });

  it('sends a document in a FedEx envelope and marks a home delivery residential', () => {
    const body = buildRateRequestBody(
      { ...request, packageType: 'document', residential: true },
      '740561073',
    ).requestedShipment;
    expect(body.packagingType).toBe('FEDEX_ENVELOPE');
    expect(body.recipient.address).toEqual({ postalCode: '01000', countryCode: 'MX', residential: true });
    expect(body.shipper.address).not.toHaveProperty('residential');
  });

  it('charges the ACCOUNT net charge in exact centavos, else PREFERRED, else the first detail', () => {
    const rated = (rateType: string, amount: number | string) => ({
      rateType,
      totalNetCharge: amount,
      currency: 'MXN',
    });
    const costs = mapRateReply(
      reply(
        detail({}, [rated('LIST', 500), rated('ACCOUNT', 1234.56)]),
        detail({ serviceType: 'B' }, [rated('LIST', 500), rated('PREFERRED_ACCOUNT_SHIPMENT', '0.29')]),
        detail({ serviceType: 'C' }, [rated('LIST', 19.99)]),
      ),
      '2026-03-10',
    ).rates.map((r) => r.costCentavos);
    expect(costs).toEqual([123456, 29, 1999]);
  });

  it('takes MXN or NMP, and names the services it cannot sell with the reason instead of losing them', () => {
    const rated = (currency: string, totalNetCharge: unknown = 10) => [
      { rateType: 'ACCOUNT', totalNetCharge, shipmentRateDetail: { currency } },
    ];
    const quote = mapRateReply(
      reply(
        detail({ serviceType: 'MXN' }, rated('MXN')),
        detail({ serviceType: 'NMP' }, rated(' nmp ')),
        detail({ serviceType: 'USD', serviceName: 'In dollars' }, rated('USD')),
        detail({ serviceType: 'NO_AMOUNT' }, rated('MXN', null)),
        detail({ serviceType: 'NO_RATES' }, []),
        detail({ serviceType: 'NO_TRANSIT', serviceName: undefined, commit: {} }),
      ),
      '2026-03-10',
    );
    expect(quote.rates.map((r) => r.serviceCode)).toEqual(['MXN', 'NMP']);
    expect(quote.dropped).toEqual([
      { serviceCode: 'USD', serviceName: 'In dollars', reason: 'other_currency' },
      { serviceCode: 'NO_AMOUNT', serviceName: 'FedEx Standard Overnight', reason: 'no_price' },
      { serviceCode: 'NO_RATES', serviceName: 'FedEx Standard Overnight', reason: 'no_price' },
      { serviceCode: 'NO_TRANSIT', serviceName: 'NO_TRANSIT', reason: 'no_transit_time' },
    ]);
    expect(mapRateReply({ output: {} }, '2026-03-10')).toEqual({ rates: [], dropped: [] });
  });

  it('reads transit days from commit.transitDays or daysInTransit, then transitTime, then either delivery date', () => {
    expect(daysFromCommitTransit({ minimumTransitTime: 'TWO_DAYS', maximumTransitTime: 'SEVEN_DAYS' })).toBe(
      7,
    );
    expect(daysFromCommitTransit({ description: '2-4 Business Days' })).toBe(4);
    expect(daysFromCommitTransit('THREE_DAYS')).toBe(3);
    expect(daysFromCommitTransit(2)).toBe(2);
    const days = (over: Record<string, unknown>) =>
      mapRateReply(reply(detail(over)), '2026-03-10').rates[0]?.transitDays;
    expect(days({ commit: undefined, operationalDetail: { transitTime: 'FOUR_DAYS' } })).toBe(4);
    // Express services: FedEx documents commit.transitDays for Ground and LTL only.
    expect(days({ commit: { daysInTransit: 'TWO_DAYS' } })).toBe(2);
    expect(days({ commit: { daysInTransit: 3 } })).toBe(3);
    expect(days({ commit: {}, operationalDetail: { deliveryDate: '2026-03-11T10:30:00' } })).toBe(1);
    expect(days({ commit: undefined, operationalDetail: { deliveryDate: '2026-03-12' } })).toBe(2);
    // Tue 10 → Sat 14 is 4 business days; Sunday 15 and Monday 16 (Benito Juárez, third Monday of March) are not.
    expect(days({ commit: { dateDetail: { dayFormat: '2026-03-14T18:00:00' } } })).toBe(4);
    expect(days({ commit: { dateDetail: { dayFormat: '2026-03-17T18:00:00' } } })).toBe(5);
  });

  it('marks a rate remote when an out-of-delivery-area surcharge is part of it', () => {
    const withSurcharge = (surcharge: Record<string, unknown>) =>
      mapRateReply(
        reply(
          detail({}, [
            {
              rateType: 'ACCOUNT',
              totalNetCharge: 1,
              shipmentRateDetail: { currency: 'MXN', surCharges: [{ type: 'FUEL', amount: 1 }, surcharge] },
            },
          ]),
        ),
        '2026-03-10',
      ).rates[0].isRemote;
    expect(withSurcharge({ type: 'OUT_OF_DELIVERY_AREA', amount: 125 })).toBe(true);
    expect(withSurcharge({ type: 'OTHER', description: 'Cargo por zona extendida' })).toBe(true);
    expect(withSurcharge({ type: 'RESIDENTIAL_DELIVERY' })).toBe(false);
  });
});
