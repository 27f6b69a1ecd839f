import type {
  ChartDataSchema,
  PrepaidsPerMonthSchema,
  ShipmentsByTypeSchema,
  ShipmentsCitySchema,
  ShipmentsReportSchema,
  TopDestinationSchema,
  TotalByCarrierSchema,
} from '@envios/contracts';
import type { z } from 'zod';
import { baseApi } from '@/shared/api/base-api';
import type { ReportFilters } from '@/shared/lib/report-period';

type ShipmentsReport = z.infer<typeof ShipmentsReportSchema>;
export type TotalByCarrier = z.infer<typeof TotalByCarrierSchema>;
export type ShipmentsByType = z.infer<typeof ShipmentsByTypeSchema>;
export type ShipmentsCity = z.infer<typeof ShipmentsCitySchema>;
export type TopDestinations = z.infer<typeof TopDestinationSchema>;
export type MonthlyChart = z.infer<typeof ChartDataSchema>;
export type PrepaidsChart = z.infer<typeof PrepaidsPerMonthSchema>;

/** GET /reports/* query: fromDate, toDate, carrier, shipmentType; an empty filter is left out. */
const reportQuery = (path: string) => (filters: ReportFilters) => ({
  url: `/reports/${path}`,
  params: {
    fromDate: filters.from || undefined,
    toDate: filters.to || undefined,
    carrier: filters.carrier || undefined,
    shipmentType: filters.shipmentType || undefined,
  },
});

const REPORT_TAGS = ['Report'] as const;

// The figures of the caller's reach: a user's own, a client's account, staff everyone's.
const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shipmentsReport: build.query<ShipmentsReport, ReportFilters>({
      query: reportQuery('shipments-report'),
      providesTags: REPORT_TAGS,
    }),
    totalByCarrier: build.query<TotalByCarrier, ReportFilters>({
      query: reportQuery('total-by-carrier'),
      providesTags: REPORT_TAGS,
    }),
    shipmentsByType: build.query<ShipmentsByType, ReportFilters>({
      query: reportQuery('shipments-by-type'),
      providesTags: REPORT_TAGS,
    }),
    shipmentsCity: build.query<ShipmentsCity, ReportFilters>({
      query: reportQuery('shipments-city'),
      providesTags: REPORT_TAGS,
    }),
    topDestination: build.query<TopDestinations, ReportFilters>({
      query: reportQuery('top-destination'),
      providesTags: REPORT_TAGS,
    }),
    /** Not for helpdesk, sales or client: the page never asks for it for them. */
    prepaidsPerMonth: build.query<PrepaidsChart, ReportFilters>({
      query: reportQuery('prepaids-per-month'),
      providesTags: REPORT_TAGS,
    }),
    efficiency: build.query<MonthlyChart, ReportFilters>({
      query: reportQuery('eficiencia-per-shipment'),
      providesTags: REPORT_TAGS,
    }),
  }),
});

export const {
  useShipmentsReportQuery,
  useTotalByCarrierQuery,
  useShipmentsByTypeQuery,
  useShipmentsCityQuery,
  useTopDestinationQuery,
  usePrepaidsPerMonthQuery,
  useEfficiencyQuery,
} = analyticsApi;
