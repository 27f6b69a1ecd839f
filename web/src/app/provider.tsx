import { MantineProvider } from '@mantine/core';
import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';
import { lazy, Suspense, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { store } from './store';
import { theme } from './theme';

dayjs.locale('es-mx');

// Toasts are shown after an action, never on first paint: their renderer loads after the page.
// notifications.show() only writes to a store, so a toast raised earlier still appears.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function AppProvider({ children }: { children: ReactNode }) {
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
