import { Injectable } from '@nestjs/common';
import { ShipmentsErrors, type ManifestRequest } from '@envios/contracts';
import { CARRIER_LABELS, formatDate } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { renderManifest, type ManifestRow } from '@envios/carriers';
import { BatchLabels, fileNamePart, type ShipmentLabel } from '../batch-labels';

type Direction = ShipmentLabel['origin_direction'];

/** The shipper's address on one line: street and number, colony, city, postal code. */
const addressLine = (d: Direction) =>
  [
    [d.address, d.number].filter(Boolean).join(' ') + (d.intNumber ? ` Int. ${d.intNumber}` : ''),
    d.colony,
    d.city,
    d.postal_code ? `C.P. ${d.postal_code}` : '',
  ]
    .filter(Boolean)
    .join(', ');

const kg = (s: ShipmentLabel) =>
  Math.round((s.parcels ?? []).reduce((sum, p) => sum + (Number(p.weight) || 0), 0) * 1000) / 1000;

const row = (s: ShipmentLabel): ManifestRow => ({
  guideNumber: s.number_guide ?? '',
  recipient: s.destination_direction.full_name,
  destination: [s.destination_direction.city, s.destination_direction.state].filter(Boolean).join(', '),
  postalCode: s.destination_direction.postal_code,
  pieces: (s.parcels ?? []).length,
  weightKg: kg(s),
});

/**
 * One carrier's manifest ('relación de envíos') of several shipments, for its pickup driver to
 * sign: those of the shipments that go with that carrier and whose label is made, in the order
 * asked. Every shipment must be the caller's to read (else 404); none of that carrier's labels
 * made is a 409. The shipper is the first one's origin; the date is today in Mexico City.
 */
@Injectable()
export class ManifestUseCase {
  constructor(private readonly labels: BatchLabels) {}

  async execute(caller: CallerIdentity, request: ManifestRequest, now = new Date()) {
    const shipments = await this.labels.readable(caller, request.shipments);
    const carried = shipments.filter(
      (s) => s.selected_service?.carrier_code === request.carrier && s.guide_state === 'generated',
    );
    if (!carried.length) throw AppError.of(ShipmentsErrors.labelsNoneReady);
    const origin = carried[0].origin_direction;
    const bytes = await renderManifest({
      carrierName: CARRIER_LABELS[request.carrier],
      reference: request.reference,
      date: formatDate(now),
      shipper: { name: origin.full_name, address: addressLine(origin), phone: origin.phone },
      rows: carried.map(row),
    });
    return {
      contentType: 'application/pdf' as const,
      fileName: `relacion-${request.carrier.toLowerCase()}-${fileNamePart(request.reference, 'lote')}.pdf`,
      bytes,
    };
  }
}
