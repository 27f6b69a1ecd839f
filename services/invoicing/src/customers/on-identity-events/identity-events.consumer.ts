import { Injectable } from '@nestjs/common';
import {
  UserAssignedToClient,
  UserRegistered,
  UserRemovedFromClient,
  type EventData,
  type EventEnvelope,
} from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordMemberUseCase } from '../record-member/record-member.usecase';

@Injectable()
export class IdentityEventsConsumer {
  constructor(private readonly recordMember: RecordMemberUseCase) {}

  @OnEvent(UserRegistered, { selfIdempotent: true })
  registered({ data }: EventEnvelope<EventData<typeof UserRegistered>>) {
    return this.recordMember.execute(data.userId, data.parentClient);
  }

  @OnEvent(UserAssignedToClient, { selfIdempotent: true })
  assigned({ data }: EventEnvelope<EventData<typeof UserAssignedToClient>>) {
    return this.recordMember.execute(data.userId, data.clientId);
  }

  @OnEvent(UserRemovedFromClient, { selfIdempotent: true })
  removed({ data }: EventEnvelope<EventData<typeof UserRemovedFromClient>>) {
    return this.recordMember.execute(data.userId, null);
  }
}
