import type { QuoteResponse, ShippingOption } from '@envios/contracts';
import type { CarrierCode } from '@envios/domain';
import { flattenOptions, formatPesos, nextSort, sortOptions, unavailableTexts } from './quote-options';

const option = (
  carrier_code: CarrierCode,
  service_code: string,
  price: number | undefined,
  transitDays: number,
  delivery?: string,
): ShippingOption => ({
  carrier: carrier_code,
  carrier_code,
  carrier_service_name: service_code,
  service_code,
  carrier_logo_url: '',
  carrier_logo_url_svg: '',
  date: '2025-06-02',
  estimated_delivery: delivery,
  total_transit_days: transitDays,
  total_amount: price,
  order_total_amount: price,
  currency: 'MXN',
  is_remote: false,
  quote_token: 't',
  source: 'ratecard',
});

const response: QuoteResponse = {
  carriers: {
    FEDEX: [option('FEDEX', 'F1', 457.63, 5, '2025-06-09')],
    DHL: [option('DHL', 'D1', 380.46, 4, '2025-06-06'), option('DHL', 'D2', 622.06, 2, '2025-06-04')],
    AMPM: [option('AMPM', 'A1', 316.08, 5, '2025-06-09')],
  },
  unavailable: [
    { carrier: 'REDPACK', reason: 'timeout' },
    { carrier: 'ESTAFETA', reason: 'no_service' },
  ],
  cantidadGuias: 2,
  quotedAt: '2025-06-02T15:00:00.000Z',
};

const codes = (options: ShippingOption[]) => options.map((o) => o.service_code);

describe('quote options', () => {
  it('lists every option, carriers in the product order', () => {
    expect(codes(flattenOptions(response))).toEqual(['D1', 'D2', 'F1', 'A1']);
  });

  it('sorts by the order price both ways', () => {
    const all = flattenOptions(response);
    expect(codes(sortOptions(all, { key: 'price', direction: 'asc' }))).toEqual(['A1', 'D1', 'F1', 'D2']);
    expect(codes(sortOptions(all, { key: 'price', direction: 'desc' }))).toEqual(['D2', 'F1', 'D1', 'A1']);
  });

  it('sorts by delivery date, ties in carrier order', () => {
    const all = flattenOptions(response);
    expect(codes(sortOptions(all, { key: 'delivery', direction: 'asc' }))).toEqual(['D2', 'D1', 'F1', 'A1']);
  });

  it('sorts by transit days when the dates are not sent (role user)', () => {
    const noDates = flattenOptions(response).map((o) => ({ ...o, estimated_delivery: undefined }));
    expect(codes(sortOptions(noDates, { key: 'delivery', direction: 'asc' }))).toEqual([
      'D2',
      'D1',
      'F1',
      'A1',
    ]);
  });

  it('reverses the column already sorted and starts another ascending', () => {
    expect(nextSort({ key: 'price', direction: 'asc' }, 'price')).toEqual({
      key: 'price',
      direction: 'desc',
    });
    expect(nextSort({ key: 'price', direction: 'desc' }, 'delivery')).toEqual({
      key: 'delivery',
      direction: 'asc',
    });
  });

  it('formats the server amounts in pesos as es-MX currency', () => {
    expect(formatPesos(1234.5)).toBe('$1,234.50');
    expect(formatPesos(316.08)).toBe('$316.08');
  });

  it('names each carrier left out and why', () => {
    expect(unavailableTexts(response)).toEqual([
      'Redpack no respondió a tiempo',
      'Estafeta no tiene servicio para este envío',
    ]);
    const withService: QuoteResponse = {
      ...response,
      unavailable: [
        {
          carrier: 'FEDEX',
          reason: 'no_transit_time',
          service: { code: 'FEDEX_EXPRESS_SAVER', name: 'FedEx Express Saver' },
        },
      ],
    };
    expect(unavailableTexts(withService)).toEqual([
      'FedEx Express Saver (FedEx) no indicó el tiempo de entrega',
    ]);
  });
});
