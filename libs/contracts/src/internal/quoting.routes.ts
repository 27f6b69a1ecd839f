import { z } from 'zod';
import { DeletedSchema, IdParamsSchema } from '../api/common.api';
import {
  CredentialDtoSchema,
  PackageProfileDtoSchema,
  PackageProfileListSchema,
  PostalCodeQuerySchema,
  PostalCodeResponseSchema,
  PostalCodeLookupSchema,
  PostalRouteResponseSchema,
  PostalSearchQuerySchema,
  PostalSearchResponseSchema,
  QuoteRequestSchema,
  QuoteResponseSchema,
  SaveAddressSchema,
  SavedAddressDtoSchema,
  SavedAddressListSchema,
  SaveCredentialSchema,
  SavePackageProfileSchema,
} from '../api/quoting.api';
import { defineRoute } from './route';

const FiveDigits = PostalCodeQuerySchema.shape.zipCode;
/** `?user=` / `?userID=` of the spec's lists: only the caller's own id is accepted. */
const OwnerQuery = (name: 'user' | 'userID') => z.object({ [name]: z.string().optional() });
const NameParams = z.object({ name: z.string() });

/** The quoting service's internal API (spec section 7, "Addresses, profiles, postal codes", /credential, /quoting). */
export const QuotingRoutes = {
  searchPostalCodes: defineRoute({
    method: 'GET',
    path: '/internal/postal-codes',
    query: PostalSearchQuerySchema.pick({ search: true }),
    response: PostalSearchResponseSchema,
  }),
  getPostalCode: defineRoute({
    method: 'GET',
    path: '/internal/postal-codes/:code',
    params: z.object({ code: FiveDigits }),
    response: PostalCodeResponseSchema,
  }),
  /** Many codes at once (a batch file's): each known one with its settlements. */
  lookupPostalCodes: defineRoute({
    method: 'POST',
    path: '/internal/postal-codes/lookup',
    body: z.object({ codes: z.array(FiveDigits).max(1_000) }),
    response: PostalCodeLookupSchema,
  }),
  getPostalRoute: defineRoute({
    method: 'GET',
    path: '/internal/postal-codes/:origin/:destination',
    params: z.object({ origin: FiveDigits, destination: FiveDigits }),
    response: PostalRouteResponseSchema,
  }),
  listAddresses: defineRoute({
    method: 'GET',
    path: '/internal/addresses',
    query: OwnerQuery('user'),
    response: SavedAddressListSchema,
  }),
  getAddress: defineRoute({
    method: 'GET',
    path: '/internal/addresses/:id',
    params: IdParamsSchema,
    response: SavedAddressDtoSchema,
  }),
  createAddress: defineRoute({
    method: 'POST',
    path: '/internal/addresses',
    body: SaveAddressSchema,
    response: SavedAddressDtoSchema,
  }),
  updateAddress: defineRoute({
    method: 'PUT',
    path: '/internal/addresses/:id',
    params: IdParamsSchema,
    body: SaveAddressSchema,
    response: SavedAddressDtoSchema,
  }),
  deleteAddress: defineRoute({
    method: 'DELETE',
    path: '/internal/addresses/:id',
    params: IdParamsSchema,
    response: DeletedSchema,
  }),
  listPackageProfiles: defineRoute({
    method: 'GET',
    path: '/internal/package-profiles',
    query: OwnerQuery('userID'),
    response: PackageProfileListSchema,
  }),
  createPackageProfile: defineRoute({
    method: 'POST',
    path: '/internal/package-profiles',
    body: SavePackageProfileSchema,
    response: PackageProfileDtoSchema,
  }),
  updatePackageProfile: defineRoute({
    method: 'PUT',
    path: '/internal/package-profiles/:id',
    params: IdParamsSchema,
    body: SavePackageProfileSchema,
    response: PackageProfileDtoSchema,
  }),
  deletePackageProfile: defineRoute({
    method: 'DELETE',
    path: '/internal/package-profiles/:id',
    params: IdParamsSchema,
    response: DeletedSchema,
  }),
  listCredentials: defineRoute({
    method: 'GET',
    path: '/internal/credentials',
    response: z.array(CredentialDtoSchema),
  }),
  createCredential: defineRoute({
    method: 'POST',
    path: '/internal/credentials',
    body: SaveCredentialSchema,
    response: CredentialDtoSchema,
  }),
  updateCredential: defineRoute({
    method: 'PUT',
    path: '/internal/credentials/:name',
    params: NameParams,
    body: SaveCredentialSchema,
    response: CredentialDtoSchema,
  }),
  deleteCredential: defineRoute({
    method: 'DELETE',
    path: '/internal/credentials/:name',
    params: NameParams,
    response: DeletedSchema,
  }),
  quote: defineRoute({
    method: 'POST',
    path: '/internal/quotes',
    body: QuoteRequestSchema,
    response: QuoteResponseSchema,
  }),
} as const;
