// Creates every Kafka topic named in libs/contracts (ALL_TOPICS); auto-creation is off on our brokers.
// Shipped in every service image at /app/deploy/docker/create-topics.cjs and run as a one-shot job:
// the `kafka-topics` service of docker-compose.yml and the `create-topics` Job of deploy/k8s.
//   KAFKA_BROKERS                   comma-separated brokers (required)
//   KAFKA_TOPIC_PARTITIONS          default 3
//   KAFKA_TOPIC_REPLICATION_FACTOR  default 1 (use 3 on a managed multi-broker cluster)
// Idempotent: existing topics are left as they are.
'use strict';
process.env.KAFKAJS_NO_PARTITIONER_WARNING = '1';
const { Kafka, logLevel } = require('kafkajs');
const { ALL_TOPICS } = require('@envios/contracts');

const positiveInt = (name, fallback) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};

async function main() {
  const brokers = (process.env.KAFKA_BROKERS || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!brokers.length) throw new Error('KAFKA_BROKERS is not set');
  const numPartitions = positiveInt('KAFKA_TOPIC_PARTITIONS', 3);
  const replicationFactor = positiveInt('KAFKA_TOPIC_REPLICATION_FACTOR', 1);

  const admin = new Kafka({
    clientId: 'envios-topics',
    brokers,
    logLevel: logLevel.WARN,
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
    console.log(
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
