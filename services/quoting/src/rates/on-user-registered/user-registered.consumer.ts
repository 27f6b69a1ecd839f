import { Injectable } from '@nestjs/common';
import { UserRegistered, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordCustomerTariffUseCase } from '../record-customer-tariff/record-customer-tariff.usecase';

@Injectable()
export class UserRegisteredConsumer {
  constructor(private readonly recordCustomerTariff: RecordCustomerTariffUseCase) {}

  @OnEvent(UserRegistered)
  async handle(event: EventEnvelope<EventData<typeof UserRegistered>>) {
    if (event.data.tipoUsuario)
      await this.recordCustomerTariff.execute(event.data.userId, event.data.tipoUsuario);
  }
}
