import {
  carrierChart,
  cityChart,
  efficiencyChart,
  monthLabel,
  prepaidsChart,
  typeChart,
} from './chart-specs';

describe('monthLabel', () => {
  it('names a month of the period in Spanish', () => {
    expect(monthLabel('2025-01')).toBe('ene 2025');
    expect(monthLabel('2024-12')).toBe('dic 2024');
  });
});

describe('dashboard chart specs', () => {
  it('labels shipment types Sobre, Caja, Tarima in that order, with 0 for a missing one', () => {
    const spec = typeChart([
      { shipment_type: 'box', totalShipments: 3 },
      { shipment_type: 'document', totalShipments: 1 },
    ]);
    expect(spec?.options.labels).toEqual(['Sobre', 'Caja', 'Tarima']);
    expect(spec?.series).toEqual([1, 3, 0]);
    expect(spec?.options.chart?.accessibility?.description).toContain('Caja: 3 envíos');
  });

  it('has nothing to draw for a period without shipments', () => {
    expect(typeChart([])).toBeNull();
    expect(cityChart({ labels: [], data: [] })).toBeNull();
    expect(carrierChart([{ carrier: 'DHL', totalShipments: 0 }])).toBeNull();
    const none = { paypal: [0], spei: [0], oxxo: [0], staff: [0] };
    expect(prepaidsChart({ chartData: { labels: ['2025-01'], values: [0], byMethod: none } })).toBeNull();
  });

  it('stacks the recharges by method, staff credits only when there are some', () => {
    const spec = prepaidsChart({
      chartData: {
        labels: ['2025-01', '2025-02'],
        values: [1500, 250],
        byMethod: { paypal: [1000, 0], spei: [300, 250], oxxo: [200, 0], staff: [0, 0] },
      },
    });
    expect(spec?.options.chart?.stacked).toBe(true);
    // Each method keeps its colour: card blue, SPEI green, OXXO orange.
    expect(spec?.options.colors).toEqual(['#1d4ed8', '#0b8a63', '#c2410c']);
    expect(spec?.series).toEqual([
      { name: 'Tarjeta (PayPal)', data: [1000, 0] },
      { name: 'Transferencia SPEI', data: [300, 250] },
      { name: 'Efectivo OXXO', data: [200, 0] },
    ]);
    expect(spec?.options.chart?.accessibility?.description).toContain(
      'ene 2025: $1,500.00 (Tarjeta (PayPal) $1,000.00, Transferencia SPEI $300.00, Efectivo OXXO $200.00)',
    );
    const withStaff = prepaidsChart({
      chartData: {
        labels: ['2025-01'],
        values: [80],
        byMethod: { paypal: [0], spei: [0], oxxo: [0], staff: [80] },
      },
    });
    expect(withStaff?.series).toHaveLength(4);
  });

  it('names carriers as the portal shows them', () => {
    const spec = carrierChart([
      { carrier: 'FEDEX', totalShipments: 2 },
      { carrier: 'ESTAFETA', totalShipments: 5 },
    ]);
    expect(spec?.type).toBe('pie');
    expect(spec?.options.labels).toEqual(['FedEx', 'Estafeta']);
  });

  it('draws efficiency on a 0–100 % axis, also when every delivery was late', () => {
    const data = { chartData: { labels: ['2025-01', '2025-02'], values: [0, 0] } };
    expect(efficiencyChart(data, 0)).toBeNull();
    const spec = efficiencyChart(data, 2);
    expect(spec?.options.yaxis).toMatchObject({ min: 0, max: 100 });
    expect(spec?.options.xaxis?.categories).toEqual(['ene 2025', 'feb 2025']);
  });
});
