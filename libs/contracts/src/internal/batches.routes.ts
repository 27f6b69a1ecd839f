import {
  BatchIdParamsSchema,
  BatchRowParamsSchema,
  BatchSchema,
  FixBatchRowSchema,
  ImportBatchSchema,
} from '../api/batches.api';
import { defineRoute } from './route';

/** The batches service's internal API (the BFF's /api/v1/batches). */
export const BatchesRoutes = {
  importBatch: defineRoute({
    method: 'POST',
    path: '/internal/batches',
    body: ImportBatchSchema,
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
} as const;
