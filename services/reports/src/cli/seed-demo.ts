import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { APP_CONFIG, createServiceContext, DemoSeedMarks, demoSeedRun, waitUntil } from '@envios/platform';
import { demoHistory } from '@envios/domain';
import type { ReportsConfig } from '../config';
import { ReportStore } from '../model/report-store';
import reports from '../service';
import { demoLaneHistory } from './demo-lanes';

/**
 * The reports write nothing of the demo history: they fold it from the other services' events like
 * any other. Round 2 (last) waits until they have (every shipment of the history with
 * its guide and its tracking, every top-up), so the dashboard shows it when the portal says it is
 * ready.
 */
async function main() {
  const run = demoSeedRun();
  if (!run.anchor || run.round !== 2) return;
  const history = demoHistory(run.anchor);
  const app = await createServiceContext(reports);
  try {
    const store = app.get(ReportStore);
    const created = history.shipments.map((s) => s.createdAt);
    const labelled = history.shipments.filter((s) => s.labelAt).length;
    await waitUntil(
      'the reports to fold the history',
      async () => {
        const { shipments, guides, tracked, topUps } = await store.historyFolded(created);
        return (
          shipments === created.length &&
          guides >= labelled &&
          tracked >= labelled &&
          topUps >= history.topUps.length
        );
      },
      300_000,
    );
    // The figures follow the rows within the flush window.
    await sleep(app.get<ReportsConfig>(APP_CONFIG).REPORTS_FLUSH_MS * 3);
    // The carriers' on-time record on the demo's lanes (the quote's on_time), once.
    const marks = new DemoSeedMarks(app.get<Connection>(getConnectionToken()));
    if (!(await marks.done('lane-history'))) {
      await store.addLaneDeliveries(demoLaneHistory(run.anchor));
      await marks.mark('lane-history', run.anchor);
    }
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
