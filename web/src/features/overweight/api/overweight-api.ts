import type {
  OverweightListSchema,
  OverweightPageSchema,
  OverweightRecord,
  ShipmentDto,
  UpdateOverweightSchema,
} from '@envios/contracts';
import type { z } from 'zod';
import { baseApi, WALLET_TAG } from '@/shared/api/base-api';

type OverweightPage = z.infer<typeof OverweightPageSchema>;
type OverweightList = z.infer<typeof OverweightListSchema>;
type OverweightUpdate = z.output<typeof UpdateOverweightSchema>;
export type { OverweightRecord };

const OVERWEIGHT_LIST = { type: 'Overweight', id: 'LIST' } as const;

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
    /**
     * PUT /shipments/{id}: the overweight the carrier found and its cost (superadmin, helpdesk, admin).
     * The wallet adds a pending 'Pago sobrepeso' charge for the owner, so balances and reports change.
     */
    updateOverweight: build.mutation<ShipmentDto, { id: string; body: OverweightUpdate }>({
      query: ({ id, body }) => ({ url: `/shipments/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        OVERWEIGHT_LIST,
        { type: 'Shipment', id },
        WALLET_TAG,
        'Report',
      ],
    }),
  }),
});

export const {
  useOverweightPageQuery,
  useLazyOverweightPageQuery,
  useLazyOverweightListQuery,
  useUpdateOverweightMutation,
} = overweightApi;
