import { Injectable, Logger } from '@nestjs/common';
import { LIVE_SHIPMENTS_CHANNEL, type ShipmentLiveUpdate } from '@envios/contracts';
import { ManagedRedis } from '@envios/platform';
import type { TrackedShipment } from '../shipments/shipment-store';

/**
 * Tells the open pages of a shipment's tracking change: a message on a Redis channel, relayed by
 * each BFF replica as Server-Sent Events. Best effort: a lost message is only a page not refreshed.
 */
@Injectable()
export class LiveUpdates {
  private readonly logger = new Logger(LiveUpdates.name);

  constructor(private readonly redis: ManagedRedis) {}

  async announce(s: TrackedShipment): Promise<void> {
    const shipmentId = String(s._id);
    const update: ShipmentLiveUpdate = {
      shipmentId,
      owner: s.owner,
      account: s.account,
      number_guide: s.number_guide,
      tracking_status: s.tracking_status,
      tracking_code: s.tracking_code,
      delivered_at: s.delivered_at ? s.delivered_at.toISOString() : null,
    };
    await this.redis
      .publish(LIVE_SHIPMENTS_CHANNEL, JSON.stringify(update))
      .catch((err: unknown) => this.logger.warn(`live update of ${shipmentId} not sent: ${String(err)}`));
  }
}
