import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';

/** One shipment of a manifest: its guide and where it goes. */
export interface ManifestRow {
  guideNumber: string;
  recipient: string;
  /** 'City, State'. */
  destination: string;
  postalCode: string;
  /** Parcels. */
  pieces: number;
  weightKg: number;
}

/** A carrier's manifest ('relación de envíos'): what one carrier's driver takes from one shipper. */
export interface ManifestData {
  carrierName: string;
  /** What the shipper calls the lot (a batch id). */
  reference: string;
  /** DD/MM/YYYY. */
  date: string;
  shipper: { name: string; address: string; phone: string };
  rows: ManifestRow[];
  /** More fields beside the date and reference (a pickup's confirmation number and window). */
  details?: { label: string; value: string }[];
}

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 36;
const CONTENT = PAGE.width - 2 * MARGIN;
/** Where the rows stop: the footer ('Página n de m') lives below. */
const BOTTOM = PAGE.height - MARGIN - 18;
const ROW_HEIGHT = 40;
const HEADER_ROW_HEIGHT = 18;
const PAD = 4;
const BARCODE_HEIGHT = 20;
/** Code 128's quiet zone on each side, in modules. */
const QUIET_MODULES = 10;
/** A module's widest (0.9 pt is nearly 4 pixels at 300 dpi); a long number gets narrower ones. */
const MAX_MODULE = 0.9;

/** The table's columns, left to right (widths add up to the content width, 540 pt). */
const COLUMNS = [
  { key: 'n', title: '#', width: 26, align: 'right' },
  { key: 'guide', title: 'Guía', width: 170, align: 'left' },
  { key: 'recipient', title: 'Destinatario', width: 122, align: 'left' },
  { key: 'destination', title: 'Destino', width: 130, align: 'left' },
  { key: 'pieces', title: 'Piezas', width: 40, align: 'right' },
  { key: 'weight', title: 'Peso (kg)', width: 52, align: 'right' },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];
const columnX = (key: ColumnKey) => {
  let x = MARGIN;
  for (const c of COLUMNS) {
    if (c.key === key) return { x, width: c.width, align: c.align };
    x += c.width;
  }
  throw new Error(`No column ${key}`);
};

const kg = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A carrier's manifest ('Relación de envíos') as a letter PDF, for its pickup driver to sign: the
 * carrier, the shipper, the date, the reference and the count; a table of the shipments (guide
 * number as a Code 128 the driver can scan, recipient, destination and postal code, pieces, kg) that
 * breaks across pages with its header repeated and 'Página n de m' under each; the totals, and a
 * signature line for whoever hands the parcels over and for the carrier's operator.
 */
