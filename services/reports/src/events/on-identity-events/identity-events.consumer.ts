import { Injectable } from '@nestjs/common';
import {
  UserAssignedToClient,
  UserRegistered,
  UserRemovedFromClient,
  type EventEnvelope,
} from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { ApplyEvent } from '../apply-event';

/** Identity's events: who is whose client (scopes of top-ups and of staff's user filter). */
@Injectable()
export class IdentityEventsConsumer {
  constructor(private readonly applyEvent: ApplyEvent) {}

  @OnEvent(UserRegistered, { selfIdempotent: true })
  registered(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(UserAssignedToClient, { selfIdempotent: true })
  assigned(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }

  @OnEvent(UserRemovedFromClient, { selfIdempotent: true })
  removed(e: EventEnvelope<unknown>) {
    return this.applyEvent.apply(e);
  }
}
