import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { EventContract, EventData } from '@envios/contracts';
import { OUTBOX_FIELD, OUTBOX_PENDING_FIELD } from './outbox';
import { createEvent, type OutboxEntry } from './outbox-entry';
import { OutboxRelay, STANDALONE_OUTBOX_COLLECTION } from './outbox-relay';

/**
 * The typed producer. Events that accompany a document change are built with `create` and written
 * with that change (`withEvents` / `newWithEvents`), then `flush` asks the relay to publish now.
 * Events that are themselves the record (nothing else changes) go through `publish`.
 */
@Injectable()
export class EventPublisher {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly relay: OutboxRelay,
  ) {}

  create<C extends EventContract>(contract: C, key: string, data: EventData<C>): OutboxEntry {
    return createEvent(contract, key, data);
  }

  async publish<C extends EventContract>(contract: C, key: string, data: EventData<C>): Promise<OutboxEntry> {
    const entry = createEvent(contract, key, data);
    await this.connection.collection(STANDALONE_OUTBOX_COLLECTION).insertOne({
      _id: entry.id as never,
      [OUTBOX_FIELD]: [entry],
      [OUTBOX_PENDING_FIELD]: new Date(),
    });
    this.relay.nudge();
    return entry;
  }

  flush(): void {
    this.relay.nudge();
  }
}
