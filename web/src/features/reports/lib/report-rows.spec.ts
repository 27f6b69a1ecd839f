import type { ReportShipment } from '../api/reports-api';
import { reportSheetRows, topUpSheetRows } from './export-report';
import { hasTotals, reportCells, reportStatus } from './report-rows';

const row = (over: Partial<ReportShipment> = {}): ReportShipment => ({
  _id: 'a1',
  created_at: '2025-03-05T18:30:05.000Z',
  owner: 'u1',
  number_guide: '8055123456',
  carrier: 'ESTAFETA',
  service: 'Terrestre',
  shipment_type: 'box',
  origin: { city: 'Ciudad de México', state_short: 'CDMX' },
  destination: { city: 'Monterrey', state_short: null },
  status: true,
  stage: 'transit',
  delivered_at: null,
  refunded: false,
  total_amount: 1234.5,
  overweight: null,
  ...over,
});

describe('report rows', () => {
  it('shows a row as the table and the Excel do', () => {
    expect(reportCells(row())).toEqual([
      '8055123456',
      '05/03/2025 12:30:05',
      'Estafeta',
      'Terrestre',
      'Caja',
      'Ciudad de México, CDMX',
      'Monterrey',
      'En tránsito',
    ]);
    expect(reportCells(row({ number_guide: null }))[0]).toBe('Sin guía');
  });

  it('words the status as Mis Envios does: unpaid, generating, refunded', () => {
    expect(reportCells(row({ stage: 'created', status: false })).at(-1)).toBe('Guia sin pago');
    expect(reportStatus({ stage: 'created', status: true, refunded: false }).label).toBe('Generando guía');
    expect(reportStatus({ stage: 'delivered', status: true, refunded: false })).toMatchObject({
      label: 'Entregado',
      tone: 'teal',
    });
    expect(reportCells(row({ stage: 'cancelled', refunded: true })).at(-1)).toBe('Cancelada · Reembolsada');
    expect(reportSheetRows([row({ stage: 'cancelled', refunded: true })], false)[1].at(-1)).toBe(
      'Cancelada · Reembolsada',
    );
  });

  it('shows and exports the total only to roles that see it and only when the server sent it', () => {
    expect(hasTotals([row()], true)).toBe(true);
    expect(hasTotals([row()], false)).toBe(false);
    expect(hasTotals([row({ total_amount: undefined })], true)).toBe(false);
    expect(reportSheetRows([row()], true)[0]).toContain('Total (MXN)');
    expect(reportSheetRows([row()], true)[1].at(-1)).toBe(1234.5);
    expect(reportSheetRows([row()], false)[0]).not.toContain('Total (MXN)');
    expect(reportSheetRows([row()], false)[1]).toHaveLength(8);
  });
});

describe("the Excel's sheet 'Abonos'", () => {
  const prepaids = [
    {
      _id: 'p1',
      user: 'u1',
      amount: 500,
      status: true,
      source: 'spei' as const,
      created_at: '2025-03-05T18:30:05.000Z',
    },
    {
      _id: 'p2',
      user: 'u1',
      amount: 120.5,
      status: false,
      source: 'oxxo' as const,
      created_at: '2025-03-04T12:00:00.000Z',
    },
  ];

  it('sums what was paid by method, then lists each top-up with its method', () => {
    const rows = topUpSheetRows({ prepaids, paidByMethod: { paypal: 0, spei: 500, oxxo: 0, staff: 25 } });
    expect(rows.slice(0, 6)).toEqual([
      ['Método', 'Abonos pagados (MXN)'],
      ['Tarjeta (PayPal)', 0],
      ['Transferencia SPEI', 500],
      ['Efectivo OXXO', 0],
      ['Abono del personal', 25],
      ['Total', 525],
    ]);
    expect(rows.slice(7)).toEqual([
      ['Fecha', 'Método', 'Estatus', 'Monto (MXN)'],
      ['05/03/2025 12:30:05', 'Transferencia SPEI', 'Pagado', 500],
      ['04/03/2025 06:00:00', 'Efectivo OXXO', 'Pendiente', 120.5],
    ]);
  });

  it('leaves every amount out for the roles that see none', () => {
    const rows = topUpSheetRows({ prepaids: prepaids.map(({ amount: _, ...p }) => p) });
    expect(rows).toEqual([
      ['Fecha', 'Método', 'Estatus'],
      ['05/03/2025 12:30:05', 'Transferencia SPEI', 'Pagado'],
      ['04/03/2025 06:00:00', 'Efectivo OXXO', 'Pendiente'],
    ]);
  });
});
