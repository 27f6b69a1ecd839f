import { createRequire } from 'node:module';
import { Kafka, logLevel } from 'kafkajs';
import { infra } from '@envios/testing';
import { kafkajsRequestQueueFixed } from '../src/events/kafkajs-request-queue.fix';

const RequestQueue = (
  createRequire(__filename)('kafkajs/src/network/requestQueue') as {
    prototype: { checkPendingRequests(): void };
  }
).prototype;

/** kafkajs 2.2.4 spins a 1 ms timer per idle broker connection; our fix (see the module) stops it. */
describe('kafkajs request queue while idle', () => {
  it('does not re-check an empty queue in a timer loop, and still sends and answers requests', async () => {
    expect(kafkajsRequestQueueFixed).toBe(true);
    const kafka = new Kafka({
      clientId: 'idle-check',
      brokers: infra().kafkaBrokers,
      logLevel: logLevel.NOTHING,
    });
    const admin = kafka.admin();
    await admin.connect();
    const original = RequestQueue.checkPendingRequests;
    let checks = 0;
    RequestQueue.checkPendingRequests = function (this: unknown) {
      checks++;
      return original.call(this);
    };
    try {
      expect((await admin.listTopics()).length).toBeGreaterThan(0);
      checks = 0;
      await new Promise((r) => setTimeout(r, 1000));
      // Unpatched: about a thousand checks a second on the idle connection.
      expect(checks).toBeLessThan(20);
      expect((await admin.listTopics()).length).toBeGreaterThan(0);
    } finally {
      RequestQueue.checkPendingRequests = original;
      await admin.disconnect();
    }
  });
});
