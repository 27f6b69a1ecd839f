import type { ShipmentDto, ShipmentPage, ShipmentToCreate } from '@envios/contracts';
import { baseApi, WALLET_TAG } from './base-api';

const SHIPMENT_LIST = { type: 'Shipment', id: 'LIST' } as const;

/** Body of POST /shipments/home/all as the web sends it (the server parses and validates it). */
export type ShipmentToSend = Omit<ShipmentToCreate, 'origin_direction' | 'destination_direction'> & {
  origin_direction: Record<string, unknown>;
  destination_direction: Record<string, unknown>;
};

// Shared because the quote flow (steps 3–4) creates shipments and 'Mis Envios' lists them.
const shipmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /shipments/home/all: the guides of one quote, created together. */
    createShipments: build.mutation<{ shipments: ShipmentDto[] }, ShipmentToSend[]>({
      query: (shipments) => ({ url: '/shipments/home/all', method: 'POST', body: { shipments } }),
      invalidatesTags: [SHIPMENT_LIST],
    }),
    /** GET /shipments/all/{userId}?limit=&page=: one page, newest first. */
    shipmentsPage: build.query<ShipmentPage, { userId: string; page: number; limit: number }>({
      query: ({ userId, page, limit }) => ({
        url: `/shipments/all/${encodeURIComponent(userId)}`,
        params: { limit, page },
      }),
      providesTags: [SHIPMENT_LIST],
    }),
    /** GET /shipments/all/{userId}/query?filter=: the search box. */
    searchShipments: build.query<{ docs: ShipmentDto[] }, { userId: string; filter: string }>({
      query: ({ userId, filter }) => ({
        url: `/shipments/all/${encodeURIComponent(userId)}/query`,
        params: { filter },
      }),
      providesTags: [SHIPMENT_LIST],
    }),
    /** GET /shipments/{id}. */
    shipment: build.query<ShipmentDto, string>({
      query: (id) => ({ url: `/shipments/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Shipment', id }],
    }),
    /** POST /shipments/all: copies, unpaid, of the caller's. */
    duplicateShipments: build.mutation<{ shipments: ShipmentDto[] }, string[]>({
      query: (ids) => ({ url: '/shipments/all', method: 'POST', body: { shipments: ids } }),
      invalidatesTags: [SHIPMENT_LIST],
    }),
    /** POST /shipments/all/delete: unpaid ones only (a paid one refuses the whole request). */
    deleteShipments: build.mutation<{ deleted: number }, string[]>({
      query: (ids) => ({ url: '/shipments/all/delete', method: 'POST', body: { list_id: ids } }),
      invalidatesTags: [SHIPMENT_LIST],
    }),
    /** POST /shipments/{id}/cancel: a paid guide that has not moved; the wallet refunds it. */
    cancelGuide: build.mutation<ShipmentDto, string>({
      query: (id) => ({ url: `/shipments/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Shipment', id }, SHIPMENT_LIST, WALLET_TAG],
    }),
    /** GET /shipments/{id}/label-link: a short-lived signed link to the label (no session needed to open it). */
    labelLink: build.mutation<{ url: string; expires: number }, string>({
      query: (id) => ({ url: `/shipments/${encodeURIComponent(id)}/label-link` }),
    }),
  }),
});

export const {
  useCreateShipmentsMutation,
  useShipmentsPageQuery,
  useSearchShipmentsQuery,
  useShipmentQuery,
  useDuplicateShipmentsMutation,
  useDeleteShipmentsMutation,
  useLabelLinkMutation,
  useCancelGuideMutation,
} = shipmentsApi;
