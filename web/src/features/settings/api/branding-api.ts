import type { Branding, UpdateBranding, UserPage } from '@envios/contracts';
import { baseApi } from '@/shared/api/base-api';

/** The account a branding request is about: the caller's own (null) or, for the superadmin, another. */
type Account = string | null;

const brandingUrl = (account: Account) =>
  account ? `/accounts/${encodeURIComponent(account)}/branding` : '/account/branding';

const brandingTag = (account: Account) => ({ type: 'Branding' as const, id: account ?? 'own' });

/** 'Marca para destinatarios' (issue 30): business name, logo and the recipients' notices. */
const brandingApi = baseApi.enhanceEndpoints({ addTagTypes: ['Branding'] }).injectEndpoints({
  endpoints: (build) => ({
    getBranding: build.query<Branding, Account>({
      query: brandingUrl,
      providesTags: (_r, _e, account) => [brandingTag(account)],
    }),
    updateBranding: build.mutation<Branding, { account: Account; body: UpdateBranding }>({
      query: ({ account, body }) => ({ url: brandingUrl(account), method: 'PUT', body }),
      invalidatesTags: (_r, _e, { account }) => [brandingTag(account)],
    }),
    /** PUT …/branding/logo (multipart `logo`): PNG, JPEG or WebP up to 1 MB, kept re-encoded. */
    uploadLogo: build.mutation<Branding, { account: Account; file: File }>({
      query: ({ account, file }) => {
        const form = new FormData();
        form.append('logo', file, file.name);
        return { url: `${brandingUrl(account)}/logo`, method: 'PUT', body: form };
      },
      invalidatesTags: (_r, _e, { account }) => [brandingTag(account)],
    }),
    deleteLogo: build.mutation<Branding, Account>({
      query: (account) => ({ url: `${brandingUrl(account)}/logo`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, account) => [brandingTag(account)],
    }),
    /** GET /users?rol=client: the accounts the superadmin brands, optionally searched. */
    brandingAccounts: build.query<UserPage, string>({
      query: (search) => ({
        url: '/users',
        params: { rol: 'client', limit: 100, search: search || undefined },
      }),
    }),
  }),
});

export const {
  useGetBrandingQuery,
  useUpdateBrandingMutation,
  useUploadLogoMutation,
  useDeleteLogoMutation,
  useBrandingAccountsQuery,
} = brandingApi;
