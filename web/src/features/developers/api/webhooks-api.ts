import type {
  CreatedWebhookEndpointSchema,
  CreateWebhookEndpoint,
  RotatedWebhookSecretSchema,
  WebhookDelivery,
  WebhookDeliveryListSchema,
  WebhookEndpoint,
} from '@envios/contracts';
import type { z } from 'zod';
import { apiV2Url, baseApi } from '@/shared/api/base-api';

const ENDPOINT_LIST = { type: 'WebhookEndpoint', id: 'LIST' } as const;
const deliveriesOf = (endpointId: string) => ({ type: 'WebhookDelivery', id: endpointId }) as const;

/** Deliveries per page of the log ('Cargar más' asks for the next). */
const DELIVERIES_PAGE_SIZE = 20;

export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpointSchema>;
export type RotatedWebhookSecret = z.infer<typeof RotatedWebhookSecretSchema>;
type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryListSchema>;

/**
 * The webhooks of the public API (/api/v2), which the BFF also serves to the web session: the
 * account's endpoints (every account's for the superadmin and the admin), their delivery log and replays.
 */
const webhooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v2/webhook-endpoints (never their secrets). */
    listWebhookEndpoints: build.query<WebhookEndpoint[], void>({
      query: () => apiV2Url('/webhook-endpoints'),
      transformResponse: (response: { data: WebhookEndpoint[] }) => response.data,
      providesTags: [ENDPOINT_LIST],
    }),
    /** POST /api/v2/webhook-endpoints: the answer carries the signing secret, this only time. */
    createWebhookEndpoint: build.mutation<CreatedWebhookEndpoint, CreateWebhookEndpoint>({
      query: (body) => ({ url: apiV2Url('/webhook-endpoints'), method: 'POST', body }),
      invalidatesTags: [ENDPOINT_LIST],
    }),
    /** DELETE /api/v2/webhook-endpoints/{id}: it receives nothing more and leaves the list. */
    deleteWebhookEndpoint: build.mutation<WebhookEndpoint, string>({
      query: (id) => ({ url: apiV2Url(`/webhook-endpoints/${encodeURIComponent(id)}`), method: 'DELETE' }),
      invalidatesTags: [ENDPOINT_LIST],
    }),
    /** POST /api/v2/webhook-endpoints/{id}/rotate-secret: the new secret, answered once. */
    rotateWebhookSecret: build.mutation<RotatedWebhookSecret, string>({
      query: (id) => ({
        url: apiV2Url(`/webhook-endpoints/${encodeURIComponent(id)}/rotate-secret`),
        method: 'POST',
      }),
    }),
    /**
     * GET /api/v2/webhook-endpoints/{id}/deliveries, newest first: one page per `next_cursor`.
     * A refetch (polling, a replay) reloads every page shown.
     */
    listWebhookDeliveries: build.infiniteQuery<WebhookDeliveryPage, string, string>({
      infiniteQueryOptions: {
        // '' is the first page: the server refuses an empty cursor, so none is sent.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.next_cursor,
      },
      query: ({ queryArg: endpointId, pageParam }) => ({
        url: apiV2Url(`/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries`),
        params: { limit: DELIVERIES_PAGE_SIZE, cursor: pageParam || undefined },
      }),
      providesTags: (_result, _error, endpointId) => [deliveriesOf(endpointId)],
    }),
    /** POST /api/v2/webhook-deliveries/{id}/replay: the same event (same id) as a new delivery. */
    replayWebhookDelivery: build.mutation<WebhookDelivery, { deliveryId: string; endpointId: string }>({
      query: ({ deliveryId }) => ({
        url: apiV2Url(`/webhook-deliveries/${encodeURIComponent(deliveryId)}/replay`),
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { endpointId }) => [deliveriesOf(endpointId)],
    }),
  }),
});

export const {
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useListWebhookDeliveriesInfiniteQuery,
  useReplayWebhookDeliveryMutation,
} = webhooksApi;
