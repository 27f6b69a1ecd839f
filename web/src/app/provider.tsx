import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';
import { lazy, Suspense, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Outlet, useNavigate } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { baseApi, setSessionExpiredHandler } from '@/shared/api/base-api';
import { store } from './store';
import { theme } from './theme';

dayjs.locale('es-mx');

// Toasts are shown after an action, never on first paint: their renderer loads after the page.
// notifications.show() only writes to a store, so a toast raised earlier still appears.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * Mantine and Redux, for the signed-in pages and the public pages built with them (services, FAQ,
 * payments): this module and its libraries load with the first of those pages, never with a
 * visitor's first page (the public layout, home, sign-in, sign-up, contact and the legal texts
 * are plain React: shared/ui/site).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // A 401 ended the session (section 4): go to sign-in and drop the previous user's cached data,
  // after the failed call has settled so its result does not refill the cache.
  setSessionExpiredHandler(() => {
    void navigate(Paths.signin, { replace: true });
    setTimeout(() => store.dispatch(baseApi.util.resetApiState()), 0);
  });
  return (
    <ReduxProvider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
        {children}
      </MantineProvider>
    </ReduxProvider>
  );
}

/** A layout route: its child pages render inside AppProvider. */
export function WithAppProvider() {
  return (
    <AppProvider>
      <Outlet />
    </AppProvider>
  );
}
