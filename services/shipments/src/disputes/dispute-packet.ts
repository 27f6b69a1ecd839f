import PDFDocument from 'pdfkit';
import { centavosToPesos } from '@envios/domain';
import type { Dispute, Weighed } from './dispute.schema';

/** One earlier reweigh of the same customer, for the packet's history. */
export interface ReweighRow {
  date: Date | null;
  guide: string | null;
  carrier: string;
  declaredKg: number;
  measuredKg: number | null;
  overweightKg: number;
  costCentavos: number;
  dispute: string;
}

const MARGIN = 40;
const STATUS: Record<string, string> = { open: 'Abierta', accepted: 'Aceptada', rejected: 'Rechazada' };
export const disputeStatusText = (status: string) => STATUS[status] ?? status;

const kg = (n: number) => `${(Math.round(n * 1000) / 1000).toLocaleString('es-MX')} kg`;
const cm = (n: number) => `${n.toLocaleString('es-MX')} cm`;
const mxn = (centavos: number) =>
  centavosToPesos(centavos).toLocaleString('es-MX', { style: 'currency', currency: 'MXN' });
const day = (d: Date | null) =>
  d ? d.toLocaleDateString('es-MX', { timeZone: 'America/Mexico_City' }) : '—';

/**
 * The dispute packet (PDF, pdfkit as the labels and manifests): the charge and its label reference,
 * declared vs measured vs the customer's measures, the comment, every photo, and the customer's
 * history of reweighs, to send to the carrier or keep as the decision's record.
 */
export function renderDisputePacket(
  d: Dispute,
  photos: readonly Buffer[],
  history: readonly ReweighRow[],
  labelFile: string | null,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: `Disputa ${d._id}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(16).text('Expediente de disputa de sobrepeso');
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  const facts: [string, string][] = [
    ['Disputa', d._id],
    ['Estado', disputeStatusText(d.status) + (d.reason ? ` — ${d.reason}` : '')],
    ['Cliente', `${d.person.first_names} ${d.person.last_names} <${d.person.email}>`],
    ['Guía', d.number_guide ?? '—'],
    ['Paquetería / servicio', `${d.carrier} · ${d.service}`],
    ['Etiqueta', labelFile ?? '—'],
    ['Sobrepeso registrado', `${kg(d.overweight_kg)} el ${day(d.registered_at)}`],
    ['Cargo', `${mxn(d.cost_centavos)} (${d.charge_paid ? 'pagado' : 'pendiente'} al abrir la disputa)`],
    ['Abierta', day(d.opened_at)],
  ];
  for (const [k, v] of facts)
    doc.font('Helvetica-Bold').text(`${k}: `, { continued: true }).font('Helvetica').text(v);

  doc
    .moveDown()
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('Declarado, medido por la paquetería y medido por el cliente');
  const cols = ['', 'Declarado', 'Paquetería', 'Cliente'];
  const rows: [string, (w: Weighed) => string][] = [
    ['Peso', (w) => kg(w.weight)],
    ['Largo', (w) => cm(w.length)],
    ['Ancho', (w) => cm(w.width)],
    ['Alto', (w) => cm(w.height)],
    ['Peso facturable', (w) => kg(w.billed_weight)],
  ];
  const colW = width / cols.length;
  doc.fontSize(10);
  let y = doc.y + 4;
  cols.forEach((c, i) => doc.font('Helvetica-Bold').text(c, MARGIN + i * colW, y, { width: colW }));
  for (const [label, f] of rows) {
    y += 16;
    doc.font('Helvetica-Bold').text(label, MARGIN, y, { width: colW });
    [d.declared, d.measured, d.claimed].forEach((w, i) =>
      doc.font('Helvetica').text(w ? f(w) : '—', MARGIN + (i + 1) * colW, y, { width: colW }),
    );
  }
  doc.x = MARGIN;
  doc.y = y + 24;
  doc.font('Helvetica-Bold').fontSize(12).text('Comentario del cliente');
  doc.font('Helvetica').fontSize(10).text(d.comment, { width });

  doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Historial de repesajes del cliente');
  doc.font('Helvetica').fontSize(9);
  if (!history.length) doc.text('Sin otros sobrepesos registrados.');
  for (const h of history)
    doc.text(
      `${day(h.date)} · ${h.guide ?? '—'} · ${h.carrier} · declarado ${kg(h.declaredKg)} · medido ${
        h.measuredKg === null ? '—' : kg(h.measuredKg)
      } · sobrepeso ${kg(h.overweightKg)} · ${mxn(h.costCentavos)} · disputa: ${h.dispute}`,
      { width },
    );

  photos.forEach((bytes, i) => {
    doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`Foto ${i + 1} de ${photos.length}`);
    doc.image(bytes, MARGIN, doc.y + 8, { fit: [width, doc.page.height - 2 * MARGIN - 40], align: 'center' });
  });
  doc.end();
  return done;
}
