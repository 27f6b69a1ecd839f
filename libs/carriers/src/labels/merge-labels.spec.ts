import { PDFDocument } from 'pdf-lib';
import { renderLabel, type LabelData, type LabelFileFormat } from './label-renderer';
import { LabelMergeError, mergeLabels } from './merge-labels';

const party = {
  name: 'Ana López',
  phone: '5512345678',
  street: 'Insurgentes Sur',
  number: '100',
  colony: 'Centro',
  city: 'Ciudad de México',
  state: 'CDMX',
  postalCode: '06700',
};
const data = (n: number): LabelData => ({
  guideNumber: `7000000000${n}`,
  carrierName: 'Estafeta',
  serviceName: 'Terrestre',
  sender: party,
  recipient: { ...party, name: `Destinatario ${n}`, city: 'Monterrey', postalCode: '64000' },
  parcels: [{ weight: 2, height: 15, width: 20, depth: 30 }],
  content: 'Documentos',
  reference: `ref-${n}`,
  shipDate: '05/06/2025',
  remote: false,
});
const labels = async (format: LabelFileFormat, n = 3) =>
  Promise.all(Array.from({ length: n }, async (_, i) => (await renderLabel(data(i), format)).bytes));
const pageSizes = async (pdf: Buffer) =>
  (await PDFDocument.load(pdf)).getPages().map((p) => {
    const { width, height } = p.getSize();
    return [Math.round(width), Math.round(height)];
  });

describe('mergeLabels', () => {
  let letter: Buffer[];
  let small: Buffer[];
  let zpl: Buffer[];

  beforeAll(async () => {
    [letter, small, zpl] = await Promise.all([labels('pdf-letter'), labels('pdf-4x6'), labels('zpl')]);
  });

  it('copies letter labels one per letter page', async () => {
    const merged = await mergeLabels(letter, 'pdf');
    expect(merged.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pageSizes(merged)).toEqual([
      [612, 792],
      [612, 792],
      [612, 792],
    ]);
  });

  it('lays 4x6 labels out two per letter page, in order', async () => {
    const merged = await mergeLabels(small, 'pdf');
    expect(await pageSizes(merged)).toEqual([
      [612, 792],
      [612, 792],
    ]);
    // A letter label between them starts a page of its own: 4x6, letter, 4x6 → three pages.
    expect(await pageSizes(await mergeLabels([small[0], letter[0], small[1]], 'pdf'))).toHaveLength(3);
  });

  it('makes 4x6 pages: 4x6 labels copied, letter ones scaled onto a 288x432 page', async () => {
    expect(await pageSizes(await mergeLabels([letter[0], small[0]], 'pdf_4x6'))).toEqual([
      [288, 432],
      [288, 432],
    ]);
  });

  it('concatenates ZPL labels, each ending with a newline', async () => {
    const withoutNewline = Buffer.from('^XA^FO10,10^FDsin salto^FS^XZ', 'ascii');
    const merged = (await mergeLabels([...zpl, withoutNewline], 'zpl')).toString('ascii');
    expect(merged.match(/\^XA/g)).toHaveLength(4);
    expect(merged.match(/\^XZ\n/g)).toHaveLength(4);
    expect(merged.startsWith(zpl[0].toString('ascii'))).toBe(true);
  });

  it('refuses PDF labels in a ZPL file, naming them, and ZPL in a PDF', async () => {
    const err = await mergeLabels([zpl[0], letter[0], zpl[1], small[0]], 'zpl').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LabelMergeError);
    expect(err).toMatchObject({ kind: 'not_zpl', indexes: [1, 3] });
    await expect(mergeLabels([letter[0], zpl[0]], 'pdf')).rejects.toMatchObject({
      kind: 'not_pdf',
      indexes: [1],
    });
  });

  it('refuses to merge nothing', async () => {
    await expect(mergeLabels([], 'pdf')).rejects.toMatchObject({ kind: 'empty' });
  });
});
