import { z } from 'zod';
import {
  TrackGuideSchema,
  TrackingRefreshSchema,
  TrackingResultSchema,
  TrackingSourceParamsSchema,
} from '../api/tracking.api';
import { defineRoute } from './route';
import { LabelFileSchema } from './shipments.routes';

export const TrackingPdfParamsSchema = z.object({
  guide: z.string().regex(/^[A-Za-z0-9-]{7,40}$/, 'El número de guía no es válido.'),
});

/** The tracking service's internal API (spec section 7, "Tracking"). */
export const TrackingRoutes = {
  lookup: defineRoute({
    method: 'POST',
    path: '/internal/tracking/lookup',
    body: TrackGuideSchema,
    response: TrackingResultSchema,
  }),
  lookupBySource: defineRoute({
    method: 'POST',
    path: '/internal/tracking/by/:source',
    params: TrackingSourceParamsSchema,
    body: TrackGuideSchema,
    response: TrackingResultSchema,
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/internal/tracking/refresh',
    response: TrackingRefreshSchema,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/internal/tracking/:guide/pdf',
    params: TrackingPdfParamsSchema,
    response: LabelFileSchema,
  }),
};
