import { Injectable } from '@nestjs/common';
import { UserAssignedToClient, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordMemberUseCase } from '../record-member/record-member.usecase';

@Injectable()
export class UserAssignedToClientConsumer {
  constructor(private readonly recordMember: RecordMemberUseCase) {}

  @OnEvent(UserAssignedToClient)
  handle({ data }: EventEnvelope<EventData<typeof UserAssignedToClient>>) {
    return this.recordMember.execute(data.userId, { clientId: data.clientId });
  }
}
