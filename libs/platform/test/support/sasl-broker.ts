import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, REPO_ROOT } from '@envios/testing';
import type { TlsFiles } from './tls-files';

export interface SaslUser {
  name: string;
  password: string;
}

export interface SaslBroker {
  /** SASL over plaintext (SCRAM-SHA-256, SCRAM-SHA-512 and PLAIN). */
  saslPlaintext: string;
  /** SASL over TLS (the same mechanisms), the server's certificate from the test CA. */
  saslSsl: string;
  /** TLS requiring a client certificate the test CA signed (no SASL). */
  mtls: string;
  /** Kills the broker and waits for it to be gone. */
  stop(): Promise<void>;
  output(): string;
}

/** The Kafka jars deploy/local/kafka.sh installs (its lib folder), from its own settings. */
function kafkaLib(): string {
  const out = execFileSync(
    'bash',
    ['-c', 'source deploy/local/env.sh >/dev/null 2>&1; echo "$ENVIOS_CACHE/kafka-$KAFKA_VERSION/lib"'],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  return out.trim().split('\n').pop()!;
}

/**
 * A single-node KRaft broker of the local Kafka installation in `dir`, on free ports, with SASL
 * users: SCRAM credentials added when the storage is formatted (kafka-storage format --add-scram),
 * PLAIN ones in the listeners' JAAS configuration. Resolves once the broker says it started.
 */
export async function startSaslBroker(
  dir: string,
  tls: TlsFiles,
  users: { scram: SaslUser[]; plain: SaslUser[] },
): Promise<SaslBroker> {
  const lib = kafkaLib();
  const [internal, controller, saslPlaintext, saslSsl, mtls] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  );
  const plainJaas =
    'org.apache.kafka.common.security.plain.PlainLoginModule required ' +
    users.plain.map((u) => `user_${u.name}="${u.password}"`).join(' ') +
    ';';
  const scramJaas = 'org.apache.kafka.common.security.scram.ScramLoginModule required;';
  const saslListener = (name: string) =>
    [
      `listener.name.${name}.sasl.enabled.mechanisms=SCRAM-SHA-512,SCRAM-SHA-256,PLAIN`,
      `listener.name.${name}.plain.sasl.jaas.config=${plainJaas}`,
      `listener.name.${name}.scram-sha-512.sasl.jaas.config=${scramJaas}`,
      `listener.name.${name}.scram-sha-256.sasl.jaas.config=${scramJaas}`,
    ].join('\n');
  const properties = join(dir, 'server.properties');
  writeFileSync(
    properties,
    `process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:${controller}
listeners=INTERNAL://127.0.0.1:${internal},CONTROLLER://127.0.0.1:${controller},SASL_PLAINTEXT://127.0.0.1:${saslPlaintext},SASL_SSL://127.0.0.1:${saslSsl},MTLS://127.0.0.1:${mtls}
advertised.listeners=INTERNAL://127.0.0.1:${internal},SASL_PLAINTEXT://127.0.0.1:${saslPlaintext},SASL_SSL://127.0.0.1:${saslSsl},MTLS://127.0.0.1:${mtls}
listener.security.protocol.map=INTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT,SASL_PLAINTEXT:SASL_PLAINTEXT,SASL_SSL:SASL_SSL,MTLS:SSL
controller.listener.names=CONTROLLER
inter.broker.listener.name=INTERNAL
${saslListener('sasl_plaintext')}
${saslListener('sasl_ssl')}
ssl.keystore.type=PEM
ssl.keystore.location=${tls.serverKeystore}
ssl.truststore.type=PEM
ssl.truststore.location=${tls.ca}
listener.name.mtls.ssl.client.auth=required
log.dirs=${join(dir, 'data')}
num.partitions=1
auto.create.topics.enable=false
offsets.topic.replication.factor=1
offsets.topic.num.partitions=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
`,
  );
  const log4j = join(dir, 'log4j.properties');
  writeFileSync(
    log4j,
    `log4j.rootLogger=WARN, stdout
log4j.logger.kafka.server.KafkaRaftServer=INFO
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
`,
  );
  const jvm = [
    '-Xms128m',
    '-Xmx384m',
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    `-Dlog4j.configuration=file:${log4j}`,
  ];
  // A cluster id is 16 random bytes in URL-safe base64 (what kafka-storage random-uuid prints).
  const clusterId = randomBytes(16).toString('base64url');
  const scram = users.scram.flatMap((u) =>
    ['SCRAM-SHA-512', 'SCRAM-SHA-256'].flatMap((m) => [
      '--add-scram',
      `${m}=[name=${u.name},password=${u.password}]`,
    ]),
  );
  execFileSync(
    'java',
    [
      ...jvm,
      '-cp',
      `${lib}/*`,
      'kafka.tools.StorageTool',
      'format',
      '-t',
      clusterId,
      '-c',
      properties,
      ...scram,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );

  let output = '';
  const child: ChildProcess = spawn('java', [...jvm, '-cp', `${lib}/*`, 'kafka.Kafka', properties], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the broker did not start in 60 s:\n${output}`)), 60_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('Kafka Server started')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the broker exited (${code}):\n${output}`));
    });
  });
  const at = (port: number) => `127.0.0.1:${port}`;
  return {
    saslPlaintext: at(saslPlaintext),
    saslSsl: at(saslSsl),
    mtls: at(mtls),
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
