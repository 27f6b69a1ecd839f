import { Injectable } from '@nestjs/common';
import { PickupBooking } from '../pickup-booking';
import { PickupStore } from '../pickup-store';

/**
 * A guide's tracking moved past its label (TrackingStatusChanged: picked up, in transit…): the
 * pickup that holds it, scheduled or missed, was collected, at the carrier's event time.
 */
@Injectable()
export class RecordCollectionUseCase {
  constructor(
    private readonly pickups: PickupStore,
    private readonly booking: PickupBooking,
  ) {}

  async execute(shipmentId: string, at: Date): Promise<void> {
    const p = await this.pickups.holding(shipmentId);
    if (p) await this.booking.markCollected(p, at);
  }
}
