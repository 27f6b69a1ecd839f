import { Injectable } from '@nestjs/common';
import { UserAssignedToClient, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordCustomerUseCase } from '../record-customer/record-customer.usecase';

@Injectable()
export class UserAssignedToClientConsumer {
  constructor(private readonly recordCustomer: RecordCustomerUseCase) {}

  @OnEvent(UserAssignedToClient)
  handle({ data }: EventEnvelope<EventData<typeof UserAssignedToClient>>) {
    return this.recordCustomer.execute(data.userId, { clientId: data.clientId });
  }
}
