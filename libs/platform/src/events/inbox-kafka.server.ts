import { Controller, Inject, type Type } from '@nestjs/common';
import { Ctx, EventPattern, KafkaContext, Payload, ServerKafka, type ReadPacket } from '@nestjs/microservices';
import { isObservable, lastValueFrom } from 'rxjs';
import { Inbox } from './inbox';

/**
 * Nest's ServerKafka, except that a failing event handler fails the kafkajs eachMessage call.
 * Stock Nest 11 turns the error into an Observable it never awaits, so the offset is committed and
 * the event is lost; here kafkajs retries and, after its retries, restarts the consumer from the
 * last committed offset. The Inbox only lets infrastructure errors escape (poison goes to the DLQ).
 */
export class InboxKafkaServer extends ServerKafka {
  override async handleEvent(pattern: string, packet: ReadPacket, context: KafkaContext): Promise<void> {
    const handler = this.getHandlerByPattern(pattern);
    if (!handler) return;
    const result = await handler(packet.data, context);
    if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
  }
}

/** A controller with one @EventPattern per consumed topic, each handing the message to the Inbox. */
export function createInboxController(topics: readonly string[]): Type {
  @Controller()
  class InboxController {
    constructor(@Inject(Inbox) readonly inbox: Inbox) {}
  }
  topics.forEach((topic, index) => {
    const key = `consume${index}`;
    Object.defineProperty(InboxController.prototype, key, {
      value: function (this: InboxController, _data: unknown, ctx: KafkaContext) {
        return this.inbox.dispatch(ctx);
      },
      writable: true,
      configurable: true,
    });
    const descriptor = Object.getOwnPropertyDescriptor(InboxController.prototype, key)!;
    Payload()(InboxController.prototype, key, 0);
    Ctx()(InboxController.prototype, key, 1);
    EventPattern(topic)(InboxController.prototype, key, descriptor);
  });
  return InboxController;
}
