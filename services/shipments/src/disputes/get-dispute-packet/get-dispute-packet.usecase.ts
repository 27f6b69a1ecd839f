import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { fileOf } from '../../files/label-storage';
import { ownerScope } from '../../shipments/shipment-scope';
import { ShipmentStore } from '../../shipments/shipment-store';
import { totalBilledWeightKg } from '@envios/domain';
import { DisputePhotos } from '../dispute-photos';
import { disputeStatusText, renderDisputePacket } from '../dispute-packet';
import { DisputeStore } from '../dispute-store';
import { ReadableDispute } from '../readable-dispute';

/**
 * GET /disputes/{id}/packet: the dispute packet as a PDF, made when asked from the dispute, its
 * photos, the shipment's label and the customer's other reweighs (their overweight records).
 */
@Injectable()
export class GetDisputePacketUseCase {
  constructor(
    private readonly readable: ReadableDispute,
    private readonly disputes: DisputeStore,
    private readonly photos: DisputePhotos,
    private readonly shipments: ShipmentStore,
  ) {}

  async execute(caller: CallerIdentity, id: string): Promise<{ fileName: string; bytes: Buffer }> {
    const d = await this.readable.find(caller, id);
    const [shipment, reweighed, disputes, photos] = await Promise.all([
      this.shipments.byId(d.shipment_id),
      this.shipments.withOverweight(ownerScope(d.owner)),
      this.disputes.byShipment({ kind: 'owner', id: d.owner }),
      Promise.all(d.photos.map((p) => this.photos.read(p.name))),
    ]);
    const history = reweighed.map((s) => ({
      date: s.overweight_registered_at,
      guide: s.number_guide,
      carrier: s.selected_service.carrier,
      declaredKg: totalBilledWeightKg(s.parcels),
      measuredKg: s.overweight_measured ? totalBilledWeightKg(s.overweight_measured) : null,
      overweightKg: s.overweight ?? 0,
      costCentavos: s.cost_overweight_centavos ?? 0,
      dispute: disputes.has(String(s._id))
        ? disputeStatusText(disputes.get(String(s._id))!.status)
        : 'ninguna',
    }));
    const bytes = await renderDisputePacket(
      d,
      photos.filter((p): p is Buffer => !!p),
      history,
      fileOf(shipment?.guide ?? null),
    );
    return { fileName: `disputa-${d.number_guide ?? d.shipment_id}.pdf`, bytes };
  }
}
