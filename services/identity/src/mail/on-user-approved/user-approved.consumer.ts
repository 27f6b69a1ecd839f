import { Injectable } from '@nestjs/common';
import { UserApproved, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendApprovalMailUseCase } from '../send-approval-mail/send-approval-mail.usecase';

@Injectable()
export class UserApprovedConsumer {
  constructor(private readonly sendApprovalMail: SendApprovalMailUseCase) {}

  @OnEvent(UserApproved)
  handle(event: EventEnvelope<EventData<typeof UserApproved>>) {
    return this.sendApprovalMail.execute(event.id, event.data);
  }
}
