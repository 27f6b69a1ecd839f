import type { PackageProfileDto, SavePackageProfile } from '@envios/contracts';
import { baseApi } from '@/shared/api/base-api';

const PROFILE_LIST = { type: 'PackageProfile', id: 'LIST' } as const;

const packageProfilesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /packageProfileRoutes?userID={id}: the signed-in user's saved package profiles. */
    listPackageProfiles: build.query<PackageProfileDto[], string>({
      query: (userId) => ({ url: '/packageProfileRoutes', params: { userID: userId } }),
      transformResponse: (response: { profiles: PackageProfileDto[] }) => response.profiles,
      providesTags: [PROFILE_LIST],
    }),
    createPackageProfile: build.mutation<PackageProfileDto, SavePackageProfile>({
      query: (body) => ({ url: '/packageProfileRoutes', method: 'POST', body }),
      invalidatesTags: [PROFILE_LIST],
      // The new profile is in every cached list at once, so a select that chooses it shows its
      // label before the refetch answers (the refetch then replaces the list).
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        const { data: profile } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!profile) return;
        for (const userId of packageProfilesApi.util.selectCachedArgsForQuery(
          getState(),
          'listPackageProfiles',
        ))
          dispatch(
            packageProfilesApi.util.updateQueryData('listPackageProfiles', userId, (profiles) => {
              if (!profiles.some((candidate) => candidate._id === profile._id)) profiles.push(profile);
            }),
          );
      },
    }),
    updatePackageProfile: build.mutation<PackageProfileDto, { id: string; body: SavePackageProfile }>({
      query: ({ id, body }) => ({
        url: `/packageProfileRoutes/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: [PROFILE_LIST],
    }),
    deletePackageProfile: build.mutation<unknown, string>({
      query: (id) => ({ url: `/packageProfileRoutes/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [PROFILE_LIST],
    }),
  }),
});

export const {
  useListPackageProfilesQuery,
  useCreatePackageProfileMutation,
  useUpdatePackageProfileMutation,
  useDeletePackageProfileMutation,
} = packageProfilesApi;
