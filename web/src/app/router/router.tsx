import { lazy, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { PublicLayout } from '../layouts/public/public-layout';
import { RootLayout } from './root-layout';

type Loader = () => Promise<unknown>;

/**
 * A page whose module loads when its route is first visited, keeping the first download small.
 * Its loader is kept too, so a navigation starts every module it needs at once (preloadRoute).
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  const Page = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return { element: <Page />, handle: { load } };
}

const WithAppProvider = page(() => import('../provider'), 'WithAppProvider');

/** Public routes of spec section 2 (no role restriction), plain React (shared/ui/site). */
const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('@/features/marketing/pages/home-page'), 'HomePage') },
  { path: Paths.signin, ...page(() => import('@/features/auth/pages/signin-page'), 'SigninPage') },
  { path: Paths.signup, ...page(() => import('@/features/auth/pages/signup-page'), 'SignupPage') },
  {
    path: Paths.passwordRecovery,
    ...page(() => import('@/features/auth/pages/password-recovery-page'), 'PasswordRecoveryPage'),
  },
  {
    path: Paths.passwordReset,
    ...page(() => import('@/features/auth/pages/password-reset-page'), 'PasswordResetPage'),
  },
  { path: Paths.contact, ...page(() => import('@/features/contact/pages/contact-page'), 'ContactPage') },
  { path: Paths.terms, ...page(() => import('@/features/legal/pages/terms-page'), 'TermsPage') },
  { path: Paths.privacy, ...page(() => import('@/features/legal/pages/privacy-page'), 'PrivacyPage') },
  { path: Paths.thanks, ...page(() => import('@/features/contact/pages/thank-page'), 'ThankPage') },
  { path: '*', element: <NotFoundPage /> },
];

/** Issue 30: the recipient's tracking page and opt-out, plain React, without the portal's header. */
const recipientRoutes: RouteObject[] = [
  {
    path: Paths.recipientTracking,
    ...page(
      () => import('@/features/recipient-tracking/pages/recipient-tracking-page'),
      'RecipientTrackingPage',
    ),
  },
  {
    path: Paths.recipientOptOut,
    ...page(
      () => import('@/features/recipient-tracking/pages/recipient-opt-out-page'),
      'RecipientOptOutPage',
    ),
  },
];

/** Public routes built with Mantine: they load it (and Redux) with them. */
const publicAppRoutes: RouteObject[] = [
  {
    path: Paths.paymentResult,
    ...page(() => import('@/features/payments/pages/payment-result-page'), 'PaymentResultPage'),
  },
  {
    path: Paths.paymentDetails,
    ...page(() => import('@/features/payments/pages/payment-details-page'), 'PaymentDetailsPage'),
  },
  { path: Paths.faq, ...page(() => import('@/features/marketing/pages/faq-page'), 'FaqPage') },
  { path: Paths.about, ...page(() => import('@/features/marketing/pages/about-page'), 'AboutPage') },
  {
    path: Paths.services,
    ...page(() => import('@/features/marketing/pages/services-page'), 'ServicesPage'),
  },
];

/**
 * Role-restricted routes; the route guard checks ROUTE_ROLES before each navigation. Matching is
 * case-insensitive, so the older /Reports link renders the reports screen.
 */
const dashboardRoutes: RouteObject[] = [
  {
    path: Paths.dashboard,
    ...page(() => import('@/features/analytics/pages/dashboard-page'), 'DashboardPage'),
  },
  {
    path: Paths.shipments,
    ...page(() => import('@/features/shipments/pages/shipments-page'), 'ShipmentsPage'),
  },
  {
    path: Paths.shipmentDetail,
    ...page(() => import('@/features/shipments/pages/shipment-detail-page'), 'ShipmentDetailPage'),
  },
  {
    path: Paths.addresses,
    ...page(() => import('@/features/addresses/pages/addresses-page'), 'AddressesPage'),
  },
  {
    path: Paths.overweight,
    ...page(() => import('@/features/overweight/pages/overweight-page'), 'OverweightPage'),
  },
  {
    path: Paths.newShipment,
    ...page(() => import('@/features/quote/pages/new-shipment-page'), 'NewShipmentPage'),
  },
  {
    path: Paths.payManyShipments,
    ...page(() => import('@/features/payments/pages/pay-many-page'), 'PayManyShipmentsPage'),
  },
  { path: Paths.prepaids, ...page(() => import('@/features/wallet/pages/prepaids-page'), 'PrepaidsPage') },
  {
    path: Paths.newPrepaid,
    ...page(() => import('@/features/wallet/pages/new-prepaid-page'), 'NewPrepaidPage'),
  },
  { path: Paths.reports, ...page(() => import('@/features/reports/pages/reports-page'), 'ReportsPage') },
  { path: Paths.users, ...page(() => import('@/features/users/pages/users-page'), 'UsersPage') },
  { path: Paths.clients, ...page(() => import('@/features/clients/pages/clients-page'), 'ClientsPage') },
  {
    path: Paths.integrations,
    ...page(() => import('@/features/integrations/pages/integrations-page'), 'IntegrationsPage'),
  },
  { path: Paths.settings, ...page(() => import('@/features/settings/pages/settings-page'), 'SettingsPage') },
  {
    path: Paths.taxInformation,
    ...page(() => import('@/features/tax-information/pages/tax-information-page'), 'TaxInformationPage'),
  },
  {
    path: Paths.developers,
    ...page(() => import('@/features/developers/pages/developers-page'), 'DevelopersPage'),
  },
  { path: Paths.batches, ...page(() => import('@/features/batches/pages/batches-page'), 'BatchesPage') },
  { path: Paths.batchDetail, ...page(() => import('@/features/batches/pages/batches-page'), 'BatchesPage') },
  {
    path: Paths.cashBarcode,
    ...page(() => import('@/features/wallet/pages/cash-barcode-page'), 'CashBarcodePage'),
  },
  { path: Paths.invoices, ...page(() => import('@/features/invoices/pages/invoices-page'), 'InvoicesPage') },
  { path: Paths.pickups, ...page(() => import('@/features/pickups/pages/pickups-page'), 'PickupsPage') },
];

const routes: RouteObject[] = [
  {
    element: <RootLayout preload={preloadRoute} />,
    children: [
      {
        element: <PublicLayout />,
        children: [...publicRoutes, { ...WithAppProvider, children: publicAppRoutes }],
      },
      // The recipient's page (issue 30) carries its sender's brand, not the portal's navigation.
      ...recipientRoutes,
      // Mantine, Redux and the dashboard shell load with the first signed-in page.
      {
        ...WithAppProvider,
        children: [
          {
            ...page(() => import('../layouts/dashboard/dashboard-layout'), 'DashboardLayout'),
            children: dashboardRoutes,
          },
        ],
      },
    ],
  },
];

/**
 * Starts loading every module the route of `pathname` renders (provider, layout, page) at once,
 * rather than each only when the one above it has rendered.
 */
function preloadRoute(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void (match.route.handle as { load?: Loader } | undefined)?.load?.();
  }
}

export function AppRoutes() {
  return useRoutes(routes);
}
