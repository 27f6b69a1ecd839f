import type { TrackingResult } from '@envios/contracts';
import { baseApi } from './base-api';

// Shared: the navbar search, the shipments list and the dashboard all track guides.
const trackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A POST that only reads: a query, so results are cached per guide for a short while.
    trackGuide: build.query<TrackingResult, string>({
      query: (guideNumber) => ({ url: '/tracking', method: 'POST', body: { guide_number: guideNumber } }),
      keepUnusedDataFor: 30,
      providesTags: (_result, _error, guide) => [{ type: 'Tracking', id: guide }],
    }),
    /** GET /tracking/all: the caller's active guides are asked about again (the dashboard, on load). */
    refreshTracking: build.mutation<{ active: number; refreshed: number }, void>({
      query: () => ({ url: '/tracking/all' }),
    }),
  }),
});

export const { useTrackGuideQuery, useRefreshTrackingMutation } = trackingApi;
