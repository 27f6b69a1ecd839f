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
import { RemoveMemberFromClientUseCase } from '../remove-member-from-client/remove-member-from-client.usecase';

/** Identity's events: who is whose client (scopes of top-ups and of staff's user filter). */
@Injectable()
export class IdentityEventsConsumer {
  constructor(
    private readonly recordMember: RecordMemberUseCase,
    private readonly removeFromClient: RemoveMemberFromClientUseCase,
  ) {}

  @OnEvent(UserRegistered, { selfIdempotent: true })
  registered({ data }: EventEnvelope<EventData<typeof UserRegistered>>) {
    return this.recordMember.execute(data.userId, { role: data.rol, clientId: data.parentClient });
  }

  @OnEvent(UserAssignedToClient, { selfIdempotent: true })
  assigned({ data }: EventEnvelope<EventData<typeof UserAssignedToClient>>) {
    return this.recordMember.execute(data.userId, { clientId: data.clientId });
  }

  @OnEvent(UserRemovedFromClient, { selfIdempotent: true })
  removed({ data }: EventEnvelope<EventData<typeof UserRemovedFromClient>>) {
    return this.removeFromClient.execute(data.userId, data.clientId);
  }
}
