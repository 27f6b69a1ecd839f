import {
  BatchShipmentsResultSchema,
  BatchShipmentsSchema,
  ShipmentStatesRequestSchema,
  ShipmentStatesSchema,
} from '../api/shipments-batch.api';
import { defineRoute } from './route';

/** The shipments service's routes for batches (issue 27). */
export const ShipmentsBatchRoutes = {
  createBatchShipments: defineRoute({
    method: 'POST',
    path: '/internal/shipments/from-batch',
    body: BatchShipmentsSchema,
    response: BatchShipmentsResultSchema,
  }),
  shipmentStates: defineRoute({
    method: 'POST',
    path: '/internal/shipments/states',
    body: ShipmentStatesRequestSchema,
    response: ShipmentStatesSchema,
  }),
} as const;
