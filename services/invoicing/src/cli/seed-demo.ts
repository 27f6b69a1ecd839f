import 'reflect-metadata';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { createServiceContext, demoSeedRun, waitUntil } from '@envios/platform';
import { demoHistory } from '@envios/domain';
import { ClosePeriodsUseCase } from '../invoices/close-periods/close-periods.usecase';
import { ChargeDoc } from '../invoices/invoice.schema';
import invoicing from '../service';

/**
 * Invoicing writes nothing of the demo history: it invoices the card top-ups the wallet announces
 * (FundsReceived) like any others. Round 2 (last) waits until every one has its charge, then closes
 * the history's past periods at once rather than at the next hourly pass, so 'Facturas' shows
 * cliente@'s monthly invoices and the months' global invoices when the portal says it is ready
 * (the running service's workers stamp them).
 */
async function main() {
  const run = demoSeedRun();
  if (!run.anchor || run.round !== 2) return;
  const cardTopUps = demoHistory(run.anchor).topUps.filter((t) => t.kind === 'card').length;
  const app = await createServiceContext(invoicing);
  try {
    const charges = app.get<Model<ChargeDoc>>(getModelToken(ChargeDoc.name));
    await waitUntil(
      'invoicing to record the history’s card top-ups',
      async () => (await charges.estimatedDocumentCount()) >= cardTopUps,
      300_000,
    );
    const { queued } = await app.get(ClosePeriodsUseCase).execute();
    console.log(`  invoicing: ${queued.length} invoices of past periods queued for stamping`);
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
