import { Injectable } from '@nestjs/common';
import { UserRegistered, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordMemberUseCase } from '../record-member/record-member.usecase';

@Injectable()
export class UserRegisteredConsumer {
  constructor(private readonly recordMember: RecordMemberUseCase) {}

  @OnEvent(UserRegistered)
  handle({ data }: EventEnvelope<EventData<typeof UserRegistered>>) {
    return this.recordMember.execute(data.userId, { role: data.rol, clientId: data.parentClient });
  }
}
