import { RouterProvider } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { baseApi, setSessionExpiredHandler } from '@/shared/api/base-api';
import { AppProvider } from './provider';
import { router } from './router/router';
import { store } from './store';

// A 401 ended the session (section 4): go to sign-in and drop the previous user's cached data,
// after the failed call has settled so its result does not refill the cache.
setSessionExpiredHandler(() => {
  void router.navigate(Paths.signin, { replace: true });
  setTimeout(() => store.dispatch(baseApi.util.resetApiState()), 0);
});

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
