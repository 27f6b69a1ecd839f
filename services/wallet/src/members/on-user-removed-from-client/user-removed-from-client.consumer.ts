import { Injectable } from '@nestjs/common';
import { UserRemovedFromClient, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordMemberUseCase } from '../record-member/record-member.usecase';

@Injectable()
export class UserRemovedFromClientConsumer {
  constructor(private readonly recordMember: RecordMemberUseCase) {}

  @OnEvent(UserRemovedFromClient)
  handle({ data }: EventEnvelope<EventData<typeof UserRemovedFromClient>>) {
    return this.recordMember.removeFromClient(data.userId, data.clientId);
  }
}
