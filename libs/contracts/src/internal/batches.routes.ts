import {
  BatchIdParamsSchema,
  BatchListSchema,
  BatchLabelsQuerySchema,
  BatchManifestQuerySchema,
  BatchRuleSchema,
  CaptureBatchSchema,
  CreateBatchFromRowsSchema,
  PayBatchSchema,
  BatchRowParamsSchema,
  BatchSchema,
  FixBatchRowSchema,
  ImportBatchSchema,
} from '../api/batches.api';
import { defineRoute } from './route';
import { LabelBytesSchema } from './shipments.routes';

/** The batches service's internal API (the BFF's /api/v1/batches). */
export const BatchesRoutes = {
  importBatch: defineRoute({
    method: 'POST',
    path: '/internal/batches',
    body: ImportBatchSchema,
    response: BatchSchema,
  }),
  listBatches: defineRoute({
    method: 'GET',
    path: '/internal/batches',
    response: BatchListSchema,
  }),
  createBatch: defineRoute({
    method: 'POST',
    path: '/internal/batches/rows',
    body: CreateBatchFromRowsSchema,
    response: BatchSchema,
  }),
  getBatch: defineRoute({
    method: 'GET',
    path: '/internal/batches/:id',
    params: BatchIdParamsSchema,
    response: BatchSchema,
  }),
  fixRow: defineRoute({
    method: 'PUT',
    path: '/internal/batches/:id/rows/:n',
    params: BatchRowParamsSchema,
    body: FixBatchRowSchema,
    response: BatchSchema,
  }),
  dropRow: defineRoute({
    method: 'DELETE',
    path: '/internal/batches/:id/rows/:n',
    params: BatchRowParamsSchema,
    response: BatchSchema,
  }),
  applyRule: defineRoute({
    method: 'POST',
    path: '/internal/batches/:id/rules',
    params: BatchIdParamsSchema,
    body: BatchRuleSchema,
    response: BatchSchema,
  }),
  payBatch: defineRoute({
    method: 'POST',
    path: '/internal/batches/:id/pay',
    params: BatchIdParamsSchema,
    body: PayBatchSchema,
    response: BatchSchema,
  }),
  captureBatch: defineRoute({
    method: 'POST',
    path: '/internal/batches/:id/capture',
    params: BatchIdParamsSchema,
    body: CaptureBatchSchema,
    response: BatchSchema,
  }),
  /** The batch's labels in one file (bytes: PDF or ZPL). */
  batchLabels: defineRoute({
    method: 'GET',
    path: '/internal/batches/:id/labels',
    params: BatchIdParamsSchema,
    query: BatchLabelsQuerySchema,
    response: LabelBytesSchema,
  }),
  /** One carrier's pickup manifest (relación de envíos) of the batch (PDF bytes). */
  batchManifest: defineRoute({
    method: 'GET',
    path: '/internal/batches/:id/manifest',
    params: BatchIdParamsSchema,
    query: BatchManifestQuerySchema,
    response: LabelBytesSchema,
  }),
} as const;
