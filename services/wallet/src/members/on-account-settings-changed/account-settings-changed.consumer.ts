import { Injectable } from '@nestjs/common';
import { AccountSettingsChanged, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordSettingsUseCase } from '../record-settings/record-settings.usecase';

@Injectable()
export class AccountSettingsChangedConsumer {
  constructor(private readonly recordSettings: RecordSettingsUseCase) {}

  @OnEvent(AccountSettingsChanged)
  handle({ data }: EventEnvelope<EventData<typeof AccountSettingsChanged>>) {
    return this.recordSettings.execute(data);
  }
}
