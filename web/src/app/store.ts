import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { quoteSlice } from '@/features/quote/lib/quote-slice';
import { baseApi } from '@/shared/api/base-api';

export const store = configureStore({
  reducer: { [baseApi.reducerPath]: baseApi.reducer, [quoteSlice.reducerPath]: quoteSlice.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
});

// Refetch on focus and reconnect where endpoints opt in.
setupListeners(store.dispatch);
