import { quotesAllGuidesAtOnce, totalPrice } from './total-price';

describe('totalPrice', () => {
  const base = { carrierCode: 'REDPACK', serviceTotalCentavos: 10000 };

  it('accepts 5 guides and multiplies by 5', () => {
    expect(totalPrice({ ...base, guideCount: 5 }).totalCentavos).toBe(50000);
  });

  it('rejects 6 guides, 0 guides and a fractional count', () => {
    for (const guideCount of [6, 0, -1, 2.5, NaN]) {
      expect(() => totalPrice({ ...base, guideCount })).toThrow(RangeError);
    }
  });

  it('rejects a service total that is not integer centavos', () => {
    expect(() => totalPrice({ ...base, serviceTotalCentavos: 100.5, guideCount: 1 })).toThrow(TypeError);
  });

  it('rejects overweight costs that are not integer centavos', () => {
    expect(() => totalPrice({ ...base, guideCount: 1, overweightCostsCentavos: [12.5] })).toThrow(TypeError);
  });

  it('rejects a total beyond the safe integer range', () => {
    const huge = { ...base, serviceTotalCentavos: Math.floor(Number.MAX_SAFE_INTEGER / 2), guideCount: 3 };
    expect(() => totalPrice(huge)).toThrow();
  });
});

describe('quotesAllGuidesAtOnce', () => {
  it('is true only for FEDEX', () => {
    expect(quotesAllGuidesAtOnce('FEDEX')).toBe(true);
    expect(quotesAllGuidesAtOnce('fedex')).toBe(true);
    expect(quotesAllGuidesAtOnce('DHL')).toBe(false);
    expect(quotesAllGuidesAtOnce('FEDEXX')).toBe(false);
    expect(quotesAllGuidesAtOnce('')).toBe(false);
  });
});
