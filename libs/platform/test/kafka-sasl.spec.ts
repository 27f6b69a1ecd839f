import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { kafkaConfigSchema, kafkaConnection, parseConfig } from '../src';
import { startSaslBroker, type SaslBroker } from './support/sasl-broker';
import { makeTlsFiles, type TlsFiles } from './support/tls-files';

/**
 * The platform's Kafka connection settings against a real broker of the local Kafka installation
 * with SASL (SCRAM-SHA-512, SCRAM-SHA-256 and PLAIN), SASL over TLS, and TLS with client
 * certificates: every client is made as the services make theirs, from environment variables
 * through parseConfig and kafkaConnection. One broker for all of it, started once.
 */
const SCRAM_USER = { name: 'envios-scram', password: 'scram-password-1234' };
const PLAIN_USER = { name: 'envios-plain', password: 'plain-password-1234' };

let dir: string;
let tls: TlsFiles;
let broker: SaslBroker;
let topic: string;

function client(env: Record<string, string>, label: string, retries = 5): Kafka {
  return new Kafka({
    clientId: `sasl-test-${label}`,
    ...kafkaConnection(parseConfig(kafkaConfigSchema, env)),
    logLevel: logLevel.NOTHING,
    connectionTimeout: 5_000,
    retry: { retries },
  });
}

/** Sends a message with one client and reads it back from the topic with a new group of another made the same way. */
async function roundTrip(
  env: Record<string, string>,
  label: string,
): Promise<{ sent: string; received: string }> {
  const value = `${label}-${randomUUID()}`;
  const producer = client(env, label).producer({ allowAutoTopicCreation: false });
  await producer.connect();
  try {
    await producer.send({ topic, messages: [{ key: label, value }] });
  } finally {
    await producer.disconnect();
  }
  const consumer = client(env, label).consumer({ groupId: `sasl-test-${randomUUID()}` });
  await consumer.connect();
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    const received = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${label}: the message did not come back`)), 30_000);
      void consumer
        .run({
          eachMessage: async ({ message }) => {
            if (message.value?.toString() === value) {
              clearTimeout(timer);
              resolve(message.value.toString());
            }
          },
        })
        .catch(reject);
    });
    return { sent: value, received };
  } finally {
    await consumer.disconnect();
  }
}

/** What connecting an admin client made from `env` comes to: 'connected' or the error's name and message. */
async function connectAdmin(env: Record<string, string>, label: string): Promise<string> {
  const admin = client(env, label, 0).admin();
  try {
    await admin.connect();
    await admin.listTopics();
    return 'connected';
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

beforeAll(async () => {
  const started = Date.now();
  dir = mkdtempSync(join(tmpdir(), 'envios-kafka-sasl-'));
  tls = makeTlsFiles(dir);
  broker = await startSaslBroker(dir, tls, { scram: [SCRAM_USER], plain: [PLAIN_USER] });
  topic = `sasl-test-${randomUUID().slice(0, 8)}`;
  const admin = client(scram512(), 'setup').admin();
  await admin.connect();
  await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: 1 }] });
  await admin.disconnect();
  process.stdout.write(`SASL broker ready in ${Date.now() - started} ms\n`);
}, 90_000);

afterAll(async () => {
  await broker?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const scram512 = (password = SCRAM_USER.password): Record<string, string> => ({
  KAFKA_BROKERS: broker.saslPlaintext,
  KAFKA_SASL_MECHANISM: 'scram-sha-512',
  KAFKA_SASL_USERNAME: SCRAM_USER.name,
  KAFKA_SASL_PASSWORD: password,
});

describe('Kafka with SASL and TLS from the configuration (a real broker)', () => {
  it('sends and receives with SCRAM-SHA-512', async () => {
    const { sent, received } = await roundTrip(scram512(), 'scram-sha-512');
    expect(received).toBe(sent);
  });

  it('sends and receives with PLAIN', async () => {
    const env = {
      KAFKA_BROKERS: broker.saslPlaintext,
      KAFKA_SASL_MECHANISM: 'plain',
      KAFKA_SASL_USERNAME: PLAIN_USER.name,
      KAFKA_SASL_PASSWORD: PLAIN_USER.password,
    };
    const { sent, received } = await roundTrip(env, 'plain');
    expect(received).toBe(sent);
  });

  it('connects with SCRAM-SHA-256 too', async () => {
    const env = { ...scram512(), KAFKA_SASL_MECHANISM: 'scram-sha-256' };
    expect(await connectAdmin(env, 'scram-sha-256')).toBe('connected');
  });

  it('fails with an authentication error on a wrong password, a PLAIN user unknown to SCRAM, or no SASL at all', async () => {
    expect(await connectAdmin(scram512('not-the-password-1234'), 'wrong-scram')).toMatch(
      /^KafkaJSSASLAuthenticationError: SASL SCRAM SHA512 authentication failed/,
    );
    const wrongPlain = {
      KAFKA_BROKERS: broker.saslPlaintext,
      KAFKA_SASL_MECHANISM: 'plain',
      KAFKA_SASL_USERNAME: PLAIN_USER.name,
      KAFKA_SASL_PASSWORD: 'not-the-password-1234',
    };
    expect(await connectAdmin(wrongPlain, 'wrong-plain')).toMatch(
      /^KafkaJSSASLAuthenticationError: SASL PLAIN authentication failed/,
    );
    // The SCRAM user is no PLAIN user (PLAIN users are the listener's JAAS ones).
    expect(await connectAdmin({ ...scram512(), KAFKA_SASL_MECHANISM: 'plain' }, 'scram-as-plain')).toMatch(
      /^KafkaJSSASLAuthenticationError/,
    );
    // Without SASL the listener does not answer a plain client at all.
    expect(await connectAdmin({ KAFKA_BROKERS: broker.saslPlaintext }, 'no-sasl')).not.toBe('connected');
  });

  it('sends and receives with SCRAM-SHA-512 over TLS, trusting KAFKA_SSL_CA_FILE; not without that CA', async () => {
    const env = {
      ...scram512(),
      KAFKA_BROKERS: broker.saslSsl,
      KAFKA_SSL: 'true',
      KAFKA_SSL_CA_FILE: tls.ca,
    };
    const { sent, received } = await roundTrip(env, 'sasl-ssl');
    expect(received).toBe(sent);
    // The system's CAs do not know the test CA: the connection is refused by the client.
    const { KAFKA_SSL_CA_FILE: _ca, ...systemCas } = env;
    expect(await connectAdmin(systemCas, 'sasl-ssl-system-cas')).toMatch(
      /self[- ]signed certificate|unable to verify|unable to get local issuer/i,
    );
  });

  it('authenticates by client certificate (KAFKA_SSL_CERT_FILE and KAFKA_SSL_KEY_FILE); not without one', async () => {
    const env = {
      KAFKA_BROKERS: broker.mtls,
      KAFKA_SSL: 'true',
      KAFKA_SSL_CA_FILE: tls.ca,
      KAFKA_SSL_CERT_FILE: tls.clientCert,
      KAFKA_SSL_KEY_FILE: tls.clientKey,
    };
    const { sent, received } = await roundTrip(env, 'mtls');
    expect(received).toBe(sent);
    const { KAFKA_SSL_CERT_FILE: _cert, KAFKA_SSL_KEY_FILE: _key, ...noCertificate } = env;
    expect(await connectAdmin(noCertificate, 'mtls-no-certificate')).not.toBe('connected');
  });
});
