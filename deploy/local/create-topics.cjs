// Creates every Kafka topic named in libs/contracts (auto-creation is off on our broker).
// Usage: node create-topics.cjs <broker>
process.env.KAFKAJS_NO_PARTITIONER_WARNING = '1';
const path = require('node:path');
const { Kafka, logLevel } = require('kafkajs');
const { ALL_TOPICS } = require(path.join(__dirname, '../../libs/contracts/dist/index.js'));
// The platform's kafkajs fix (no timer loop; no negative timeouts, which Node 24 warns about).
require(path.join(__dirname, '../../libs/platform/dist/events/kafkajs-request-queue.fix.js'));

async function main() {
  const broker = process.argv[2] || '127.0.0.1:9092';
  const admin = new Kafka({
    clientId: 'envios-topics',
    brokers: [broker],
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = ALL_TOPICS.filter((t) => !existing.has(t));
    if (missing.length) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: 3, replicationFactor: 1 })),
      });
    }
    // The first group coordinator lookup creates __consumer_offsets; doing it here spares the
    // services a burst of "coordinator not available" errors on their first start.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.fetchOffsets({ groupId: 'envios-warmup', topics: [ALL_TOPICS[0]] });
        break;
      } catch (err) {
        if (attempt > 40) throw err;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    console.error(`[kafka] topics ready (${ALL_TOPICS.length}, created ${missing.length})`);
  } finally {
    await admin.disconnect();
  }
}

main().catch((err) => {
  console.error('[kafka] topic creation failed:', err.message);
  process.exit(1);
});
