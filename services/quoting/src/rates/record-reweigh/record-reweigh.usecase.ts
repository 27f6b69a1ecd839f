import { Injectable } from '@nestjs/common';
import type { EventData, OverweightRegistered } from '@envios/contracts';
import { billedWeightKg } from '@envios/domain';
import { Reweighs } from '../landed-cost/reweighs';

/**
 * A shipment's reweigh joins its owner's history, parcel by parcel (declared measures, and the
 * weight billed as declared and as measured). An event without both sides' parcels, or with another
 * count of parcels on each side, says nothing about a parcel and is left out.
 */
@Injectable()
export class RecordReweighUseCase {
  constructor(private readonly reweighs: Reweighs) {}

  async execute(data: EventData<typeof OverweightRegistered>, occurredAt: string): Promise<void> {
    const declared = data.declared?.parcels ?? [];
    const measured = data.measured?.parcels ?? [];
    if (!declared.length || declared.length !== measured.length) return;
    await this.reweighs.record({
      _id: data.shipmentId,
      owner: data.owner,
      carrier: data.carrier ?? null,
      parcels: declared.map((d, i) => ({
        weight: d.weight,
        height: d.height,
        width: d.width,
        depth: d.depth,
        declaredKg: billedWeightKg(d),
        measuredKg: billedWeightKg(measured[i]),
      })),
      at: new Date(occurredAt),
    });
  }
}
