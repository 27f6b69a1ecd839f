import { Injectable } from '@nestjs/common';
import { TariffChanged, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordCustomerUseCase } from '../record-customer/record-customer.usecase';

@Injectable()
export class TariffChangedConsumer {
  constructor(private readonly recordCustomer: RecordCustomerUseCase) {}

  @OnEvent(TariffChanged)
  handle({ data }: EventEnvelope<EventData<typeof TariffChanged>>) {
    return this.recordCustomer.execute(data.userId, { nombre: data.nombre, tarifa: data.tarifa });
  }
}
