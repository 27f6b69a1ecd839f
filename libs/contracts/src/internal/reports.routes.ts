import type { z } from 'zod';
import {
  ChartDataSchema,
  GeneralReportResultSchema,
  GeneralReportSchema,
  PrepaidsPerMonthSchema,
  ReportQuerySchema,
  ShipmentsByTypeSchema,
  ShipmentsCitySchema,
  ShipmentsReportSchema,
  TopDestinationSchema,
  TotalByCarrierSchema,
} from '../api/reports.api';
import { LaneOnTimeQuerySchema, LaneOnTimeSchema } from '../api/landed-cost.api';
import { defineRoute, type InternalRoute } from './route';

const chart = <R extends z.ZodType>(path: `/internal/reports/${string}`, response: R) =>
  defineRoute({ method: 'GET', path, query: ReportQuerySchema, response }) as InternalRoute<
    undefined,
    typeof ReportQuerySchema,
    undefined,
    R
  >;

/** The reports service's internal API (spec section 7, "Other → reports"). */
export const ReportsRoutes = {
  general: defineRoute({
    method: 'POST',
    path: '/internal/reports/general',
    body: GeneralReportSchema,
    response: GeneralReportResultSchema,
  }),
  shipmentsReport: chart('/internal/reports/shipments-report', ShipmentsReportSchema),
  totalByCarrier: chart('/internal/reports/total-by-carrier', TotalByCarrierSchema),
  shipmentsByType: chart('/internal/reports/shipments-by-type', ShipmentsByTypeSchema),
  shipmentsCity: chart('/internal/reports/shipments-city', ShipmentsCitySchema),
  topDestination: chart('/internal/reports/top-destination', TopDestinationSchema),
  prepaidsPerMonth: chart('/internal/reports/prepaids-per-month', PrepaidsPerMonthSchema),
  efficiency: chart('/internal/reports/eficiencia-per-shipment', ChartDataSchema),
  /** Every carrier's on-time rate on a lane over the last 90 days (the quote's `on_time`). */
  laneOnTime: defineRoute({
    method: 'GET',
    path: '/internal/reports/on-time',
    query: LaneOnTimeQuerySchema,
    response: LaneOnTimeSchema,
  }),
};
