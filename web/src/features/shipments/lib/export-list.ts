import type { ShipmentDto } from '@envios/contracts';

/** The columns of the export: what the list shows, with the cost only for who may see it. */
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
        s.status ? 'Pagado' : 'Sin pagar',
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
  const url = URL.createObjectURL(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = 'envios.xlsx';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
