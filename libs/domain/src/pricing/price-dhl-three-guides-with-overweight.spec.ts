import { totalPrice } from './total-price';

describe('price: DHL, three guides, with overweight', () => {
  it('multiplies the service total by the guides and adds the overweight once', () => {
    const price = totalPrice({
      carrierCode: 'DHL',
      serviceTotalCentavos: 18999,
      guideCount: 3,
      overweightCostsCentavos: [5000, 2550],
    });
    expect(price).toEqual({
      serviceCentavos: 56997,
      overweightCentavos: 7550,
      totalCentavos: 64547,
      multiplier: 3,
    });
  });

  it('treats a carrier whose code only contains FEDEX as an ordinary carrier', () => {
    const price = totalPrice({ carrierCode: 'FEDEX-FREIGHT', serviceTotalCentavos: 1000, guideCount: 3 });
    expect(price.totalCentavos).toBe(3000);
  });
});
