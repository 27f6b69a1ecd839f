import { Injectable } from '@nestjs/common';
import type { EventData, ShipmentCreated } from '@envios/contracts';
import { Payables } from '../payables';

/**
 * ShipmentCreated: the wallet's record of a new shipment and its price; a repeated event changes
 * nothing. A payment of it waiting on any replica hears of it (Payables.load).
 */
@Injectable()
export class RecordPayableUseCase {
  constructor(private readonly payables: Payables) {}

  async execute(s: EventData<typeof ShipmentCreated>): Promise<void> {
    await this.payables.record({
      _id: s.shipmentId,
      owner: s.owner,
      account: s.account,
      totalCentavos: s.totalCentavos,
      carrier: s.carrier,
      service: s.service,
      serviceName: s.serviceName,
      createdAt: new Date(s.createdAt),
      test: !!s.test,
    });
  }
}
