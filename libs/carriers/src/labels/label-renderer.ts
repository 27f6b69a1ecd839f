import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';

/** A shipping label's file formats: letter-size PDF, 4x6 in thermal PDF, or ZPL II for Zebra printers. */
export type LabelFileFormat = 'pdf-letter' | 'pdf-4x6' | 'zpl';

export interface LabelParty {
  name: string;
  phone: string;
  street: string;
  number: string;
  intNumber?: string | null;
  colony: string;
  city: string;
  state?: string | null;
  postalCode: string;
  reference?: string | null;
}

/** What a label shows. */
export interface LabelData {
  guideNumber: string;
  carrierName: string;
  serviceName: string;
  sender: LabelParty;
  recipient: LabelParty;
  parcels: readonly { weight: number; height: number; width: number; depth: number }[];
  content: string;
  /** Our shipment id, printed small as the customer's reference. */
  reference: string;
  /** DD/MM/YYYY. */
  shipDate: string;
  /** Extended-zone delivery. */
  remote: boolean;
  /** Printed large across the label (a test label's TEST_LABEL_WATERMARK). */
  watermark?: string;
}

/** What a test API key's labels say across them: they carry nothing. */
export const TEST_LABEL_WATERMARK = 'PRUEBA — SIN VALOR';

export interface LabelFile {
  format: LabelFileFormat;
  contentType: 'application/pdf' | 'application/zpl';
  extension: 'pdf' | 'zpl';
  bytes: Buffer;
}

const POINTS_PER_INCH = 72;

const streetLine = (p: LabelParty) =>
  [`${p.street} ${p.number}`.trim(), p.intNumber ? `Int. ${p.intNumber}` : ''].filter(Boolean).join(', ');
const cityLine = (p: LabelParty) =>
  [p.colony, [p.city, p.state].filter(Boolean).join(', '), `C.P. ${p.postalCode}`].join(' · ');
const totalKg = (data: LabelData) =>
  Math.round(data.parcels.reduce((sum, p) => sum + p.weight, 0) * 1000) / 1000;

/** Code 128 of the guide number as a PNG (bwip-js), with the number printed under it. */
async function barcodePng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: 'center',
    textsize: 11,
    paddingwidth: 10,
    paddingheight: 6,
    backgroundcolor: 'FFFFFF',
  });
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

/** The label drawn in a box of `width` × `height` points at (x, y). */
async function drawLabel(
  doc: PDFKit.PDFDocument,
  data: LabelData,
  box: { x: number; y: number; width: number; height: number },
): Promise<void> {
  const pad = 10;
  const left = box.x + pad;
  const width = box.width - 2 * pad;
  const scale = box.width / (4 * POINTS_PER_INCH);
  const size = (pt: number) => Math.max(6, pt * scale);
  doc.lineWidth(1.5).rect(box.x, box.y, box.width, box.height).stroke();

  let y = box.y + pad;
  doc.font('Helvetica-Bold').fontSize(size(16)).text(data.carrierName.toUpperCase(), left, y, { width });
  y = doc.y;
  doc.font('Helvetica').fontSize(size(10)).text(data.serviceName, left, y, { width });
  y = doc.y + 4;
  doc
    .moveTo(box.x, y)
    .lineTo(box.x + box.width, y)
    .stroke();
  y += 6;

  const party = (title: string, p: LabelParty, big: boolean) => {
    doc.font('Helvetica-Bold').fontSize(size(8)).text(title, left, y, { width });
    doc
      .font(big ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size(big ? 13 : 9))
      .text(p.name, { width });
    doc.font('Helvetica').fontSize(size(big ? 11 : 8.5));
    doc.text(streetLine(p), { width });
    doc.text(cityLine(p), { width });
    doc.text(`Tel. ${p.phone}`, { width });
    if (p.reference) doc.text(`Ref. ${p.reference}`, { width });
    y = doc.y + 6;
  };
  party('REMITENTE', data.sender, false);
  doc
    .moveTo(box.x, y - 3)
    .lineTo(box.x + box.width, y - 3)
    .stroke();
  party('DESTINATARIO', data.recipient, true);
  doc
    .moveTo(box.x, y - 3)
    .lineTo(box.x + box.width, y - 3)
    .stroke();

  const pieces = data.parcels.length;
  doc
    .font('Helvetica')
    .fontSize(size(9))
    .text(
      `${pieces} ${pieces === 1 ? 'paquete' : 'paquetes'} · ${totalKg(data)} kg · Contenido: ${data.content}`,
      left,
      y,
      { width },
    )
    .text(`Fecha: ${data.shipDate}${data.remote ? ' · ZONA EXTENDIDA' : ''}`, { width });
  y = doc.y + 8;

  const barcode = await barcodePng(data.guideNumber);
  const barcodeWidth = Math.min(width, 3.4 * POINTS_PER_INCH * scale);
  doc.image(barcode, box.x + (box.width - barcodeWidth) / 2, y, { width: barcodeWidth });
  doc
    .font('Helvetica')
    .fontSize(size(7))
    .text(`Guía ${data.guideNumber} · Ref. ${data.reference}`, left, box.y + box.height - pad - size(7), {
      width,
      align: 'center',
    });
  if (data.watermark) drawWatermark(doc, data.watermark, box);
}

