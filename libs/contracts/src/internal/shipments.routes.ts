import { z } from 'zod';
import { IdParamsSchema, pageResultSchema } from '../api/common.api';
import {
  CarrierServicesSchema,
  CreatedShipmentsSchema,
  CreateShipmentsSchema,
  DeletedShipmentsSchema,
  DeleteShipmentsSchema,
  DuplicateShipmentsSchema,
  GenerateGuidesManySchema,
  GenerateGuidesResultSchema,
  GuideStatusSchema,
  LabelFileParamsSchema,
  LabelFormatSchema,
  LastShipmentsSchema,
  ShipmentCarrierQuerySchema,
  ShipmentDtoSchema,
  ShipmentGuideStatusQuerySchema,
  ShipmentListSchema,
  ShipmentOwnerParamsSchema,
  ShipmentPageQuerySchema,
  ShipmentParcelsSchema,
  ShipmentSearchQuerySchema,
  ShipmentToCreateSchema,
  SignedFileQuerySchema,
  SignedLinkSchema,
  UpdateOverweightSchema,
} from '../api/shipments.api';
import { defineRoute } from './route';

/** A label file's bytes, base64, as the BFF serves them at /api/public/{file}. */
export const LabelFileSchema = z.object({
  contentType: z.enum(['application/pdf', 'application/zpl']),
  fileName: z.string(),
  data: z.string(),
});

/** The shipments service's internal API (spec section 7, "Quoting and shipments"). */
export const ShipmentsRoutes = {
  cancelGuide: defineRoute({
    method: 'POST',
    path: '/internal/shipments/:id/cancel-guide',
    params: IdParamsSchema,
    response: ShipmentDtoSchema,
  }),
  createShipment: defineRoute({
    method: 'POST',
    path: '/internal/shipments',
    body: ShipmentToCreateSchema,
    response: ShipmentDtoSchema,
  }),
  createShipments: defineRoute({
    method: 'POST',
    path: '/internal/shipments/batch',
    body: CreateShipmentsSchema,
    response: CreatedShipmentsSchema,
  }),
  listPage: defineRoute({
    method: 'GET',
    path: '/internal/shipments/of/:userId/page',
    params: ShipmentOwnerParamsSchema,
    query: ShipmentPageQuerySchema,
    response: pageResultSchema(ShipmentDtoSchema),
  }),
  search: defineRoute({
    method: 'GET',
    path: '/internal/shipments/of/:userId/search',
    params: ShipmentOwnerParamsSchema,
    query: ShipmentSearchQuerySchema,
    response: ShipmentListSchema,
  }),
  byGuideStatus: defineRoute({
    method: 'GET',
    path: '/internal/shipments/of/:userId/by-status',
    params: ShipmentOwnerParamsSchema,
    query: ShipmentGuideStatusQuerySchema,
    response: ShipmentListSchema,
  }),
  byCarrier: defineRoute({
    method: 'GET',
    path: '/internal/shipments/of/:userId/by-carrier',
    params: ShipmentOwnerParamsSchema,
    query: ShipmentCarrierQuerySchema,
    response: ShipmentListSchema,
  }),
  carrierServicesOf: defineRoute({
    method: 'GET',
    path: '/internal/shipments/of/:userId/carrier-services',
    params: ShipmentOwnerParamsSchema,
    response: CarrierServicesSchema,
  }),
  lastShipments: defineRoute({
    method: 'GET',
    path: '/internal/shipments/of/:userId/last',
    params: ShipmentOwnerParamsSchema,
    response: LastShipmentsSchema,
  }),
  allCarrierServices: defineRoute({
    method: 'GET',
    path: '/internal/shipments/carrier-services',
    response: CarrierServicesSchema,
  }),
  getShipment: defineRoute({
    method: 'GET',
    path: '/internal/shipments/:id',
    params: IdParamsSchema,
    response: ShipmentDtoSchema,
  }),
  guideStatus: defineRoute({
    method: 'GET',
    path: '/internal/shipments/:id/guide-status',
    params: IdParamsSchema,
    response: GuideStatusSchema,
  }),
  parcels: defineRoute({
    method: 'GET',
    path: '/internal/shipments/:id/parcels',
    params: IdParamsSchema,
    response: ShipmentParcelsSchema,
  }),
  registerOverweight: defineRoute({
    method: 'PUT',
    path: '/internal/shipments/:id/overweight',
    params: IdParamsSchema,
    body: UpdateOverweightSchema,
    response: ShipmentDtoSchema,
  }),
  duplicate: defineRoute({
    method: 'POST',
    path: '/internal/shipments/duplicate',
    body: DuplicateShipmentsSchema,
    response: CreatedShipmentsSchema,
  }),
  deleteMany: defineRoute({
    method: 'POST',
    path: '/internal/shipments/delete',
    body: DeleteShipmentsSchema,
    response: DeletedShipmentsSchema,
  }),
  guidesAfterPay: defineRoute({
    method: 'POST',
    path: '/internal/shipments/guides-after-pay',
    body: GenerateGuidesManySchema,
    response: GenerateGuidesResultSchema,
  }),
  labelLink: defineRoute({
    method: 'GET',
    path: '/internal/shipments/:id/label-link',
    params: IdParamsSchema,
    response: SignedLinkSchema,
  }),
  labelFile: defineRoute({
    method: 'GET',
    path: '/internal/files/:file',
    params: LabelFileParamsSchema,
    query: SignedFileQuerySchema,
    response: LabelFileSchema,
  }),
  getLabelFormat: defineRoute({
    method: 'GET',
    path: '/internal/label-format',
    response: LabelFormatSchema,
  }),
  setLabelFormat: defineRoute({
    method: 'PUT',
    path: '/internal/label-format',
    body: LabelFormatSchema,
    response: LabelFormatSchema,
  }),
};
