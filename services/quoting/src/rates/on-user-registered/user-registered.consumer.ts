import { Injectable } from '@nestjs/common';
import { UserRegistered, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordCustomerUseCase } from '../record-customer/record-customer.usecase';

@Injectable()
export class UserRegisteredConsumer {
  constructor(private readonly recordCustomer: RecordCustomerUseCase) {}

  @OnEvent(UserRegistered)
  handle({ data }: EventEnvelope<EventData<typeof UserRegistered>>) {
    const tariff = data.tipoUsuario
      ? { nombre: data.tipoUsuario.nombre, tarifa: data.tipoUsuario.tarifa }
      : {};
    return this.recordCustomer.execute(data.userId, { ...tariff, clientId: data.parentClient });
  }
}