/** The watermark across the label, diagonal, over everything else but letting it show through. */
function drawWatermark(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; height: number },
): void {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const angle = (-Math.atan2(box.height, box.width) * 180) / Math.PI;
  const length = Math.hypot(box.width, box.height) * 0.85;
  doc.save();
  doc.rotate(angle, { origin: [cx, cy] });
  doc.font('Helvetica-Bold').fontSize(100);
  const size = (100 * length) / doc.widthOfString(text);
  doc.fillColor('#c00000').fillOpacity(0.35).fontSize(size);
  // Room to spare around it, so rounding never wraps it to a second line.
  doc.text(text, cx - length, cy - size / 2, { width: 2 * length, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillColor('black').fillOpacity(1);
}

async function pdfLabel(data: LabelData, format: 'pdf-letter' | 'pdf-4x6'): Promise<Buffer> {
  const info = {
    Title: `Guía ${data.guideNumber}`,
    Author: 'Envíos MX',
    Subject: data.serviceName,
    // A test label says so in its properties too (in ASCII, as a ZPL label does).
    ...(data.watermark ? { Keywords: asciiWatermark(data.watermark) } : {}),
  };
  if (format === 'pdf-4x6') {
    const size: [number, number] = [4 * POINTS_PER_INCH, 6 * POINTS_PER_INCH];
    const doc = new PDFDocument({ size, margin: 0, info });
    await drawLabel(doc, data, { x: 6, y: 6, width: size[0] - 12, height: size[1] - 12 });
    return pdfBytes(doc);
  }
  // Letter: the label at 4x6 in the top half, to cut out, and instructions below.
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, info });
  const width = 5 * POINTS_PER_INCH;
  await drawLabel(doc, data, { x: (612 - width) / 2, y: 36, width, height: 7.5 * POINTS_PER_INCH });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      'Recorta la guía por la línea y pégala en la cara más grande del paquete, sin cubrir el código de barras.',
      72,
      36 + 7.5 * POINTS_PER_INCH + 18,
      { width: 612 - 144, align: 'center' },
    );
  return pdfBytes(doc);
}

/** The watermark as ASCII (the dash folded). */
const asciiWatermark = (text: string) => text.replace(/[\u2013\u2014]/g, '-');

/** ZPL II cannot print characters outside ASCII reliably without a code page: fold them. */
const zplText = (text: string) =>
  asciiWatermark(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '?')
    .replace(/[\^~]/g, ' ');

/** A 4x6 in label at 203 dpi (812 × 1218 dots) in ZPL II, the guide number as Code 128. */
function zplLabel(data: LabelData): Buffer {
  const lines: string[] = ['^XA', '^CI0', '^PW812', '^LL1218', '^LH0,0'];
  let y = 30;
  const text = (value: string, height: number, x = 30) => {
    lines.push(`^FO${x},${y}^A0N,${height},${height}^FB752,1,0,L^FD${zplText(value)}^FS`);
    y += height + 8;
  };
  text(data.carrierName.toUpperCase(), 48);
  text(data.serviceName, 28);
  lines.push(`^FO20,${y}^GB772,3,3^FS`);
  y += 14;
  const party = (title: string, p: LabelParty, big: boolean) => {
    text(title, 22);
    text(p.name, big ? 40 : 28);
    text(streetLine(p), big ? 30 : 24);
    text(cityLine(p), big ? 26 : 22);
    text(`Tel. ${p.phone}`, 22);
    if (p.reference) text(`Ref. ${p.reference}`, 22);
    lines.push(`^FO20,${y}^GB772,3,3^FS`);
    y += 14;
  };
  party('REMITENTE', data.sender, false);
  party('DESTINATARIO', data.recipient, true);
  text(`${data.parcels.length} paquete(s) - ${totalKg(data)} kg - ${data.content}`, 24);
  text(`Fecha: ${data.shipDate}${data.remote ? ' - ZONA EXTENDIDA' : ''}`, 24);
  y += 20;
  lines.push(`^FO80,${y}^BY3,3,160^BCN,160,Y,N,N^FD${zplText(data.guideNumber)}^FS`);
  lines.push(`^FO30,1170^A0N,20,20^FB752,1,0,C^FDRef. ${zplText(data.reference)}^FS`);
  // A watermark across the middle, printed reversed (^FR) so it shows over whatever it crosses.
  if (data.watermark) lines.push(`^FO20,560^FR^A0N,64,64^FB772,1,0,C^FD${zplText(data.watermark)}^FS`);
  lines.push('^XZ');
  return Buffer.from(lines.join('\n') + '\n', 'ascii');
}

/** Renders a label in one of the three formats. */
export async function renderLabel(data: LabelData, format: LabelFileFormat): Promise<LabelFile> {
  if (format === 'zpl') {
    return { format, contentType: 'application/zpl', extension: 'zpl', bytes: zplLabel(data) };
  }
  return { format, contentType: 'application/pdf', extension: 'pdf', bytes: await pdfLabel(data, format) };
}
