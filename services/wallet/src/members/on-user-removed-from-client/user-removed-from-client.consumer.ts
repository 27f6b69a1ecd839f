import { Injectable } from '@nestjs/common';
import { UserRemovedFromClient, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RemoveFromClientUseCase } from '../remove-from-client/remove-from-client.usecase';

@Injectable()
export class UserRemovedFromClientConsumer {
  constructor(private readonly removeFromClient: RemoveFromClientUseCase) {}

  @OnEvent(UserRemovedFromClient)
  handle({ data }: EventEnvelope<EventData<typeof UserRemovedFromClient>>) {
    return this.removeFromClient.execute(data.userId, data.clientId);
  }
}
