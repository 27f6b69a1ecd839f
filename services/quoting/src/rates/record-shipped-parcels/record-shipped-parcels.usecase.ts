import { Injectable } from '@nestjs/common';
import type { EventData, GuideGenerated } from '@envios/contracts';
import { billedWeightKg } from '@envios/domain';
import { Reweighs } from '../landed-cost/reweighs';

/**
 * A shipment's label was made: its parcels join its owner's history as declared, billed as declared
 * until the carrier reweighs them. A test key's shipment, or an event without parcels, says nothing.
 */
@Injectable()
export class RecordShippedParcelsUseCase {
  constructor(private readonly reweighs: Reweighs) {}

  async execute(data: EventData<typeof GuideGenerated>, occurredAt: string): Promise<void> {
    if (data.test || !data.parcels?.length) return;
    await this.reweighs.recordShipped({
      _id: data.shipmentId,
      owner: data.owner,
      carrier: data.carrier,
      parcels: data.parcels.map((d) => ({
        weight: d.weight,
        height: d.height,
        width: d.width,
        depth: d.depth,
        declaredKg: billedWeightKg(d),
        measuredKg: billedWeightKg(d),
      })),
      at: new Date(occurredAt),
    });
  }
}
