import {
  ClosedPickupWindowsSchema,
  ClosePickupWindowsSchema,
  CreatePickupInternalSchema,
  PickupCandidatesSchema,
  PickupIdParamsSchema,
  PickupListSchema,
  PickupSchema,
  ReschedulePickupInternalSchema,
} from '../api/pickups.api';
import { defineRoute } from './route';
import { LabelBytesSchema } from './shipments.routes';

/** The shipments service's pickups (issue 30). */
export const PickupsRoutes = {
  createPickup: defineRoute({
    method: 'POST',
    path: '/internal/pickups',
    body: CreatePickupInternalSchema,
    response: PickupSchema,
  }),
  listPickups: defineRoute({
    method: 'GET',
    path: '/internal/pickups',
    response: PickupListSchema,
  }),
  pickupCandidates: defineRoute({
    method: 'GET',
    path: '/internal/pickups/candidates',
    response: PickupCandidatesSchema,
  }),
  getPickup: defineRoute({
    method: 'GET',
    path: '/internal/pickups/:id',
    params: PickupIdParamsSchema,
    response: PickupSchema,
  }),
  reschedulePickup: defineRoute({
    method: 'PUT',
    path: '/internal/pickups/:id',
    params: PickupIdParamsSchema,
    body: ReschedulePickupInternalSchema,
    response: PickupSchema,
  }),
  cancelPickup: defineRoute({
    method: 'DELETE',
    path: '/internal/pickups/:id',
    params: PickupIdParamsSchema,
    response: PickupSchema,
  }),
  /** The manifest PDF's bytes (the BFF streams them: callRaw). */
  pickupManifest: defineRoute({
    method: 'GET',
    path: '/internal/pickups/:id/manifest',
    params: PickupIdParamsSchema,
    response: LabelBytesSchema,
  }),
  /** What the window's close finds (the delayed job's use case); tests name the instant. */
  closePickupWindows: defineRoute({
    method: 'POST',
    path: '/internal/pickups/close-windows',
    body: ClosePickupWindowsSchema,
    response: ClosedPickupWindowsSchema,
  }),
} as const;
