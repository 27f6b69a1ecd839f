import { Injectable } from '@nestjs/common';
import { Payables } from '../payables';

/** ShipmentDeleted: a shipment deleted while unpaid can no longer be paid. */
@Injectable()
export class WithdrawPayableUseCase {
  constructor(private readonly payables: Payables) {}

  async execute(shipmentId: string): Promise<void> {
    await this.payables.withdraw(shipmentId);
  }
}
