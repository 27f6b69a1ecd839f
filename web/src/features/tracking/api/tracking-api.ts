import { baseApi } from '@/shared/api/base-api';

/** Spec section 3, "Tracking result". */
export interface TrackingEvent {
  date: string;
  status: string;
}
export interface TrackingResult {
  status?: number | string;
  shipment_event?: TrackingEvent[];
}

const trackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A POST that only reads: a query, so results are cached per guide for a short while.
    trackGuide: build.query<TrackingResult, string>({
      query: (guideNumber) => ({ url: '/tracking', method: 'POST', body: { guide_number: guideNumber } }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useTrackGuideQuery } = trackingApi;
