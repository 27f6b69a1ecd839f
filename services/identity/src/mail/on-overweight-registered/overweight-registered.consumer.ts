import { Injectable } from '@nestjs/common';
import { OverweightRegistered, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendOverweightMailUseCase } from '../send-overweight-mail/send-overweight-mail.usecase';

@Injectable()
export class OverweightRegisteredConsumer {
  constructor(private readonly sendOverweightMail: SendOverweightMailUseCase) {}

  @OnEvent(OverweightRegistered)
  handle(event: EventEnvelope<EventData<typeof OverweightRegistered>>) {
    return this.sendOverweightMail.execute(event, event.data);
  }
}
