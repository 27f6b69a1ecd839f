import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { clearStaleCredentials } from '@/shared/lib/session';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { PublicLayout } from '../layouts/public/public-layout';
import { alwaysRevalidate, guardLoader } from './guard';
import { lazyPage } from './lazy-page';
import { RootFallback, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { signinLoader, signupLoader } from './session-redirects';

/** Public routes of spec section 2 (no role restriction). */
const publicRoutes: RouteObject[] = [
  {
    index: true,
    // Home drops credentials that are neither kept nor alive in this tab; visitors stay on the page.
    loader: () => {
      clearStaleCredentials();
      return null;
    },
    lazy: lazyPage(() => import('@/features/marketing/pages/home-page'), 'HomePage'),
  },
  {
    path: Paths.signin,
    loader: signinLoader,
    lazy: lazyPage(() => import('@/features/auth/pages/signin-page'), 'SigninPage'),
  },
  {
    path: Paths.signup,
    loader: signupLoader,
    lazy: lazyPage(() => import('@/features/auth/pages/signup-page'), 'SignupPage'),
  },
  {
    path: Paths.passwordRecovery,
    lazy: lazyPage(() => import('@/features/auth/pages/password-recovery-page'), 'PasswordRecoveryPage'),
  },
  {
    path: Paths.passwordReset,
    lazy: lazyPage(() => import('@/features/auth/pages/password-reset-page'), 'PasswordResetPage'),
  },
  {
    path: Paths.paymentResult,
    lazy: lazyPage(() => import('@/features/payments/pages/payment-result-page'), 'PaymentResultPage'),
  },
  {
    path: Paths.paymentDetails,
    lazy: lazyPage(() => import('@/features/payments/pages/payment-details-page'), 'PaymentDetailsPage'),
  },
  {
    path: Paths.contact,
    lazy: lazyPage(() => import('@/features/contact/pages/contact-page'), 'ContactPage'),
  },
  { path: Paths.terms, lazy: lazyPage(() => import('@/features/legal/pages/terms-page'), 'TermsPage') },
  { path: Paths.privacy, lazy: lazyPage(() => import('@/features/legal/pages/privacy-page'), 'PrivacyPage') },
  { path: Paths.thanks, lazy: lazyPage(() => import('@/features/contact/pages/thank-page'), 'ThankPage') },
  { path: Paths.faq, lazy: lazyPage(() => import('@/features/marketing/pages/faq-page'), 'FaqPage') },
  { path: Paths.about, lazy: lazyPage(() => import('@/features/marketing/pages/about-page'), 'AboutPage') },
  {
    path: Paths.services,
    lazy: lazyPage(() => import('@/features/marketing/pages/services-page'), 'ServicesPage'),
  },
  { path: '*', Component: NotFoundPage },
];

/**
 * Role-restricted routes; the guard loader checks ROUTE_ROLES before each navigation. Matching is
 * case-insensitive, so the older /Reports link renders the reports screen.
 */
const dashboardRoutes: RouteObject[] = [
  {
    path: Paths.dashboard,
    lazy: lazyPage(() => import('@/features/analytics/pages/dashboard-page'), 'DashboardPage'),
  },
  {
    path: Paths.shipments,
    lazy: lazyPage(() => import('@/features/shipments/pages/shipments-page'), 'ShipmentsPage'),
  },
  {
    path: Paths.shipmentDetail,
    lazy: lazyPage(() => import('@/features/shipments/pages/shipment-detail-page'), 'ShipmentDetailPage'),
  },
  {
    path: Paths.addresses,
    lazy: lazyPage(() => import('@/features/addresses/pages/addresses-page'), 'AddressesPage'),
  },
  {
    path: Paths.overweight,
    lazy: lazyPage(() => import('@/features/overweight/pages/overweight-page'), 'OverweightPage'),
  },
  {
    path: Paths.newShipment,
    lazy: lazyPage(() => import('@/features/quote/pages/new-shipment-page'), 'NewShipmentPage'),
  },
  {
    path: Paths.payManyShipments,
    lazy: lazyPage(() => import('@/features/payments/pages/pay-many-page'), 'PayManyShipmentsPage'),
  },
  {
    path: Paths.prepaids,
    lazy: lazyPage(() => import('@/features/wallet/pages/prepaids-page'), 'PrepaidsPage'),
  },
  {
    path: Paths.newPrepaid,
    lazy: lazyPage(() => import('@/features/wallet/pages/new-prepaid-page'), 'NewPrepaidPage'),
  },
  {
    path: Paths.reports,
    lazy: lazyPage(() => import('@/features/reports/pages/reports-page'), 'ReportsPage'),
  },
  { path: Paths.users, lazy: lazyPage(() => import('@/features/users/pages/users-page'), 'UsersPage') },
  {
    path: Paths.clients,
    lazy: lazyPage(() => import('@/features/clients/pages/clients-page'), 'ClientsPage'),
  },
  {
    path: Paths.integrations,
    lazy: lazyPage(() => import('@/features/integrations/pages/integrations-page'), 'IntegrationsPage'),
  },
];

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    loader: guardLoader,
    shouldRevalidate: alwaysRevalidate,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      { Component: PublicLayout, children: publicRoutes },
      // The dashboard shell (and what only signed-in pages use) loads with the first dashboard page.
      {
        lazy: lazyPage(() => import('../layouts/dashboard/dashboard-layout'), 'DashboardLayout'),
        children: dashboardRoutes,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
