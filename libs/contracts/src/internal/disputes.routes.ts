import { z } from 'zod';
import {
  DisputeIdParamsSchema,
  DisputeListQuerySchema,
  DisputeListSchema,
  DisputeMeasuresSchema,
  DisputePhotoParamsSchema,
  DisputeSchema,
  MAX_DISPUTE_PHOTOS,
  RejectDisputeSchema,
} from '../api/disputes.api';
import { ObjectIdSchema } from '../api/common.api';
import { defineRoute } from './route';

/** A photo the BFF checked by decoding it and re-encoded as JPEG (base64). */
const CheckedPhotoSchema = z.object({
  data: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** What the BFF hands shipments to open a dispute: the photos already checked and re-encoded. */
export const OpenDisputeRequestSchema = z.object({
  photos: z.array(CheckedPhotoSchema).min(1).max(MAX_DISPUTE_PHOTOS),
  claimed: DisputeMeasuresSchema,
  comment: z.string().min(1).max(1000),
  /** The caller's Idempotency-Key, when sent: a retry answers the dispute it opened. */
  idempotency_key: z.string().max(255).nullable(),
});

const DisputeBytesSchema = z.instanceof(Uint8Array);

/** Shipments' internal routes of issue 30's overweight disputes. */
export const DisputesRoutes = {
  open: defineRoute({
    method: 'POST',
    path: '/internal/disputes/of/:shipmentId',
    params: z.object({ shipmentId: ObjectIdSchema }),
    body: OpenDisputeRequestSchema,
    response: DisputeSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/internal/disputes',
    query: DisputeListQuerySchema,
    response: DisputeListSchema,
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/internal/disputes/:id/accept',
    params: DisputeIdParamsSchema,
    response: DisputeSchema,
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/internal/disputes/:id/reject',
    params: DisputeIdParamsSchema,
    body: RejectDisputeSchema,
    response: DisputeSchema,
  }),
  /** A photo's bytes (image/jpeg), for whoever may see the dispute. */
  photo: defineRoute({
    method: 'GET',
    path: '/internal/disputes/:id/photos/:n',
    params: DisputePhotoParamsSchema,
    response: DisputeBytesSchema,
  }),
  /** The dispute packet (application/pdf). */
  packet: defineRoute({
    method: 'GET',
    path: '/internal/disputes/:id/packet',
    params: DisputeIdParamsSchema,
    response: DisputeBytesSchema,
  }),
} as const;
