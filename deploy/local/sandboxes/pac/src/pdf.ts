/**
 * The printed representation of a stamped CFDI (what Facturapi's /pdf answers): emisor, receptor,
 * conceptos with their IVA, totals, the stamp's data, both sellos, the stamp's cadena original and
 * SAT's verification QR. Drawn with pdfkit, as the portal's labels are.
 */
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import type { InvoiceRequest, Issuer } from './invoice-request';
import type { StampedCfdi } from './cfdi';

export interface PdfInvoice {
  request: InvoiceRequest;
  issuer: Issuer;
  series: string;
  folio: number;
  cfdi: StampedCfdi;
  certificateNumber: string;
  verificationUrl: string;
  canceled: boolean;
}

const MARGIN = 40;
const WIDTH = 612 - MARGIN * 2;
const pesos = (cents: number) =>
  `$${(cents / 100).toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const FORMAS: Record<string, string> = {
  '01': 'Efectivo',
  '03': 'Transferencia electrónica de fondos',
  '04': 'Tarjeta de crédito',
  '28': 'Tarjeta de débito',
  '31': 'Intermediario pagos',
  '99': 'Por definir',
};

export async function renderInvoicePdf(inv: PdfInvoice): Promise<Buffer> {
  const { request: req, issuer, cfdi } = inv;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `Factura ${inv.series}-${inv.folio}`,
      Author: issuer.name,
      Subject: `CFDI ${cfdi.stamp.uuid}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const label = (text: string, x: number, y: number, w = 260) =>
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#555555').text(text, x, y, { width: w });
  const value = (text: string, x: number, y: number, w = 260) =>
    doc.font('Helvetica').fontSize(9).fillColor('#000000').text(text, x, y, { width: w });

  doc.font('Helvetica-Bold').fontSize(16).text(issuer.name, MARGIN, MARGIN, { width: 330 });
  value(`RFC ${issuer.rfc} · Régimen fiscal ${issuer.taxSystem}`, MARGIN, doc.y + 2, 330);
  value(`Lugar de expedición: ${issuer.zip}`, MARGIN, doc.y + 1, 330);
  const right = MARGIN + 340;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`Factura ${inv.series}-${inv.folio}`, right, MARGIN, { width: 232 });
  value(`Tipo: I - Ingreso · CFDI 4.0`, right, doc.y + 2, 232);
  value(`Fecha de emisión: ${cfdi.fecha}`, right, doc.y + 1, 232);
  value(`Folio fiscal (UUID): ${cfdi.stamp.uuid}`, right, doc.y + 1, 232);

  let y = 130;
  label('RECEPTOR', MARGIN, y);
  value(req.customer.legalName, MARGIN, y + 11);
  value(`RFC ${req.customer.taxId} · Régimen fiscal ${req.customer.taxSystem}`, MARGIN, doc.y + 1);
  value(`Domicilio fiscal (C.P.): ${req.customer.zip} · Uso CFDI: ${req.use}`, MARGIN, doc.y + 1);
  label('PAGO', right, y);
  value(`Forma: ${req.paymentForm} ${FORMAS[req.paymentForm] ?? ''}`.trim(), right, y + 11, 232);
  value(`Método: ${req.paymentMethod} · Moneda: MXN`, right, doc.y + 1, 232);
  if (req.global)
    value(
      `Información global: periodicidad ${req.global.periodicidad}, meses ${req.global.months}, año ${req.global.year}`,
      right,
      doc.y + 1,
      232,
    );
  for (const r of req.related)
    value(`CFDI relacionados (${r.relationship}): ${r.documents.join(', ')}`, MARGIN, doc.y + 4, WIDTH);

  y = Math.max(doc.y, 190) + 12;
  const cols: [string, number, number][] = [
    ['Clave', MARGIN, 55],
    ['Cant.', MARGIN + 55, 30],
    ['Unidad', MARGIN + 85, 70],
    ['Descripción', MARGIN + 155, 187],
    ['Valor unitario', MARGIN + 342, 70],
    ['IVA 16%', MARGIN + 412, 60],
    ['Importe', MARGIN + 472, 60],
  ];
  doc.rect(MARGIN, y - 3, WIDTH, 15).fill('#eeeeee');
  for (const [title, x, w] of cols) label(title, x + 2, y, w - 4);
  y += 16;
  for (const l of req.lines) {
    const cells = [
      l.productKey,
      String(l.quantity),
      `${l.unitKey} ${l.unitName}`,
      l.description,
      pesos(Math.round(l.baseCents / l.quantity)),
      pesos(l.ivaCents),
      pesos(l.baseCents),
    ];
    let bottom = y;
    cells.forEach((cell, i) => {
      value(cell, cols[i][1] + 2, y, cols[i][2] - 4);
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 4;
    if (y > 600) {
      doc.addPage();
      y = MARGIN;
    }
  }

  y += 6;
  const totals: [string, string][] = [
    ['Subtotal', pesos(req.subtotalCents)],
    ['IVA trasladado 16%', pesos(req.ivaCents)],
    ['Total', pesos(req.totalCents)],
  ];
  for (const [name, amount] of totals) {
    label(name, MARGIN + 342, y, 130);
    doc
      .font(name === 'Total' ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .text(amount, MARGIN + 472, y, { width: 60, align: 'right' });
    y += 14;
  }

  y += 10;
  const qr = await bwipjs.toBuffer({ bcid: 'qrcode', text: inv.verificationUrl, scale: 2 });
  doc.image(qr, MARGIN, y, { width: 95 });
  const tx = MARGIN + 110;
  const tw = WIDTH - 110;
  label('NO. DE CERTIFICADO DEL EMISOR / DEL SAT', tx, y, tw);
  value(`${inv.certificateNumber} / ${cfdi.stamp.noCertificadoSat}`, tx, doc.y + 1, tw);
  label('FECHA Y HORA DE CERTIFICACIÓN · RFC DEL PROVEEDOR DE CERTIFICACIÓN', tx, doc.y + 4, tw);
  value(`${cfdi.stamp.fechaTimbrado} · ${cfdi.stamp.rfcProvCertif}`, tx, doc.y + 1, tw);
  const small = (title: string, text: string) => {
    label(title, MARGIN, doc.y + 6, WIDTH);
    doc
      .font('Courier')
      .fontSize(6)
      .fillColor('#000000')
      .text(text, MARGIN, doc.y + 1, { width: WIDTH });
  };
  doc.y = Math.max(doc.y, y + 100);
  small('SELLO DIGITAL DEL CFDI', cfdi.sello);
  small('SELLO DEL SAT', cfdi.stamp.selloSat);
  small('CADENA ORIGINAL DEL COMPLEMENTO DE CERTIFICACIÓN DIGITAL DEL SAT', cfdi.stamp.cadenaTimbre);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'Este documento es una representación impresa de un CFDI. Emitido en el sandbox de pruebas: sin validez fiscal.',
      MARGIN,
      doc.y + 10,
      { width: WIDTH, align: 'center' },
    );

  if (inv.canceled)
    doc
      .font('Helvetica-Bold')
      .fontSize(72)
      .fillColor('#cc0000')
      .opacity(0.25)
      .text('CANCELADA', MARGIN, 330, { width: WIDTH, align: 'center' })
      .opacity(1);
  doc.end();
  return done;
}
