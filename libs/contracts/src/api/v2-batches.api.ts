import { z } from 'zod';
import { CARRIER_CODES } from '@envios/domain';
import {
  BATCH_COLUMN_KEYS,
  BATCH_ROW_STATUSES,
  BATCH_RULES,
  BATCH_STATES,
  BatchRuleSchema,
  MAX_BATCH_ROWS,
} from './batches.api';
import { ObjectIdSchema } from './common.api';
import { MoneySchema } from './v2.api';

// ---------- Batches of the public API (issue 27) ----------

const cell = z.union([z.string().max(500), z.number()]).optional();

/**
 * One shipment of a batch, as a row of the batch file: the template's columns by key (numbers may
 * be numbers). `origin` and `profile` name a saved address and a saved package profile.
 */
export const BatchShipmentV2Schema = z.object({
  order: cell,
  origin: cell,
  name: cell,
  phone: cell,
  email: cell,
  street: cell,
  number: cell,
  interior: cell,
  colony: cell,
  postal_code: cell,
  city: cell,
  reference: cell,
  package_type: cell,
  profile: cell,
  weight: cell,
  length: cell,
  width: cell,
  height: cell,
  content: cell,
  declared_value: cell,
});
export type BatchShipmentV2 = z.infer<typeof BatchShipmentV2Schema>;

/** POST /api/v2/batches: up to 1,000 shipments, and optionally the rule that chooses their carriers. */
export const CreateBatchV2Schema = z.object({
  shipments: z
    .array(BatchShipmentV2Schema, { error: 'shipments: a list of 1 to 1,000 shipments.' })
    .min(1, 'shipments: a list of 1 to 1,000 shipments.')
    .max(MAX_BATCH_ROWS, `A batch takes up to ${MAX_BATCH_ROWS.toLocaleString('en-US')} shipments.`),
  carrier_rule: BatchRuleSchema.optional(),
});
export type CreateBatchV2 = z.infer<typeof CreateBatchV2Schema>;

export const BatchRowV2Schema = z.object({
  /** 1 is the first shipment sent. */
  row: z.number().int(),
  status: z.enum(BATCH_ROW_STATUSES),
  order: z.string().nullable(),
  errors: z.array(z.object({ column: z.enum(BATCH_COLUMN_KEYS), code: z.string(), message: z.string() })),
  duplicate_of: z.number().int().nullable(),
  carrier: z.enum(CARRIER_CODES).nullable(),
  service_code: z.string().nullable(),
  transit_days: z.number().int().nullable(),
  /** Absent for the roles that see no amounts. */
  price: MoneySchema.optional(),
  /** Why the rule found no carrier for it. */
  no_option_reason: z.string().nullable(),
  shipment_id: z.string().nullable(),
  guide_number: z.string().nullable(),
});

export const BatchV2Schema = z.object({
  id: z.string(),
  state: z.enum(BATCH_STATES),
  carrier_rule: z
    .object({
      rule: z.enum(BATCH_RULES),
      carrier: z.enum(CARRIER_CODES).nullable(),
      service: z.string().nullable(),
      max_days: z.number().int().nullable(),
      min_on_time: z.number().nullable().optional(),
      quote_expires_at: z.string(),
    })
    .nullable(),
  counts: z.object({
    rows: z.number().int(),
    ready: z.number().int(),
    with_errors: z.number().int(),
    no_option: z.number().int(),
  }),
  /** What paying costs: the sum of the rows' prices. Absent for the roles that see no amounts. */
  total: MoneySchema.optional(),
  /** Once paid: labels made, failed (refunded) and pending, and rows still unpaid. */
  progress: z
    .object({
      labels_created: z.number().int(),
      labels_failed: z.number().int(),
      labels_pending: z.number().int(),
      unpaid: z.number().int(),
    })
    .nullable(),
  rows: z.array(BatchRowV2Schema),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type BatchV2 = z.infer<typeof BatchV2Schema>;

export const BatchIdV2ParamsSchema = z.object({ id: ObjectIdSchema });

/** POST /api/v2/batches/{id}/pay: from the wallet (the test balance for a test key). */
export const PayBatchV2Schema = z.object({
  method: z.enum(['wallet'], { error: 'method: batches are paid from the wallet.' }).default('wallet'),
});
