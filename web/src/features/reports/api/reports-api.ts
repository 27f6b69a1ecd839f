import type { GeneralReportResultSchema, ReportShipment } from '@envios/contracts';
import type { z } from 'zod';
import { baseApi } from '@/shared/api/base-api';
import type { ReportFilters } from '@/shared/lib/report-period';

export type GeneralReport = z.infer<typeof GeneralReportResultSchema>;
export type ReportPrepaid = GeneralReport['prepaids'][number];
export type { ReportShipment };

const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /reports/general: a page of the period's shipments (newest first) with their count, the
     * totals cards when the role sees amounts, and the period's top-ups. A mutation: it runs when
     * 'Generar Reporte' is pressed, a page is chosen, or the Excel gathers every page.
     */
    generalReport: build.mutation<GeneralReport, ReportFilters & { page?: number; limit?: number }>({
      query: (filters) => ({
        url: '/reports/general',
        method: 'POST',
        body: {
          startDate: filters.from || undefined,
          endDate: filters.to || undefined,
          carrier: filters.carrier || undefined,
          shipmentType: filters.shipmentType || undefined,
          page: filters.page,
          limit: filters.limit,
        },
      }),
    }),
  }),
});

export const { useGeneralReportMutation } = reportsApi;
