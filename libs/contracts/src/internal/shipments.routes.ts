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
  ManifestRequestSchema,
  MergedLabelsRequestSchema,
  OverweightListSchema,
  OverweightQuerySchema,
  OverweightQuoteRequestSchema,
  OverweightQuoteSchema,
  OverweightRecordSchema,
  ShipmentCursorPageSchema,
  ShipmentCursorQuerySchema,
  ShipmentCarrierQuerySchema,
  ShipmentDtoSchema,
  ShipmentGuideParamsSchema,
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

/** A file's bytes in base64 JSON: what the tracking service still answers for a guide's tracking PDF. */
export const LabelFileSchema = z.object({
  contentType: z.enum(['application/pdf', 'application/zpl']),
  fileName: z.string(),
  data: z.string(),
});

/**
 * A label file's bytes themselves (GET /internal/files/:file): `Content-Type` application/pdf or
 * application/zpl (`labelMediaType`), `Content-Disposition` inline with the file's name. Not JSON:
 * the BFF hands them on with `callRaw`.
 */
export const LabelBytesSchema = z.instanceof(Uint8Array);

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
  /** The same list through a cursor (the public API's GET /api/v2/shipments). */
  listAfter: defineRoute({
    method: 'GET',
    path: '/internal/shipments/of/:userId/after',
    params: ShipmentOwnerParamsSchema,
    query: ShipmentCursorQuerySchema,
    response: ShipmentCursorPageSchema,
  }),
  overweightList: defineRoute({
    method: 'GET',
    path: '/internal/shipments/of/:userId/overweight',
    params: ShipmentOwnerParamsSchema,
    response: OverweightListSchema,
  }),
  overweightPage: defineRoute({
    method: 'GET',
    path: '/internal/shipments/of/:userId/overweight/page',
    params: ShipmentOwnerParamsSchema,
    query: OverweightQuerySchema,
    response: pageResultSchema(OverweightRecordSchema),
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
  quoteOverweight: defineRoute({
    method: 'POST',
    path: '/internal/shipments/:id/overweight/quote',
    params: IdParamsSchema,
    body: OverweightQuoteRequestSchema,
    response: OverweightQuoteSchema,
  }),
  byGuide: defineRoute({
    method: 'GET',
    path: '/internal/shipments/by-guide/:guide',
    params: ShipmentGuideParamsSchema,
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
    response: LabelBytesSchema,
  }),
  /**
   * The labels of several shipments (a batch's) in one file: the bytes themselves, like labelFile
   * (application/pdf or application/zpl, `Content-Disposition` with the file's name).
   */
  mergedLabels: defineRoute({
    method: 'POST',
    path: '/internal/labels/merged',
    body: MergedLabelsRequestSchema,
    response: LabelBytesSchema,
  }),
  /** One carrier's manifest ('relación de envíos') of several shipments: a letter PDF's bytes. */
  manifest: defineRoute({
    method: 'POST',
    path: '/internal/labels/manifest',
    body: ManifestRequestSchema,
    response: LabelBytesSchema,
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
