import {
  billedKg,
  isExtendedArea,
  priceService,
  SERVICES,
  volumetricKgRoundedUp,
  zoneDistance,
} from './pricing';

const service = (type: string) => SERVICES.find((s) => s.serviceType === type)!;
const box = {
  weight: { units: 'KG' as const, value: 2.5 },
  dimensions: { length: 30, width: 20, height: 15, units: 'CM' as const },
};

describe('sandbox FedEx pricing', () => {
  it('bills the higher of real and volumetric weight per package, rounded up to whole kg', () => {
    expect(billedKg(box)).toBe(3); // real 2.5 → 3, volumetric 1.8 → 2
    expect(
      billedKg({
        weight: { units: 'KG', value: 1 },
        dimensions: { length: 41, width: 31, height: 21, units: 'CM' },
      }),
    ).toBe(6);
    expect(billedKg({ weight: { units: 'KG', value: 2 } })).toBe(2);
    expect(billedKg({ weight: { units: 'KG', value: 0.1 } })).toBe(1);
    expect(billedKg({ weight: { units: 'KG', value: 0.1 + 0.2 } })).toBe(1);
    expect(billedKg({ weight: { units: 'LB', value: 10 } })).toBe(5); // 4.536 kg
  });

  it('computes volumetric weight with the 5000 cm³/kg divisor, inches converted exactly', () => {
    expect(volumetricKgRoundedUp({ length: 50, width: 50, height: 40, units: 'CM' })).toBe(20); // exactly 20
    expect(volumetricKgRoundedUp({ length: 50, width: 50, height: 41, units: 'CM' })).toBe(21); // 20.5
    expect(volumetricKgRoundedUp({ length: 10, width: 10, height: 10, units: 'IN' })).toBe(4); // 16,387 cm³ → 3.28
  });

  it('measures the zone distance between the first digits of the postal codes', () => {
    expect(zoneDistance('64000', '01000')).toBe(6);
    expect(zoneDistance('01000', '64000')).toBe(6);
    expect(zoneDistance('44100', '45000')).toBe(0);
  });

  it('prices STANDARD_OVERNIGHT 64000 → 01000, one 3-kg package: list 426.00, account 405.55', () => {
    const quote = priceService(service('STANDARD_OVERNIGHT'), {
      packages: [box],
      shipperPostalCode: '64000',
      recipientPostalCode: '01000',
    });
    expect(quote).toMatchObject({
      packageCount: 1,
      billedKg: 3,
      distance: 6,
      extendedArea: false,
      transitDays: 1,
    });
    expect(quote.list).toMatchObject({
      baseCentavos: 42_600,
      discountCentavos: 0,
      fuelCentavos: 5_112,
      netCentavos: 47_712,
    });
    expect(quote.account).toEqual({
      baseCentavos: 42_600,
      discountCentavos: 6_390,
      netFreightCentavos: 36_210,
      fuelCentavos: 4_345,
      extendedAreaCentavos: 0,
      residentialCentavos: 0,
      surchargesCentavos: 4_345,
      netCentavos: 40_555,
      ivaCentavos: 6_489,
      netWithTaxesCentavos: 47_044,
    });
  });

  it('charges per package: three packages cost three bases, the kilos of all and three zone charges', () => {
    const quote = priceService(service('STANDARD_OVERNIGHT'), {
      packages: [box, box, box],
      shipperPostalCode: '64000',
      recipientPostalCode: '01000',
    });
    expect(quote.billedKg).toBe(9);
    expect(quote.list.baseCentavos).toBe(127_800);
    expect(quote.account.netCentavos).toBe(121_666);
  });

  it('adds $125.00 per package for extended-area recipients', () => {
    expect(isExtendedArea('77400')).toBe(true);
    expect(isExtendedArea('01000')).toBe(false);
    const quote = priceService(service('FEDEX_GROUND'), {
      packages: [box, box],
      shipperPostalCode: '64000',
      recipientPostalCode: '77400',
    });
    expect(quote.account.extendedAreaCentavos).toBe(25_000);
    expect(quote.account.netCentavos).toBe(
      quote.account.netFreightCentavos + quote.account.fuelCentavos + 25_000,
    );
  });

  it('adds $45.00 per package for a home delivery, and bills an envelope 1 kg whatever its size', () => {
    const input = { packages: [box, box], shipperPostalCode: '64000', recipientPostalCode: '01000' };
    const office = priceService(service('STANDARD_OVERNIGHT'), input);
    const home = priceService(service('STANDARD_OVERNIGHT'), { ...input, residential: true });
    expect(home.account.residentialCentavos).toBe(9_000);
    expect(home.account.netCentavos - office.account.netCentavos).toBe(9_000);
    const envelope = priceService(service('STANDARD_OVERNIGHT'), { ...input, envelope: true });
    expect(envelope.billedKg).toBe(2);
  });

  it('gives transit days by service and distance', () => {
    const days = (type: string, cp: string) =>
      priceService(service(type), { packages: [box], shipperPostalCode: '64000', recipientPostalCode: cp })
        .transitDays;
    expect(days('FEDEX_EXPRESS_SAVER', '66000')).toBe(2);
    expect(days('FEDEX_EXPRESS_SAVER', '01000')).toBe(3);
    expect(days('FEDEX_GROUND', '64000')).toBe(3);
    expect(days('FEDEX_GROUND', '01000')).toBe(5);
  });
});
