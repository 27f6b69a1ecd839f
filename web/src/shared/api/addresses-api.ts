import type { SaveAddress, SavedAddressDto } from '@envios/contracts';
import { baseApi } from './base-api';

const ADDRESS_LIST = { type: 'Address', id: 'LIST' } as const;

// Shared because the saved-addresses screen and the quote form (origin/destination) both use them.
const addressesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /locations-user?user={id}: the signed-in user's saved addresses. */
    listAddresses: build.query<SavedAddressDto[], string>({
      query: (userId) => ({ url: '/locations-user', params: { user: userId } }),
      transformResponse: (response: { docs: SavedAddressDto[] }) => response.docs,
      providesTags: [ADDRESS_LIST],
    }),
    createAddress: build.mutation<SavedAddressDto, SaveAddress>({
      query: (body) => ({ url: '/locations-user', method: 'POST', body }),
      invalidatesTags: [ADDRESS_LIST],
    }),
    updateAddress: build.mutation<SavedAddressDto, { id: string; body: SaveAddress }>({
      query: ({ id, body }) => ({ url: `/locations-user/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: [ADDRESS_LIST],
    }),
    deleteAddress: build.mutation<{ deleted: boolean }, string>({
      query: (id) => ({ url: `/locations-user/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [ADDRESS_LIST],
    }),
  }),
});

export const {
  useListAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} = addressesApi;
