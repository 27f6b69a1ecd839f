import type { WalletBalanceSchema, WalletBalancesSchema, WalletCoversSchema } from '@envios/contracts';
import type { z } from 'zod';
import { baseApi, WALLET_TAG } from './base-api';

type WalletBalance = z.infer<typeof WalletBalanceSchema>;
type WalletBalances = z.infer<typeof WalletBalancesSchema>;
type WalletCovers = z.infer<typeof WalletCoversSchema>;

/** GET /payments/config: how card payments are approved here (PayPal's buttons, or the local sandbox's page). */
interface PaymentsConfig {
  provider: 'local-sandbox' | 'paypal';
  client_id: string | null;
}

/** Body of POST /prepaid/createPrepaid (a staff credit); amounts in pesos. */
interface StaffCredit {
  userId: string;
  cantidadAbonar: number;
  reason: string;
}

// Shared because the sidebar, the Usuarios screen and the payment screens all read balances.
const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /prepaid/getTotalAmount/{userId}: the sum of the paid movements. */
    walletBalance: build.query<WalletBalance, string>({
      query: (userId) => `/prepaid/getTotalAmount/${encodeURIComponent(userId)}`,
      providesTags: [WALLET_TAG],
    }),
    /** GET /payments/wallet/covers?shipments=: whether the own wallet covers them (no amounts: every role). */
    walletCovers: build.query<WalletCovers, readonly string[]>({
      query: (shipments) => ({ url: '/payments/wallet/covers', params: { shipments: shipments.join(',') } }),
      providesTags: (_result, _error, ids) => [
        WALLET_TAG,
        ...ids.map((id) => ({ type: 'Shipment' as const, id })),
      ],
    }),
    /** GET /prepaid/balances?users=: centavos per user id (up to 100 ids). */
    walletBalances: build.query<WalletBalances, readonly string[]>({
      query: (userIds) => ({ url: '/prepaid/balances', params: { users: userIds.join(',') } }),
      providesTags: [WALLET_TAG],
    }),
    /** POST /prepaid/createPrepaid: staff credit a user's wallet. */
    creditWallet: build.mutation<unknown, StaffCredit>({
      query: (body) => ({ url: '/prepaid/createPrepaid', method: 'POST', body }),
      invalidatesTags: [WALLET_TAG],
    }),
    paymentsConfig: build.query<PaymentsConfig, void>({
      query: () => '/payments/config',
    }),
  }),
});

export const {
  useWalletBalanceQuery,
  useWalletBalancesQuery,
  useWalletCoversQuery,
  useCreditWalletMutation,
  usePaymentsConfigQuery,
} = walletApi;
