import { Injectable } from '@nestjs/common';
import type { EventData, ShipmentDelivered } from '@envios/contracts';
import { ShipmentStore } from '../../shipments/shipment-store';
import { LiveUpdates } from '../live-updates';

/** ShipmentDelivered: keeps when the carrier delivered a shipment (once), then tells the open pages. */
@Injectable()
export class RecordDeliveryUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly live: LiveUpdates,
  ) {}

  async execute(delivery: EventData<typeof ShipmentDelivered>): Promise<void> {
    const changed = await this.shipments.recordDelivery(delivery.shipmentId, new Date(delivery.deliveredAt));
    if (changed) await this.live.announce(changed);
  }
}
