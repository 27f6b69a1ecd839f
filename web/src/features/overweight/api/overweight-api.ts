import type { OverweightListSchema, OverweightPageSchema, OverweightRecord } from '@envios/contracts';
import type { z } from 'zod';
import { baseApi } from '@/shared/api/base-api';
import { OVERWEIGHT_LIST } from '@/shared/api/overweight-api';

type OverweightPage = z.infer<typeof OverweightPageSchema>;
type OverweightList = z.infer<typeof OverweightListSchema>;
export type { OverweightRecord };

interface OverweightPageArgs {
  userId: string;
  page: number;
  limit: number;
  /** The search box: carrier, service, guide, overweight, cost, or the words pagado/pendiente. */
  filter: string;
}

const overweightApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /overweight/user/{userId}: a page of overweight records. Staff asking with their own id get
     * every account's; a client its account's.
     */
    overweightPage: build.query<OverweightPage, OverweightPageArgs>({
      query: ({ userId, page, limit, filter }) => ({
        url: `/overweight/user/${encodeURIComponent(userId)}`,
        params: { limit, page, filter: filter || undefined },
      }),
      providesTags: [OVERWEIGHT_LIST],
    }),
    /** GET /shipments/all/{userId}/overweight: every record at once (the export without a search). */
    overweightList: build.query<OverweightList, string>({
      query: (userId) => `/shipments/all/${encodeURIComponent(userId)}/overweight`,
      providesTags: [OVERWEIGHT_LIST],
    }),
  }),
});

export const { useOverweightPageQuery, useLazyOverweightPageQuery, useLazyOverweightListQuery } =
  overweightApi;
