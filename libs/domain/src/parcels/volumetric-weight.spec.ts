import { billedWeightKg, roundKg, totalBilledWeightKg, volumetricWeightKg } from './volumetric-weight';

describe('volumetricWeightKg', () => {
  it('is height × width × depth / 5000', () => {
    expect(volumetricWeightKg({ height: 15, width: 20, depth: 30 })).toBe(1.8);
    expect(volumetricWeightKg({ height: 50, width: 50, depth: 50 })).toBe(25);
  });

  it('rounds to 3 decimals (whole grams)', () => {
    // 7 × 11 × 13 = 1001 cm³ → 0.2002 kg → 0.2
    expect(volumetricWeightKg({ height: 7, width: 11, depth: 13 })).toBe(0.2);
    // 1 × 1 × 3 = 3 cm³ → 0.0006 kg → 0.001
    expect(volumetricWeightKg({ height: 1, width: 1, depth: 3 })).toBe(0.001);
  });

  it('removes float noise from decimal measures', () => {
    // In floats 1.1 × 2.2 × 3.3 / 5000 is 0.0015972000000000002; rounded it is 0.002.
    expect(volumetricWeightKg({ height: 1.1, width: 2.2, depth: 3.3 })).toBe(0.002);
    // 12.3 × 45.6 × 7.8 / 5000 is 0.8749727999999999 in floats.
    expect(volumetricWeightKg({ height: 12.3, width: 45.6, depth: 7.8 })).toBe(0.875);
    expect(volumetricWeightKg({ height: 1.5, width: 24, depth: 35 })).toBe(0.252);
  });

  it('rejects negative or non-finite measures', () => {
    expect(() => volumetricWeightKg({ height: -1, width: 10, depth: 10 })).toThrow(RangeError);
    expect(() => volumetricWeightKg({ height: 10, width: NaN, depth: 10 })).toThrow(RangeError);
    expect(() => volumetricWeightKg({ height: 10, width: 10, depth: Infinity })).toThrow(RangeError);
  });
});

describe('billedWeightKg', () => {
  it('uses the real weight when it is higher', () => {
    expect(billedWeightKg({ weight: 5, height: 15, width: 20, depth: 30 })).toBe(5);
  });

  it('uses the volumetric weight when it is higher', () => {
    expect(billedWeightKg({ weight: 1, height: 15, width: 20, depth: 30 })).toBe(1.8);
  });

  it('rounds the real weight to 3 decimals too', () => {
    expect(billedWeightKg({ weight: 0.1 + 0.2, height: 1, width: 1, depth: 1 })).toBe(0.3);
  });

  it('rejects a negative weight', () => {
    expect(() => billedWeightKg({ weight: -1, height: 1, width: 1, depth: 1 })).toThrow(RangeError);
  });
});

describe('totalBilledWeightKg', () => {
  it('sums the billed weight of each parcel without float noise', () => {
    const parcels = [
      { weight: 0.1, height: 1, width: 1, depth: 1 },
      { weight: 0.2, height: 1, width: 1, depth: 1 },
      { weight: 1, height: 15, width: 20, depth: 30 },
    ];
    expect(totalBilledWeightKg(parcels)).toBe(2.1);
  });

  it('is 0 for no parcels', () => {
    expect(totalBilledWeightKg([])).toBe(0);
  });
});

describe('roundKg', () => {
  it('rounds to the nearest gram', () => {
    expect(roundKg(1.2344)).toBe(1.234);
    expect(roundKg(1.2346)).toBe(1.235);
    expect(roundKg(0.30000000000000004)).toBe(0.3);
  });
});