export async function renderManifest(m: ManifestData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Relación de envíos ${m.carrierName} ${m.reference}`.trim(),
      Author: 'Envíos MX',
      Subject: `Relación de envíos para el operador de ${m.carrierName}`,
    },
  });
  const totals = m.rows.reduce((t, r) => ({ pieces: t.pieces + r.pieces, kg: t.kg + r.weightKg }), {
    pieces: 0,
    kg: 0,
  });

  let y = firstHeader(doc, m);
  y = tableHeader(doc, y);
  m.rows.forEach((row, i) => {
    if (y + ROW_HEIGHT > BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, runningHeader(doc, m));
    }
    drawRow(doc, row, i + 1, y);
    y += ROW_HEIGHT;
  });

  const closing = 150;
  if (y + closing > BOTTOM) {
    doc.addPage();
    y = runningHeader(doc, m);
  }
  drawClosing(doc, m, totals, y + 12);
  footers(doc);
  return pdfBytes(doc);
}

/** Page 1: the title, the carrier, the shipper and the manifest's date, reference and count. */
function firstHeader(doc: PDFKit.PDFDocument, m: ManifestData): number {
  let y = MARGIN;
  doc.fillColor('black').font('Helvetica-Bold').fontSize(20).text('Relación de envíos', MARGIN, y, {
    width: CONTENT,
    lineBreak: false,
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(m.carrierName.toUpperCase(), MARGIN, y + 2, { width: CONTENT, align: 'right', lineBreak: false });
  y += 30;
  doc
    .lineWidth(1)
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT, y)
    .stroke();
  y += 8;

  const half = CONTENT / 2 - 10;
  const right = MARGIN + CONTENT / 2 + 10;
  doc.font('Helvetica-Bold').fontSize(8).text('REMITENTE', MARGIN, y, { width: half });
  doc.font('Helvetica-Bold').fontSize(11).text(m.shipper.name, { width: half });
  doc.font('Helvetica').fontSize(9).text(m.shipper.address, { width: half });
  doc.text(`Tel. ${m.shipper.phone}`, { width: half });
  const leftEnd = doc.y;

  const field = (label: string, value: string, at: number) => {
    doc.font('Helvetica-Bold').fontSize(9).text(`${label}:`, right, at, { width: 80, lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(value, right + 80, at, { width: half - 80, height: 24, ellipsis: true });
    return Math.max(doc.y, at + 13);
  };
  let ry = field('Paquetería', m.carrierName, y);
  ry = field('Fecha', m.date, ry);
  ry = field('Referencia', m.reference || '—', ry);
  ry = field('Envíos', String(m.rows.length), ry);
  for (const d of m.details ?? []) ry = field(d.label, d.value, ry);
  return Math.max(leftEnd, ry) + 14;
}

/** Pages after the first: one line that says whose manifest it is. */
function runningHeader(doc: PDFKit.PDFDocument, m: ManifestData): number {
  const y = MARGIN;
  doc
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Relación de envíos · ${m.carrierName}`, MARGIN, y, { width: CONTENT / 2, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${m.reference ? `Ref. ${m.reference} · ` : ''}${m.date}`, MARGIN + CONTENT / 2, y + 1, {
      width: CONTENT / 2,
      align: 'right',
      lineBreak: false,
    });
  return y + 22;
}

/** The table's header row (on every page the table runs over). */
function tableHeader(doc: PDFKit.PDFDocument, y: number): number {
  doc.rect(MARGIN, y, CONTENT, HEADER_ROW_HEIGHT).fill('#e6e6e6');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(8.5);
  for (const c of COLUMNS) {
    const { x, width } = columnX(c.key);
    doc.text(c.title, x + PAD, y + 5, { width: width - 2 * PAD, align: c.align, lineBreak: false });
  }
  doc
    .lineWidth(0.75)
    .moveTo(MARGIN, y + HEADER_ROW_HEIGHT)
    .lineTo(MARGIN + CONTENT, y + HEADER_ROW_HEIGHT)
    .stroke();
  return y + HEADER_ROW_HEIGHT;
}

function drawRow(doc: PDFKit.PDFDocument, row: ManifestRow, n: number, y: number): void {
  const cell = (
    key: ColumnKey,
    text: string,
    opts: { bold?: boolean; size?: number; lines?: number } = {},
  ) => {
    const { x, width, align } = columnX(key);
    const size = opts.size ?? 8.5;
    doc
      .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .text(text, x + PAD, y + 6, {
        width: width - 2 * PAD,
        height: (opts.lines ?? 1) * size * 1.25,
        align,
        ellipsis: true,
      });
  };
  doc.fillColor('black');
  cell('n', String(n));
  drawBarcode(doc, row.guideNumber, columnX('guide'), y);
  cell('recipient', row.recipient, { lines: 3 });
  const dest = columnX('destination');
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .text(row.destination, dest.x + PAD, y + 6, { width: dest.width - 2 * PAD, height: 21, ellipsis: true });
  doc.text(`C.P. ${row.postalCode}`, dest.x + PAD, y + 6 + 21, {
    width: dest.width - 2 * PAD,
    lineBreak: false,
  });
  cell('pieces', String(row.pieces));
  cell('weight', kg(row.weightKg));
  doc
    .lineWidth(0.5)
    .strokeColor('#999999')
    .moveTo(MARGIN, y + ROW_HEIGHT)
    .lineTo(MARGIN + CONTENT, y + ROW_HEIGHT)
    .stroke()
    .strokeColor('black');
}

/**
 * The guide number as Code 128 drawn as vector bars (sharp at any resolution a driver's scanner or
 * a test's rasterizer reads it at), the number printed under it.
 */
function drawBarcode(
  doc: PDFKit.PDFDocument,
  text: string,
  column: { x: number; width: number },
  y: number,
): void {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as { sbs: number[] }[];
  const modules = symbol.sbs.reduce((a, b) => a + b, 0);
  const available = column.width - 2 * PAD;
  const module = Math.min(MAX_MODULE, available / (modules + 2 * QUIET_MODULES));
  let x = column.x + PAD + QUIET_MODULES * module;
  const top = y + 4;
  symbol.sbs.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x, top, w * module, BARCODE_HEIGHT);
    x += w * module;
  });
  doc.fill('black');
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(text, column.x + PAD + QUIET_MODULES * module, top + BARCODE_HEIGHT + 2, {
      width: available - QUIET_MODULES * module,
      lineBreak: false,
    });
}

/** The totals and the two signatures: who hands the parcels over, and the carrier's operator. */
function drawClosing(
  doc: PDFKit.PDFDocument,
  m: ManifestData,
  totals: { pieces: number; kg: number },
  y: number,
): void {
  doc.rect(MARGIN, y, CONTENT, 24).fill('#f2f2f2');
  doc
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(
      `Totales: ${plural(m.rows.length, 'envío', 'envíos')} · ${plural(totals.pieces, 'pieza', 'piezas')} · ${kg(totals.kg)} kg`,
      MARGIN + PAD * 2,
      y + 7,
      { width: CONTENT - PAD * 4, lineBreak: false },
    );
  const lineY = y + 24 + 70;
  const width = (CONTENT - 40) / 2;
  const signatures = [
    { x: MARGIN, label: 'Entrega (nombre y firma)' },
    { x: MARGIN + width + 40, label: `Recibe el operador de ${m.carrierName} (nombre, firma y fecha)` },
  ];
  doc.lineWidth(0.75);
  for (const s of signatures) {
    doc
      .moveTo(s.x, lineY)
      .lineTo(s.x + width, lineY)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .text(s.label, s.x, lineY + 4, { width, align: 'center' });
  }
}

/** 'Página n de m' under every page. */
function footers(doc: PDFKit.PDFDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: without this, pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc
      .fillColor('#555555')
      .font('Helvetica')
      .fontSize(8)
      .text(`Página ${i - start + 1} de ${count}`, MARGIN, PAGE.height - MARGIN - 4, {
        width: CONTENT,
        align: 'center',
        lineBreak: false,
      });
  }
}

function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
