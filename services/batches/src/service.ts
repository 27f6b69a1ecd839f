import { MAX_BATCH_FILE_BYTES, Topics } from '@envios/contracts';
import { defineService } from '@envios/platform';
import { BatchesConfigSchema } from './config';
import { BatchesModule } from './batches.module';

/** Batches of shipments imported from a file: validation, carrier rules, one payment, merged labels. */
export default defineService({
  name: 'batches',
  config: BatchesConfigSchema,
  // Labels made or failed (shipments): a batch completes with its last one.
  consumes: [Topics.shipments],
  modules: [BatchesModule],
  // A batch file arrives from the BFF as base64 in JSON: up to 5 MB, so about 6.7 MB of text.
  bodyLimitKib: Math.ceil((MAX_BATCH_FILE_BYTES * 4) / 3 / 1024) + 64,
});
