import type { AccountSettings, UpdateAccountSettings } from '@envios/contracts';
import { baseApi } from '@/shared/api/base-api';

const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /account/settings: the signed-in person's own. */
    getAccountSettings: build.query<AccountSettings, void>({
      query: () => '/account/settings',
    }),
    /** PUT /account/settings; the answer is the new state, kept as the query's. */
    updateAccountSettings: build.mutation<AccountSettings, UpdateAccountSettings>({
      query: (body) => ({ url: '/account/settings', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getAccountSettings', undefined, data));
        } catch {
          // The page shows the failure; the stored settings did not change.
        }
      },
    }),
  }),
});

export const { useGetAccountSettingsQuery, useUpdateAccountSettingsMutation } = settingsApi;
