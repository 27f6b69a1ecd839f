import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { Queue } from 'bullmq';
import type { Connection, Model } from 'mongoose';
import {
  APP_CONFIG,
  Arrivals,
  BULLMQ_PREFIX,
  bullConnection,
  createServiceContext,
  DemoSeedMarks,
  demoSeedRun,
  inPool,
  OutboxRelay,
} from '@envios/platform';
import { CARRIER_CODES, demoHistory, type DemoShipment } from '@envios/domain';
import type { TrackingConfig } from '../config';
import { TrackedGuide } from '../guides/tracked-guide.schema';
import { PollGuideUseCase } from '../polling/poll-guide/poll-guide.usecase';
import { pollQueueName } from '../polling/poll-queues';
import tracking from '../service';

/**
 * The tracking part of the portal's demo history (libs/platform demo-seed.ts says how the rounds go;
 * nothing outside the portal).
 * Round 1: the carriers' poll queues are paused before shipments makes the history's labels, so the
 *   guides followed from GuideGenerated are not asked about as new ones today.
 * Round 2, after shipments has made the labels: each history guide is placed in the carrier network
 *   simulator where its label put it (registered at the label's instant, with its planned story, at
 *   real pace), then asked about once with PollGuideUseCase as of a few minutes after its carrier's
 *   latest event: delivered ones stop there, the recent ones are still on their way and keep
 *   moving once the queues resume. The simulator keeps its guides across restarts
 *   (NETWORK_STATE_FILE), so polling never rewrites them.
 * Idempotent: a guide already asked about is left alone, and a mark says round 2 is done.
 */
const HISTORY = 'history';

async function main() {
  const run = demoSeedRun();
  if (!run.anchor) return;
  const started = Date.now();
  const app = await createServiceContext(tracking);
  const config = app.get<TrackingConfig>(APP_CONFIG);
  const connection = bullConnection(config);
  const queues = CARRIER_CODES.map((c) => new Queue(pollQueueName(c), { connection, prefix: BULLMQ_PREFIX }));
  try {
    const marks = new DemoSeedMarks(app.get<Connection>(getConnectionToken()));
    if (await marks.done(HISTORY)) {
      await Promise.all(queues.map((q) => q.resume()));
      return;
    }
    if (run.round === 1) {
      await Promise.all(queues.map((q) => q.pause()));
      return;
    }
    const history = demoHistory(run.anchor);
    const followed = history.shipments.filter((s) => s.labelAt && !s.cancelled);
    const guides = app.get<Model<TrackedGuide>>(getModelToken(TrackedGuide.name));
    // Each guide is followed from GuideGenerated (the last ones may still be on their way).
    const followedNow = new Arrivals('the guides of the history (GuideGenerated)', async (keys) =>
      (await guides.find({ generatedAt: { $in: keys.map((k) => new Date(k)) } }).lean<TrackedGuide[]>()).map(
        (g) => [g.generatedAt.getTime(), g],
      ),
    );
    followedNow.expect(followed.map((s) => s.labelAt!.getTime()));
    const poll = app.get(PollGuideUseCase);
    const network = config.CARRIER_NETWORK_URL.replace(/\/+$/, '');
    let polled = 0;
    await inPool(followed, 8, async (s: DemoShipment) => {
      const g = await followedNow.get(s.labelAt!.getTime());
      if (g.version > 0) return;
      const placed = await fetch(`${network}/__sandbox/network/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          carrier: g.carrier,
          trackingNumber: g._id,
          registeredAt: s.labelAt!.toISOString(),
          scenario: s.scenario,
          speed: 1,
        }),
      });
      if (!placed.ok) throw new Error(`carrier network: ${g.carrier} ${g._id} not placed (${placed.status})`);
      const { events } = (await placed.json()) as { events: { date: string }[] };
      const latest = events.length ? Date.parse(events[events.length - 1].date) : s.labelAt!.getTime();
      const at = new Date(Math.min(Date.now(), latest + s.pollDelayMs));
      // A carrier that answers 429 or fails is asked again, as the schedule would.
      for (let attempt = 1; (await poll.execute(g._id, at)) === 'failed'; attempt++) {
        if (attempt === 5) throw new Error(`carrier network: ${g.carrier} ${g._id} did not answer`);
        await sleep(1000);
      }
      polled++;
    });
    await marks.mark(HISTORY, run.anchor);
    await Promise.all(queues.map((q) => q.resume()));
    console.log(
      `Demo history (tracking): ${polled} guides placed and followed in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } finally {
    await Promise.all(queues.map((q) => q.close()));
    await app.get(OutboxRelay).drain();
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
