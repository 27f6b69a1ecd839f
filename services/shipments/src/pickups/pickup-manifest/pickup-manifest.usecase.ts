import { Injectable } from '@nestjs/common';
import { renderManifest } from '@envios/carriers';
import { CARRIER_LABELS, formatIsoDate } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { PickupScope } from '../pickup-scope';
import type { StoredPickup } from '../pickup.schema';

const addressLine = (a: StoredPickup['address']) =>
  [
    `${a.street} ${a.number}${a.int_number ? ` Int. ${a.int_number}` : ''}`,
    a.colony,
    a.city,
    `C.P. ${a.postal_code}`,
  ].join(', ');

/**
 * GET /pickups/{id}/manifest: the pickup's manifest ('relación de envíos') for the courier to sign:
 * the carrier, the address it collects at, the day and window, the carrier's confirmation number,
 * each guide (as a barcode) with its recipient, destination, parcels and weight, the totals and
 * the two signature lines (libs/carriers `renderManifest`).
 */
@Injectable()
export class PickupManifestUseCase {
  constructor(private readonly scope: PickupScope) {}

  async execute(caller: CallerIdentity, id: string) {
    const p = await this.scope.find(caller, id);
    const bytes = await renderManifest({
      carrierName: CARRIER_LABELS[p.carrier],
      reference: p.booking.confirmationNumber,
      date: formatIsoDate(p.date),
      shipper: { name: p.address.name, address: addressLine(p.address), phone: p.address.phone },
      rows: p.guides.map((g) => ({
        guideNumber: g.guide,
        recipient: g.recipient,
        destination: g.destination,
        postalCode: g.postal_code,
        pieces: g.pieces,
        weightKg: g.weight_kg,
      })),
      details: [
        { label: 'Recolección', value: `de ${p.ready_time} a ${p.close_time} h` },
        { label: 'Folio', value: p._id },
      ],
    });
    return {
      contentType: 'application/pdf' as const,
      fileName: `recoleccion-${p.carrier.toLowerCase()}-${p.date}-${p.booking.confirmationNumber}.pdf`,
      bytes,
    };
  }
}
