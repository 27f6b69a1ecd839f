import { isInsuranceEnabled } from './insurance';

describe('isInsuranceEnabled', () => {
  it('is on when the declared value is above 0', () => {
    expect(isInsuranceEnabled(1)).toBe(true);
    expect(isInsuranceEnabled(0.01)).toBe(true);
  });

  it('is off for 0, negatives, missing and non-numeric values', () => {
    for (const value of [0, -1, null, undefined, NaN, Infinity]) {
      expect(isInsuranceEnabled(value)).toBe(false);
    }
  });
});
