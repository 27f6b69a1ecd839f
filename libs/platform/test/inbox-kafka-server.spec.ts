import type { EachMessagePayload } from '@nestjs/microservices/external/kafka.interface';
import { InboxKafkaServer } from '../src/events/inbox-kafka.server';

/** The consumer's first step, without a broker: which messages reach the topic's handler at all. */
describe('InboxKafkaServer: messages of types nobody here handles', () => {
  const handled = new Set(['ShipmentCreated']);
  let received: unknown[];
  let server: InboxKafkaServer;

  beforeEach(() => {
    received = [];
    server = new InboxKafkaServer({ client: { brokers: ['127.0.0.1:1'] }, postfixId: '' });
    server.acceptOnly((type) => handled.has(type));
    server.addHandler('envios.shipments', async (data: unknown) => void received.push(data), true);
  });

  const message = (headers: EachMessagePayload['message']['headers'], value: unknown): EachMessagePayload =>
    ({
      topic: 'envios.shipments',
      partition: 0,
      heartbeat: async () => undefined,
      pause: () => () => undefined,
      message: {
        key: null,
        value: Buffer.from(JSON.stringify(value)),
        headers,
        offset: '7',
        timestamp: '0',
        attributes: 0,
      },
    }) as unknown as EachMessagePayload;

  it('passes a message whose type header names a handled type, parsed', async () => {
    await server.handleMessage(message({ 'x-event-type': Buffer.from('ShipmentCreated') }, { id: 1 }));
    expect(received).toEqual([{ id: 1 }]);
  });

  it('passes over a message of another type before parsing it', async () => {
    await server.handleMessage(message({ 'x-event-type': Buffer.from('QuoteIssued') }, { id: 2 }));
    await server.handleMessage(message({ 'x-event-type': 'QuoteIssued' }, { id: 3 }));
    expect(received).toEqual([]);
  });

  it('passes a message without a type header on to the inbox, which reads the envelope', async () => {
    await server.handleMessage(message({}, { id: 4 }));
    await server.handleMessage(message(undefined, { id: 5 }));
    expect(received).toEqual([{ id: 4 }, { id: 5 }]);
  });
});
