import {
  AccountParamsSchema,
  BrandingLogoSchema,
  BrandingSchema,
  LogoParamsSchema,
  RecipientGuideParamsSchema,
  RecipientOptedOutSchema,
  RecipientOptOutSchema,
  RecipientSenderQuerySchema,
  RecipientSenderSchema,
  RecipientTrackingSchema,
  SetBrandingLogoSchema,
  UpdateBrandingSchema,
} from '../api/recipients.api';
import { defineRoute } from './route';

/** Issue 30, identity's part: an account's branding, the sender of a recipient page, opt-outs. */
export const RecipientRoutes = {
  getBranding: defineRoute({
    method: 'GET',
    path: '/internal/accounts/:account/branding',
    params: AccountParamsSchema,
    response: BrandingSchema,
  }),
  updateBranding: defineRoute({
    method: 'PUT',
    path: '/internal/accounts/:account/branding',
    params: AccountParamsSchema,
    body: UpdateBrandingSchema,
    response: BrandingSchema,
  }),
  setBrandingLogo: defineRoute({
    method: 'PUT',
    path: '/internal/accounts/:account/branding/logo',
    params: AccountParamsSchema,
    body: SetBrandingLogoSchema,
    response: BrandingSchema,
  }),
  deleteBrandingLogo: defineRoute({
    method: 'DELETE',
    path: '/internal/accounts/:account/branding/logo',
    params: AccountParamsSchema,
    response: BrandingSchema,
  }),
  brandingLogo: defineRoute({
    method: 'GET',
    path: '/internal/logos/:account/:file',
    params: LogoParamsSchema,
    response: BrandingLogoSchema,
  }),
  recipientSender: defineRoute({
    method: 'GET',
    path: '/internal/recipient-sender',
    query: RecipientSenderQuerySchema,
    response: RecipientSenderSchema,
  }),
  optOut: defineRoute({
    method: 'POST',
    path: '/internal/recipient-opt-out',
    body: RecipientOptOutSchema,
    response: RecipientOptedOutSchema,
  }),
};

/** Issue 30, tracking's part: a guide as its recipient may see it. */
export const RecipientTrackingRoutes = {
  recipientView: defineRoute({
    method: 'GET',
    path: '/internal/tracking/:guide/recipient',
    params: RecipientGuideParamsSchema,
    response: RecipientTrackingSchema,
  }),
};
