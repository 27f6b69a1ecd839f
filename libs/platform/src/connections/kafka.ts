import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import type { KafkaConfig, SASLOptions } from 'kafkajs';
import type { KafkaSettings } from '../config/config';

/** The settings a Kafka connection is made of (the service configs and the topic creator have them). */
export type KafkaConnectionSettings = Pick<
  KafkaSettings,
  | 'KAFKA_BROKERS'
  | 'KAFKA_SSL'
  | 'KAFKA_SSL_CA_FILE'
  | 'KAFKA_SSL_CERT_FILE'
  | 'KAFKA_SSL_KEY_FILE'
  | 'KAFKA_SASL_MECHANISM'
  | 'KAFKA_SASL_USERNAME'
  | 'KAFKA_SASL_PASSWORD'
>;

/**
 * kafkajs' brokers, `ssl` and `sasl` from the configuration, for every Kafka client of the platform
 * (the services' producer and consumer, admin clients, the topic creator):
 * `new Kafka({ clientId, ...kafkaConnection(config), ... })`. Without TLS or SASL settings it is the
 * brokers alone (plaintext). The PEM files are read here, when the client is made.
 */
export function kafkaConnection(
  settings: KafkaConnectionSettings,
): Pick<KafkaConfig, 'brokers' | 'ssl' | 'sasl'> {
  const connection: Pick<KafkaConfig, 'brokers' | 'ssl' | 'sasl'> = { brokers: settings.KAFKA_BROKERS };
  if (settings.KAFKA_SSL) {
    const tls: ConnectionOptions = {};
    if (settings.KAFKA_SSL_CA_FILE) tls.ca = [readFileSync(settings.KAFKA_SSL_CA_FILE, 'utf8')];
    if (settings.KAFKA_SSL_CERT_FILE) tls.cert = readFileSync(settings.KAFKA_SSL_CERT_FILE, 'utf8');
    if (settings.KAFKA_SSL_KEY_FILE) tls.key = readFileSync(settings.KAFKA_SSL_KEY_FILE, 'utf8');
    connection.ssl = Object.keys(tls).length ? tls : true;
  }
  const mechanism = settings.KAFKA_SASL_MECHANISM;
  if (mechanism) {
    const { KAFKA_SASL_USERNAME: username, KAFKA_SASL_PASSWORD: password } = settings;
    // parseConfig refuses this already; a caller with hand-made settings is told the same.
    if (!username || !password)
      throw new Error(`KAFKA_SASL_MECHANISM ${mechanism} needs KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD`);
    connection.sasl = { mechanism, username, password } as SASLOptions;
  }
  return connection;
}
