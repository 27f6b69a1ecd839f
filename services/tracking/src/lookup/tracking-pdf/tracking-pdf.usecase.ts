import { Injectable } from '@nestjs/common';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import { TrackingErrors } from '@envios/contracts';
import { CARRIER_LABELS, PORTAL_TRACKING_STATUS_LABELS, formatDateTime } from '@envios/domain';
import { AppError } from '@envios/platform';
import type { TrackedGuide } from '../../guides/tracked-guide.schema';
import { TrackedGuides } from '../../guides/tracked-guides';

function render(g: TrackedGuide, barcode: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `Rastreo ${g._id}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text('Rastreo de envío');
    doc.moveDown(0.5).font('Helvetica').fontSize(11);
    doc.text(`Guía: ${g._id}`);
    doc.text(`Paquetería: ${CARRIER_LABELS[g.carrier] ?? g.carrier}`);
    doc.text(`Estatus: ${g.statusText}${g.status ? ` (${PORTAL_TRACKING_STATUS_LABELS[g.status]})` : ''}`);
    if (g.deliveredAt) doc.text(`Entregado: ${formatDateTime(g.deliveredAt)}`);
    doc.text(`Consultado: ${formatDateTime(new Date())}`);
    doc.moveDown(0.5).image(barcode, { fit: [260, 70] });
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text('Movimientos');
    doc.font('Helvetica').fontSize(10).moveDown(0.3);
    if (!g.events.length) doc.text('La guía aún no tiene movimientos.');
    for (const e of [...g.events].reverse()) {
      doc.font('Helvetica-Bold').text(formatDateTime(new Date(e.date)), { continued: true });
      doc.font('Helvetica').text(`   ${e.description}${e.location ? ` — ${e.location}` : ''}`);
    }
    doc.end();
  });
}

/** The tracking PDF at /api/public/{guide}.pdf (section 7): the guide's status and every event, newest first. */
@Injectable()
export class TrackingPdfUseCase {
  constructor(private readonly guides: TrackedGuides) {}

  async execute(guide: string) {
    const g = await this.guides.publicView(guide.toUpperCase());
    if (!g) throw AppError.of(TrackingErrors.pdfNotFound);
    const barcode = await bwipjs.toBuffer({
      bcid: 'code128',
      text: g._id,
      scale: 2,
      height: 12,
      includetext: true,
    });
    const pdf = await render(g, barcode);
    return {
      contentType: 'application/pdf' as const,
      fileName: `${g._id}.pdf`,
      data: pdf.toString('base64'),
    };
  }
}
