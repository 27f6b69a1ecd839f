import { Injectable } from '@nestjs/common';
import { UserRemovedFromClient, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordCustomerUseCase } from '../record-customer/record-customer.usecase';

@Injectable()
export class UserRemovedFromClientConsumer {
  constructor(private readonly recordCustomer: RecordCustomerUseCase) {}

  @OnEvent(UserRemovedFromClient)
  handle({ data }: EventEnvelope<EventData<typeof UserRemovedFromClient>>) {
    return this.recordCustomer.execute(data.userId, { clientId: null });
  }
}
