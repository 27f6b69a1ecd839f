import { Injectable } from '@nestjs/common';
import { TariffChanged, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordCustomerTariffUseCase } from '../record-customer-tariff/record-customer-tariff.usecase';

@Injectable()
export class TariffChangedConsumer {
  constructor(private readonly recordCustomerTariff: RecordCustomerTariffUseCase) {}

  @OnEvent(TariffChanged)
  handle(event: EventEnvelope<EventData<typeof TariffChanged>>) {
    return this.recordCustomerTariff.execute(event.data.userId, event.data);
  }
}
