import { z } from 'zod';
import { MAX_BATCH_ROWS } from './batches.api';
import { ObjectIdSchema } from './common.api';
import { GUIDE_STATES, ShipmentToCreateSchema } from './shipments.api';

/**
 * What the batches service asks of the shipments service: a batch's rows made shipments (each its
 * own quote, one guide), under ids the batch chose so that asking again makes nothing twice.
 */
export const BatchShipmentsSchema = z.object({
  /** The batch they are made for. */
  batch: ObjectIdSchema,
  items: z
    .array(z.object({ _id: ObjectIdSchema, shipment: ShipmentToCreateSchema }))
    .min(1)
    .max(MAX_BATCH_ROWS),
});
export const BatchShipmentsResultSchema = z.object({
  created: z.number().int(),
  /** Made by an earlier request for the same batch. */
  existing: z.number().int(),
});

/** Where each of these shipments stands: paid or not, and its label. */
export const ShipmentStatesRequestSchema = z.object({
  ids: z.array(ObjectIdSchema).min(1).max(MAX_BATCH_ROWS),
});
export const ShipmentStatesSchema = z.object({
  shipments: z.array(
    z.object({
      _id: z.string(),
      paid: z.boolean(),
      guide_state: z.enum(GUIDE_STATES),
      number_guide: z.string().nullable(),
    }),
  ),
});
