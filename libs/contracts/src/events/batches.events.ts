import { z } from 'zod';
import { defineEvent } from '../envelope';
import { Topics } from '../topics';

/** Every label of a paid batch is made or has failed (its price refunded): the batch.completed webhook. */
export const BatchCompleted = defineEvent({
  type: 'BatchCompleted',
  version: 1,
  topic: Topics.batches,
  schema: z.object({
    batchId: z.string(),
    owner: z.string(),
    account: z.string(),
    /** Made with a test API key. */
    test: z.boolean(),
    rows: z.number().int(),
    generated: z.number().int(),
    failed: z.number().int(),
    /** What the batch was charged (its rows' sealed prices; the failed ones were refunded). */
    paidCentavos: z.number().int().nonnegative().optional(),
    completedAt: z.iso.datetime(),
  }),
});
