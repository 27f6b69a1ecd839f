import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ClientKafka } from '@nestjs/microservices';
import type { Message, Producer } from 'kafkajs';

export const KAFKA_CLIENT = Symbol('KAFKA_CLIENT');

/** The app's one Kafka producer (Nest's ClientKafka in producer-only mode). */
@Injectable()
export class KafkaProducer implements OnApplicationShutdown {
  private readonly logger = new Logger(KafkaProducer.name);
  private connecting?: Promise<Producer>;

  constructor(@Inject(KAFKA_CLIENT) private readonly client: ClientKafka) {}

  private producer(): Promise<Producer> {
    this.connecting ??= this.client.connect().catch((err: unknown) => {
      this.connecting = undefined;
      throw err;
    });
    return this.connecting;
  }

  /** Sends messages to one topic, in order, acknowledged by the broker (acks = all). */
  async send(topic: string, messages: Message[]): Promise<void> {
    const producer = await this.producer();
    await producer.send({ topic, messages, acks: -1 });
  }

  async onApplicationShutdown(): Promise<void> {
    try {
      await this.client.close();
    } catch (err) {
      this.logger.warn(`Kafka producer close failed: ${String(err)}`);
    }
  }
}
