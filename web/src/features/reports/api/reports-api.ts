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
     * POST /reports/general: the period's shipments (newest first), the totals cards when the role
     * sees amounts, and the period's top-ups. A mutation: it runs when 'Generar Reporte' is pressed.
     */
    generalReport: build.mutation<GeneralReport, ReportFilters>({
      query: (filters) => ({
        url: '/reports/general',
        method: 'POST',
        body: {
          startDate: filters.from || undefined,
          endDate: filters.to || undefined,
          carrier: filters.carrier || undefined,
          shipmentType: filters.shipmentType || undefined,
        },
      }),
    }),
  }),
});

export const { useGeneralReportMutation } = reportsApi;
