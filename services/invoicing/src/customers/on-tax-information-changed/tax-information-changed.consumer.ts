import { Injectable } from '@nestjs/common';
import { TaxInformationChanged, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordTaxInformationUseCase } from './record-tax-information.usecase';

@Injectable()
export class TaxInformationChangedConsumer {
  constructor(private readonly recordTaxInformation: RecordTaxInformationUseCase) {}

  // Its write is conditional on the change's time: a repeated event changes nothing.
  @OnEvent(TaxInformationChanged, { selfIdempotent: true })
  handle({ data }: EventEnvelope<EventData<typeof TaxInformationChanged>>) {
    return this.recordTaxInformation.execute(data);
  }
}
