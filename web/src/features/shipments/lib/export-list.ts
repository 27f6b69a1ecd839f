import type { ShipmentDto } from '@envios/contracts';
import { formatDateTime, shipmentStatus } from '@envios/domain';
import { saveFile } from '@/shared/lib/save-file';

/** The columns of the exports: what the list shows, with the cost only for who may see it. */
function exportRows(shipments: ShipmentDto[], withCost: boolean): (string | number)[][] {
  const header = ['Origen', 'Destino', 'Paquetería', 'Servicio', 'Guía', 'Días', 'Estado', 'Fecha'];
  if (withCost) header.push('Total (MXN)');
  return [
    header,
    ...shipments.map((s) => {
      const row: (string | number)[] = [
        `${s.origin_direction.city}, ${s.origin_direction.postal_code}`,
        `${s.destination_direction.city}, ${s.destination_direction.postal_code}`,
        s.selected_service.carrier,
        s.selected_service.carrier_service_name,
        s.number_guide ?? '',
        s.selected_service.total_transit_days,
        shipmentStatus(s).label,
        s.created_at.slice(0, 10),
      ];
      if (withCost) row.push(s.selected_service.total_amount ?? 0);
      return row;
    }),
  ];
}

/** 'Export to Excel' (section 2): the rows on screen as envios.xlsx; exceljs loads only when asked. */
export async function exportToExcel(shipments: ShipmentDto[], withCost: boolean): Promise<void> {
  const { Workbook } = await import('exceljs');
  const book = new Workbook();
  const sheet = book.addWorksheet('Envíos');
  sheet.addRows(exportRows(shipments, withCost));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 22));
  if (withCost) sheet.getColumn(9).numFmt = '"$"#,##0.00';
  const buffer = await book.xlsx.writeBuffer();
  saveFile(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'envios.xlsx',
  );
}

const pesos = (n: number) =>
  n.toLocaleString('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 });

/**
 * The PDF export of the list (section 2): the same rows as the Excel, as a landscape table with
 * its title and when it was made, in envios.pdf; jsPDF loads only when asked.
 */
export async function exportToPdf(shipments: ShipmentDto[], withCost: boolean): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const [header, ...rows] = exportRows(shipments, withCost);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter' });
  doc.setProperties({ title: 'Mis Envios', creator: 'Envíos MX' });
  doc.setFontSize(14);
  doc.text('Mis Envios', 40, 40);
  doc.setFontSize(9);
  doc.text(`Generado el ${formatDateTime(new Date())} · ${shipments.length} envíos`, 40, 56);
  autoTable(doc, {
    startY: 70,
    head: [header.map(String)],
    body: rows.map((row) => row.map((cell, i) => (withCost && i === 8 ? pesos(Number(cell)) : String(cell)))),
    styles: { fontSize: 8, cellPadding: 4 },
    headStyles: { fillColor: [29, 78, 216] },
    columnStyles: withCost ? { 8: { halign: 'right' } } : {},
  });
  saveFile(doc.output('blob'), 'envios.pdf');
}
