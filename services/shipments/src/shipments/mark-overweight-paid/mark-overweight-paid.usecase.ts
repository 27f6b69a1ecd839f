import { Injectable } from '@nestjs/common';
import { ShipmentStore } from '../shipment-store';

/** The wallet charged a shipment's overweight (OverweightCharged): it shows 'Pagado'. A repeat changes nothing. */
@Injectable()
export class MarkOverweightPaidUseCase {
  constructor(private readonly shipments: ShipmentStore) {}

  async execute(shipmentId: string): Promise<void> {
    await this.shipments.markOverweightPaid(shipmentId);
  }
}
