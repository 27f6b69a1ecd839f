import { totalPrice } from './total-price';

describe('price: one guide, no overweight', () => {
  it('is the service total itself', () => {
    expect(totalPrice({ carrierCode: 'ESTAFETA', serviceTotalCentavos: 23450, guideCount: 1 })).toEqual({
      serviceCentavos: 23450,
      overweightCentavos: 0,
      totalCentavos: 23450,
      multiplier: 1,
    });
  });

  it('adds nothing for an empty overweight list', () => {
    const price = totalPrice({
      carrierCode: 'AMPM',
      serviceTotalCentavos: 100,
      guideCount: 1,
      overweightCostsCentavos: [],
    });
    expect(price.totalCentavos).toBe(100);
  });
});
