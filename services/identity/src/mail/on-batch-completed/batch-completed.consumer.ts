import { Injectable } from '@nestjs/common';
import { BatchCompleted, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendBatchReadyMailUseCase } from '../send-batch-ready-mail/send-batch-ready-mail.usecase';

@Injectable()
export class BatchCompletedConsumer {
  constructor(private readonly sendBatchReadyMail: SendBatchReadyMailUseCase) {}

  @OnEvent(BatchCompleted)
  handle(event: EventEnvelope<EventData<typeof BatchCompleted>>) {
    return this.sendBatchReadyMail.execute(event, event.data);
  }
}
