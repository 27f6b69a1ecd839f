import { shipDateWindow, validateRateRequest } from './rate-validation';

const NOW = new Date('2026-03-10T18:00:00Z'); // 12:00 in Mexico City

function request(overrides: Record<string, unknown> = {}, shipment: Record<string, unknown> = {}) {
  return {
    accountNumber: { value: '123456789' },
    requestedShipment: {
      shipper: { address: { postalCode: '64000', countryCode: 'MX' } },
      recipient: { address: { postalCode: '01000', countryCode: 'MX' } },
      pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
      rateRequestType: ['ACCOUNT', 'LIST'],
      shipDateStamp: '2026-03-10',
      requestedPackageLineItems: [
        {
          weight: { units: 'KG', value: 2.5 },
          dimensions: { length: 30, width: 20, height: 15, units: 'CM' },
        },
      ],
      ...shipment,
    },
    ...overrides,
  };
}

const codes = (body: unknown) => {
  const result = validateRateRequest(body, NOW);
  return result.ok ? [] : result.errors.map((e) => e.code);
};

describe('sandbox FedEx rate request validation', () => {
  it('accepts a complete domestic request', () => {
    const result = validateRateRequest(request(), NOW);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.request).toMatchObject({
        account: '123456789',
        shipDate: '2026-03-10',
        rateRequestTypes: ['ACCOUNT', 'LIST'],
      });
  });

  it('requires the account, both addresses and the pickup type', () => {
    expect(codes(request({ accountNumber: {} }))).toEqual(['ACCOUNTNUMBER.REQUIRED']);
    expect(codes(request({}, { shipper: { address: { countryCode: 'MX' } } }))).toEqual([
      'SHIPPER.POSTALCODE.REQUIRED',
    ]);
    expect(codes(request({}, { recipient: { address: { postalCode: '01000' } } }))).toEqual([
      'RECIPIENT.COUNTRYCODE.REQUIRED',
    ]);
    expect(codes(request({}, { pickupType: undefined }))).toEqual(['PICKUPTYPE.REQUIRED']);
    expect(codes(request({}, { pickupType: 'WHENEVER' }))).toEqual(['PICKUPTYPE.INVALID']);
    expect(codes('nope')).toEqual(['INVALID.INPUT.EXCEPTION']);
  });

  it('rejects Mexican postal codes that are not 5 digits and state codes longer than 2 characters', () => {
    expect(codes(request({}, { recipient: { address: { postalCode: '1000', countryCode: 'MX' } } }))).toEqual(
      ['RECIPIENT.POSTALCODE.INVALID'],
    );
    expect(
      codes(
        request(
          {},
          { shipper: { address: { postalCode: '64000', countryCode: 'MX', stateOrProvinceCode: 'NL' } } },
        ),
      ),
    ).toEqual([]);
    expect(
      codes(
        request(
          {},
          { shipper: { address: { postalCode: '64000', countryCode: 'MX', stateOrProvinceCode: 'CDMX' } } },
        ),
      ),
    ).toEqual(['SHIPPER.STATEORPROVINCECODE.INVALID']);
  });

  it('checks package weight units and value, and whole-number dimensions up to 999 in CM or IN', () => {
    const item = (line: unknown) => codes(request({}, { requestedPackageLineItems: [line] }));
    expect(item({ dimensions: { length: 1, width: 1, height: 1, units: 'CM' } })).toEqual([
      'PACKAGE.WEIGHT.REQUIRED',
    ]);
    expect(item({ weight: { units: 'G', value: 100 } })).toEqual(['WEIGHT.UNITS.INVALID']);
    expect(item({ weight: { units: 'KG', value: 0 } })).toEqual(['PACKAGE.WEIGHT.INVALID']);
    expect(
      item({
        weight: { units: 'LB', value: 3 },
        dimensions: { length: 999, width: 10, height: 10, units: 'IN' },
      }),
    ).toEqual([]);
    expect(
      item({
        weight: { units: 'KG', value: 3 },
        dimensions: { length: 1000, width: 10, height: 10, units: 'CM' },
      }),
    ).toEqual(['PACKAGE.DIMENSIONS.INVALID']);
    expect(
      item({
        weight: { units: 'KG', value: 3 },
        dimensions: { length: 30.5, width: 10, height: 10, units: 'CM' },
      }),
    ).toEqual(['PACKAGE.DIMENSIONS.INVALID']);
    expect(
      item({
        weight: { units: 'KG', value: 3 },
        dimensions: { length: 30, width: 10, height: 10, units: 'MM' },
      }),
    ).toEqual(['DIMENSIONS.UNITS.INVALID']);
  });

  it('allows at most 100 packages, counting groupPackageCount', () => {
    const line = { weight: { units: 'KG', value: 1 } };
    expect(codes(request({}, { requestedPackageLineItems: Array(100).fill(line) }))).toEqual([]);
    expect(codes(request({}, { requestedPackageLineItems: Array(101).fill(line) }))).toEqual([
      'PACKAGES.COUNT.EXCEEDED',
    ]);
    expect(codes(request({}, { requestedPackageLineItems: [{ ...line, groupPackageCount: 101 }] }))).toEqual([
      'PACKAGES.COUNT.EXCEEDED',
    ]);
    expect(codes(request({}, { requestedPackageLineItems: [] }))).toEqual(['PACKAGES.REQUIRED']);
  });

  it('takes ship dates from today to 10 days ahead, today being UTC or Mexico City', () => {
    expect(shipDateWindow(new Date('2026-03-11T03:00:00Z'))).toEqual({
      first: '2026-03-10',
      last: '2026-03-21',
    });
    expect(codes(request({}, { shipDateStamp: '2026-03-09' }))).toEqual(['SHIPDATESTAMP.NOTALLOWED']);
    expect(codes(request({}, { shipDateStamp: '2026-03-20' }))).toEqual([]);
    expect(codes(request({}, { shipDateStamp: '2026-03-21' }))).toEqual(['SHIPDATESTAMP.NOTALLOWED']);
    expect(codes(request({}, { shipDateStamp: '10/03/2026' }))).toEqual(['SHIPDATESTAMP.INVALID']);
    expect(codes(request({}, { shipDateStamp: '2026-02-30' }))).toEqual(['SHIPDATESTAMP.INVALID']);
  });

  it('reports every violation at once', () => {
    expect(
      codes(request({ accountNumber: undefined }, { pickupType: undefined, shipDateStamp: '2020-01-01' })),
    ).toEqual(['ACCOUNTNUMBER.REQUIRED', 'PICKUPTYPE.REQUIRED', 'SHIPDATESTAMP.NOTALLOWED']);
  });
});
