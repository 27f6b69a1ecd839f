import { Injectable } from '@nestjs/common';
import { PasswordResetRequested, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { IssueResetLinkUseCase } from '../issue-reset-link/issue-reset-link.usecase';

@Injectable()
export class PasswordResetRequestedConsumer {
  constructor(private readonly issueResetLink: IssueResetLinkUseCase) {}

  @OnEvent(PasswordResetRequested)
  handle(event: EventEnvelope<EventData<typeof PasswordResetRequested>>) {
    return this.issueResetLink.execute(event.id, new Date(event.occurredAt), event.data);
  }
}
