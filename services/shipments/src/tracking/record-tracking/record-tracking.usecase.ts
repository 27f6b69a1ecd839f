import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import {
  LIVE_SHIPMENTS_CHANNEL,
  type EventData,
  type ShipmentDelivered,
  type ShipmentLiveUpdate,
  type TrackingStatusChanged,
} from '@envios/contracts';
import { ManagedRedis } from '@envios/platform';
import { ShipmentListCache } from '../../shipments/shipment-list-cache';
import { Shipment, type StoredShipment } from '../../shipments/shipment.schema';

/**
 * Keeps a shipment's latest tracking status (TrackingStatusChanged: only a newer version than the
 * one it has) and its delivery date (ShipmentDelivered), then tells the open pages (Redis channel,
 * relayed by the BFF as Server-Sent Events).
 */
@Injectable()
export class RecordTrackingUseCase {
  private readonly logger = new Logger(RecordTrackingUseCase.name);

  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    private readonly redis: ManagedRedis,
    private readonly lists: ShipmentListCache,
  ) {}

  async statusChanged(change: EventData<typeof TrackingStatusChanged>): Promise<void> {
    if (!isValidObjectId(change.shipmentId)) return;
    const written = await this.shipments.updateOne(
      { _id: change.shipmentId, tracking_version: { $lt: change.version } },
      {
        $set: {
          tracking_status: change.statusText,
          tracking_code: change.status,
          tracking_version: change.version,
          tracking_updated_at: new Date(),
        },
      },
    );
    if (written.modifiedCount) await this.announce(change.shipmentId);
  }

  async delivered(delivery: EventData<typeof ShipmentDelivered>): Promise<void> {
    if (!isValidObjectId(delivery.shipmentId)) return;
    const written = await this.shipments.updateOne(
      { _id: delivery.shipmentId, delivered_at: null },
      { $set: { delivered_at: new Date(delivery.deliveredAt) } },
    );
    if (written.modifiedCount) await this.announce(delivery.shipmentId);
  }

  private async announce(shipmentId: string): Promise<void> {
    const s = await this.shipments
      .findById(shipmentId, {
        owner: 1,
        account: 1,
        number_guide: 1,
        tracking_status: 1,
        tracking_code: 1,
        delivered_at: 1,
      })
      .lean<StoredShipment>();
    if (!s) return;
    await this.lists.changed([s]);
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
