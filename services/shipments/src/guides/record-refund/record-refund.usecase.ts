import { Injectable } from '@nestjs/common';
import type { EventData, PaymentRefunded } from '@envios/contracts';
import { ShipmentStore } from '../../shipments/shipment-store';

/**
 * The wallet gave back what was paid for a shipment (its guide was cancelled or failed): every
 * screen then reads 'Cancelada · Reembolsada' rather than a paid total. Once: a repeat finds it set.
 */
@Injectable()
export class RecordRefundUseCase {
  constructor(private readonly shipments: ShipmentStore) {}

  async execute(refund: EventData<typeof PaymentRefunded>): Promise<void> {
    await this.shipments.recordRefund(refund.shipmentId, new Date(refund.refundedAt));
  }
}
