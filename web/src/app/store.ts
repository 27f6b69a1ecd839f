import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { quoteSlice } from '@/features/quote/lib/quote-slice';
import { baseApi } from '@/shared/api/base-api';
import { onSessionChange, readToken } from '@/shared/lib/session';

export const store = configureStore({
  reducer: { [baseApi.reducerPath]: baseApi.reducer, [quoteSlice.reducerPath]: quoteSlice.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
});

// Refetch on focus and reconnect where endpoints opt in.
setupListeners(store.dispatch);

// However a session ends (the public navbar's 'Cerrar sesión', another tab), the next user never
// sees the previous one's cached data.
onSessionChange(() => {
  if (!readToken()) store.dispatch(baseApi.util.resetApiState());
});
