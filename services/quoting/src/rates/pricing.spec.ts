import { customerPrice } from './pricing';

describe('customerPrice', () => {
  it('adds the tariff percentage, then 16 % IVA, in centavos', () => {
    expect(customerPrice(10_000, 35)).toEqual({ netCentavos: 13_500, totalCentavos: 15_660 });
    expect(customerPrice(10_000, 12.5)).toEqual({ netCentavos: 11_250, totalCentavos: 13_050 });
  });

  it('rounds half up to the centavo at each step', () => {
    // 3.33 × 1.35 = 4.4955 → 4.50; 4.50 × 1.16 = 5.22
    expect(customerPrice(333, 35)).toEqual({ netCentavos: 450, totalCentavos: 522 });
    // 0.01 × 1.08 = 0.0108 → 0.01; 0.01 × 1.16 = 0.0116 → 0.01
    expect(customerPrice(1, 8)).toEqual({ netCentavos: 1, totalCentavos: 1 });
  });

  it('refuses amounts that are not integer centavos', () => {
    expect(() => customerPrice(10.5, 35)).toThrow(/centavos/);
  });
});
