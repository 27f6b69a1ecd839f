import { BATCH_COLUMNS, type Batch, type BatchRow } from '@envios/contracts';
import { batchResultCsv } from './batch-view';

const values = Object.fromEntries(BATCH_COLUMNS.map((c) => [c.key, ''])) as BatchRow['values'];
const row = (n: number, over: Partial<BatchRow>, name: string): BatchRow => ({
  n,
  values: { ...values, order: `P-${n}`, name, postal_code: '64000' },
  errors: [],
  duplicate_of: null,
  status: 'generated',
  choice: null,
  no_option: null,
  shipment_id: null,
  number_guide: null,
  ...over,
});
const batchOf = (rows: BatchRow[]) => ({ id: 'b1', rows }) as unknown as Batch;
const choice = {
  carrier_code: 'DHL' as const,
  carrier: 'DHL',
  service_code: 'N',
  service_name: 'Día siguiente',
  total_transit_days: 1,
};

describe('the batch result a customer takes back to its system', () => {
  it('has each order with its carrier, guide and state, and a price only when amounts were given', () => {
    const priced = batchResultCsv(
      batchOf([row(1, { choice: { ...choice, total_amount: 176.7 }, number_guide: '123456' }, 'Laura')]),
    );
    expect(priced.startsWith('\ufeff')).toBe(true);
    const [header, first] = priced.slice(1).trim().split('\r\n');
    expect(header).toBe('Fila,Pedido,Destinatario,Código postal,Paquetería,Servicio,Días,Precio,Guía,Estado');
    expect(first).toBe('1,P-1,Laura,64000,DHL,Día siguiente,1,176.70,123456,Guía lista');
    const unpriced = batchResultCsv(batchOf([row(1, { choice, number_guide: '123456' }, 'Laura')]));
    expect(unpriced).not.toContain('Precio');
    expect(unpriced).not.toContain('176');
  });

  it('writes what the customer typed as text, never as a formula', () => {
    const csv = batchResultCsv(
      batchOf([
        row(1, { status: 'error' }, '=HYPERLINK("http://x","y")'),
        row(2, { status: 'error' }, '+52 55'),
        row(3, { status: 'error' }, '@SUM(A1)'),
      ]),
    );
    const lines = csv.trim().split('\r\n').slice(1);
    expect(lines[0]).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(lines[1]).toContain(",'+52 55,");
    expect(lines[2]).toContain(",'@SUM(A1),");
  });
});
