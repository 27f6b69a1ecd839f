import { Controller, Inject, type Type } from '@nestjs/common';
import {
  Ctx,
  EventPattern,
  KafkaContext,
  Payload,
  ServerKafka,
  type ReadPacket,
} from '@nestjs/microservices';
import type { EachMessagePayload } from '@nestjs/microservices/external/kafka.interface';
import { isObservable, lastValueFrom } from 'rxjs';
import { Headers } from '@envios/contracts';
import { Inbox } from './inbox';

/**
 * Nest's ServerKafka, except that a failing event handler fails the kafkajs eachMessage call.
 * Stock Nest 11 turns the error into an Observable it never awaits, so the offset is committed and
 * the event is lost; here kafkajs retries and, after its retries, restarts the consumer from the
 * last committed offset. The Inbox only lets infrastructure errors escape (poison goes to the DLQ).
 *
 * Most of a shared topic is events the service does not react to (reports sees every quote), so a
 * message whose type header names a type nobody here handles is passed over before Nest parses it.
 */
export class InboxKafkaServer extends ServerKafka {
  private handles: (type: string) => boolean = () => true;

  /** Which event types this service has handlers for (asked per message, so registration may come later). */
  acceptOnly(handles: (type: string) => boolean): void {
    this.handles = handles;
  }

  override async handleMessage(payload: EachMessagePayload): Promise<unknown> {
    const type = payload.message.headers?.[Headers.eventType];
    if (type !== undefined && !Array.isArray(type) && !this.handles(type.toString())) return;
    return super.handleMessage(payload);
  }

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
