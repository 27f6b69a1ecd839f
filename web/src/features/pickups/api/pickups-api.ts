import type {
  CreatePickup,
  PickupCandidates,
  PickupDto,
  PickupList,
  ReschedulePickup,
} from '@envios/contracts';
import { baseApi } from '@/shared/api/base-api';

const LIST = { type: 'Pickup', id: 'LIST' } as const;

/** 'Recolecciones' (issue 30): the pickups, what the form offers, book, reschedule, cancel. */
const pickupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /pickups: the caller's pickups, the latest day first. */
    pickups: build.query<PickupList, void>({
      query: () => ({ url: '/pickups' }),
      providesTags: [LIST],
    }),
    /** GET /pickups/candidates: per carrier its rules and the labelled guides in no pickup. */
    pickupCandidates: build.query<PickupCandidates, void>({
      query: () => ({ url: '/pickups/candidates' }),
      providesTags: [LIST],
    }),
    /** POST /pickups, with an Idempotency-Key per form: a double click books once. */
    schedulePickup: build.mutation<PickupDto, { body: CreatePickup; key: string }>({
      query: ({ body, key }) => ({
        url: '/pickups',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: [LIST],
    }),
    reschedulePickup: build.mutation<PickupDto, { id: string; body: ReschedulePickup }>({
      query: ({ id, body }) => ({ url: `/pickups/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: [LIST],
    }),
    cancelPickup: build.mutation<PickupDto, string>({
      query: (id) => ({ url: `/pickups/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  usePickupsQuery,
  usePickupCandidatesQuery,
  useSchedulePickupMutation,
  useReschedulePickupMutation,
  useCancelPickupMutation,
} = pickupsApi;
