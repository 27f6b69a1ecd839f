// Creates every Kafka topic named in libs/contracts (ALL_TOPICS); auto-creation is off on our brokers.
// The one topic creator of every environment:
//   - local:   deploy/local/infra.sh runs `node deploy/create-topics.cjs 127.0.0.1:<port>`;
//   - images:  every service image ships it at /app/deploy/create-topics.cjs (deploy/docker/Dockerfile),
//              run as a one-shot job by the `kafka-topics` service of docker-compose.yml and by the
//              `create-topics` Job of deploy/k8s.
// It reads ../libs/*/dist relative to itself, which is the same layout in the repository and in the
// image (/app/deploy and /app/libs), so the libraries must be built first.
//   node create-topics.cjs [brokers]    comma-separated brokers; default: $KAFKA_BROKERS (one is required)
//   KAFKA_TOPIC_PARTITIONS          default 3
//   KAFKA_TOPIC_REPLICATION_FACTOR  default 1 (use 3 on a managed multi-broker cluster)
//   KAFKA_LOG_LEVEL                 kafkajs log level: NOTHING, ERROR, WARN (default), INFO or DEBUG
//   KAFKA_SSL, KAFKA_SSL_*_FILE, KAFKA_SASL_*   TLS and SASL, as the services read them (libs/platform
//                                   config/connection-settings.ts; the same function builds the options)
// Idempotent: existing topics are left as they are.
'use strict';
process.env.KAFKAJS_NO_PARTITIONER_WARNING = '1';
const path = require('node:path');
const { createRequire } = require('node:module');

const libs = path.join(__dirname, '../libs');
const { ALL_TOPICS } = require(path.join(libs, 'contracts/dist/index.js'));
// The platform's kafkajs fix (no timer loop; no negative timeouts, which Node 24 warns about). It
// patches the kafkajs the platform resolves, so this script loads kafkajs from the same place.
const kafkajsFix = path.join(libs, 'platform/dist/events/kafkajs-request-queue.fix.js');
require(kafkajsFix);
const { Kafka, logLevel } = createRequire(kafkajsFix)('kafkajs');
const { parseConfig, kafkaConfigSchema } = require(path.join(libs, 'platform/dist/config/config.js'));
const { kafkaConnection } = require(path.join(libs, 'platform/dist/connections/kafka.js'));

const positiveInt = (name, fallback) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};

async function main() {
  const brokers = (process.argv[2] || process.env.KAFKA_BROKERS || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!brokers.length) throw new Error('no brokers: pass them as the first argument or set KAFKA_BROKERS');
  const connection = kafkaConnection(
    parseConfig(kafkaConfigSchema, { ...process.env, KAFKA_BROKERS: brokers.join(',') }),
  );
  const numPartitions = positiveInt('KAFKA_TOPIC_PARTITIONS', 3);
  const replicationFactor = positiveInt('KAFKA_TOPIC_REPLICATION_FACTOR', 1);
  const level = (process.env.KAFKA_LOG_LEVEL || 'WARN').toUpperCase();
  if (!(level in logLevel)) {
    throw new Error(`KAFKA_LOG_LEVEL must be one of ${Object.keys(logLevel).join(', ')}`);
  }

  const admin = new Kafka({
    clientId: 'envios-topics',
    ...connection,
    logLevel: logLevel[level],
    retry: { retries: 10, initialRetryTime: 500 },
  }).admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = ALL_TOPICS.filter((t) => !existing.has(t));
    if (missing.length) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions, replicationFactor })),
      });
    }
    // The first group-coordinator lookup creates __consumer_offsets; doing it here spares the
    // services a burst of "coordinator not available" errors on their first start.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.fetchOffsets({ groupId: 'envios-warmup', topics: [ALL_TOPICS[0]] });
        break;
      } catch (err) {
        if (attempt > 60) throw err;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    console.error(
      `[kafka] ${ALL_TOPICS.length} topics ready (created ${missing.length}: ${missing.join(', ') || 'none'}; ` +
        `partitions ${numPartitions}, replication ${replicationFactor})`,
    );
  } finally {
    await admin.disconnect();
  }
}

main().catch((err) => {
  console.error('[kafka] topic creation failed:', err && err.message ? err.message : err);
  process.exit(1);
});
