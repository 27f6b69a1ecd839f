import { Injectable } from '@nestjs/common';
import { ShipmentDeleted, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { WithdrawPayableUseCase } from '../withdraw-payable/withdraw-payable.usecase';

@Injectable()
export class ShipmentDeletedConsumer {
  constructor(private readonly withdrawPayable: WithdrawPayableUseCase) {}

  @OnEvent(ShipmentDeleted)
  handle({ data }: EventEnvelope<EventData<typeof ShipmentDeleted>>) {
    return this.withdrawPayable.execute(data.shipmentId);
  }
}
