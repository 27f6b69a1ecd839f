import { Injectable } from '@nestjs/common';
import type { EventData, TrackingStatusChanged } from '@envios/contracts';
import { ShipmentStore } from '../../shipments/shipment-store';
import { LiveUpdates } from '../live-updates';

/**
 * TrackingStatusChanged: keeps a shipment's latest tracking status (only a newer version than the
 * one it has, so one arriving late changes nothing), then tells the open pages.
 */
@Injectable()
export class RecordTrackingStatusUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly live: LiveUpdates,
  ) {}

  async execute(change: EventData<typeof TrackingStatusChanged>): Promise<void> {
    const changed = await this.shipments.recordTrackingStatus(change.shipmentId, {
      tracking_status: change.statusText,
      tracking_code: change.status,
      tracking_version: change.version,
    });
    if (changed) await this.live.announce(changed);
  }
}
