import type { InvoicePageSchema } from '@envios/contracts';
import type { z } from 'zod';
import { baseApi } from '@/shared/api/base-api';

export type InvoicePage = z.infer<typeof InvoicePageSchema>;

const invoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /invoices?page=&limit=: the stamped invoices of the caller's reach, newest first. */
    invoices: build.query<InvoicePage, { page: number }>({
      query: ({ page }) => ({ url: '/invoices', params: { page, limit: 10 } }),
    }),
  }),
});

export const { useInvoicesQuery } = invoicesApi;
