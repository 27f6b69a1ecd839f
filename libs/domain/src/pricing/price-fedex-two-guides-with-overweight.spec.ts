import { repeatParcels } from '../parcels/guide-count';
import { totalPrice } from './total-price';

describe('price: FedEx, two guides, with overweight', () => {
  const parcel = { weight: 5, depth: 30, width: 20, height: 15 };

  it('takes the FedEx service total once, because its quote already covers both guides', () => {
    const price = totalPrice({
      carrierCode: 'FEDEX',
      serviceTotalCentavos: 45000,
      guideCount: 2,
      overweightCostsCentavos: [12050, 3000],
    });
    expect(price).toEqual({
      serviceCentavos: 45000,
      overweightCentavos: 15050,
      totalCentavos: 60050,
      multiplier: 1,
    });
  });

  it('quotes FedEx with the parcel repeated once per guide', () => {
    expect(repeatParcels([parcel], 2)).toEqual([parcel, parcel]);
  });

  it('recognises the FedEx code in any case and with spaces', () => {
    for (const carrierCode of ['fedex', ' FedEx ']) {
      expect(totalPrice({ carrierCode, serviceTotalCentavos: 45000, guideCount: 2 }).totalCentavos).toBe(
        45000,
      );
    }
  });
});
