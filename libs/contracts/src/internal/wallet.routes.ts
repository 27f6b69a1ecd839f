import { z } from 'zod';
import { DeletedSchema, IdParamsSchema } from '../api/common.api';
import {
  CaptureResultSchema,
  BatchCardPaymentSchema,
  CardPaymentSchema,
  CreatedTopUpSchema,
  CreateTopUpSchema,
  ExecuteResultSchema,
  MovementIdParamsSchema,
  MovementListSchema,
  MovementSchema,
  MovementsQuerySchema,
  OrderIdParamsSchema,
  PayableListSchema,
  PayableSchema,
  PayablesRequestSchema,
  PaymentLinkQuerySchema,
  PaymentLinkSchema,
  PaypalOrderLinkSchema,
  StaffCreditSchema,
  WalletBalanceSchema,
  WalletBalancesQuerySchema,
  WalletBalancesSchema,
  WalletCoversAmountSchema,
  WalletCoversQuerySchema,
  WalletCoversSchema,
  WalletPaymentResultSchema,
  InternalWalletPaymentSchema,
  InternalOxxoTopUpSchema,
  OxxoReferenceParamsSchema,
  OxxoVoucherCreatedSchema,
  OxxoVoucherSchema,
  SpeiAccountSchema,
  WalletUserParamsSchema,
} from '../api/wallet.api';
import { defineRoute } from './route';

/** A PayPal webhook delivery as the BFF received it: the headers PayPal signs and the raw body. */
export const PaypalWebhookSchema = z.object({
  headers: z.record(z.string(), z.string()),
  body: z.string().max(200_000),
});

/** A Stripe webhook delivery as the BFF received it: its Stripe-Signature header and the raw body. */
export const StripeWebhookSchema = z.object({
  signature: z.string().max(2_000),
  body: z.string().max(500_000),
});

/** The wallet service's internal API (spec section 7, "Payments" and "Wallet"). */
export const WalletRoutes = {
  movements: defineRoute({
    method: 'GET',
    path: '/internal/prepaid',
    query: MovementsQuerySchema,
    response: MovementListSchema,
  }),
  balance: defineRoute({
    method: 'GET',
    path: '/internal/prepaid/balance/:userId',
    params: WalletUserParamsSchema,
    response: WalletBalanceSchema,
  }),
  /** A test key's test balance filled back up to TEST_BALANCE_CENTAVOS. */
  refillTestBalance: defineRoute({
    method: 'POST',
    path: '/internal/prepaid/test-balance/refill',
    response: WalletBalanceSchema,
  }),
  balances: defineRoute({
    method: 'GET',
    path: '/internal/prepaid/balances',
    query: WalletBalancesQuerySchema,
    response: WalletBalancesSchema,
  }),
  createTopUp: defineRoute({
    method: 'POST',
    path: '/internal/prepaid',
    body: CreateTopUpSchema,
    response: CreatedTopUpSchema,
  }),
  deleteTopUp: defineRoute({
    method: 'DELETE',
    path: '/internal/prepaid/:id',
    params: MovementIdParamsSchema,
    response: DeletedSchema,
  }),
  topUpOrder: defineRoute({
    method: 'POST',
    path: '/internal/prepaid/:id/paypal-order',
    params: IdParamsSchema,
    response: PaypalOrderLinkSchema,
  }),
  captureOrder: defineRoute({
    method: 'POST',
    path: '/internal/paypal/orders/:orderId/capture',
    params: OrderIdParamsSchema,
    response: CaptureResultSchema,
  }),
  executeTopUp: defineRoute({
    method: 'POST',
    path: '/internal/prepaid/:id/execute',
    params: IdParamsSchema,
    response: ExecuteResultSchema,
  }),
  staffCredit: defineRoute({
    method: 'POST',
    path: '/internal/prepaid/credit',
    body: StaffCreditSchema,
    response: MovementSchema,
  }),
  payWithWallet: defineRoute({
    method: 'POST',
    path: '/internal/payments/wallet',
    body: InternalWalletPaymentSchema,
    response: WalletPaymentResultSchema,
  }),
  cardOrder: defineRoute({
    method: 'POST',
    path: '/internal/payments/paypal-order',
    body: CardPaymentSchema,
    response: PaypalOrderLinkSchema,
  }),
  batchCardOrder: defineRoute({
    method: 'POST',
    path: '/internal/payments/paypal-order/batch',
    body: BatchCardPaymentSchema,
    response: PaypalOrderLinkSchema,
  }),
  paymentLink: defineRoute({
    method: 'POST',
    path: '/internal/payments/:id/link',
    params: IdParamsSchema,
    query: PaymentLinkQuerySchema,
    response: PaymentLinkSchema,
  }),
  walletCovers: defineRoute({
    method: 'GET',
    path: '/internal/payments/wallet-covers',
    query: WalletCoversQuerySchema,
    response: WalletCoversSchema,
  }),
  walletCoversAmount: defineRoute({
    method: 'POST',
    path: '/internal/payments/wallet-covers-amount',
    body: WalletCoversAmountSchema,
    response: WalletCoversSchema,
  }),
  payable: defineRoute({
    method: 'GET',
    path: '/internal/payments/:id',
    params: IdParamsSchema,
    response: PayableSchema,
  }),
  payables: defineRoute({
    method: 'POST',
    path: '/internal/payments/payables',
    body: PayablesRequestSchema,
    response: PayableListSchema,
  }),
  payOverweight: defineRoute({
    method: 'POST',
    path: '/internal/payments/overweight/:id/wallet',
    params: IdParamsSchema,
    response: WalletPaymentResultSchema,
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/internal/paypal/webhook',
    body: PaypalWebhookSchema,
    response: z.object({ received: z.literal(true) }),
  }),
  speiAccount: defineRoute({
    method: 'GET',
    path: '/internal/prepaid/spei',
    response: SpeiAccountSchema,
  }),
  createOxxo: defineRoute({
    method: 'POST',
    path: '/internal/prepaid/oxxo',
    body: InternalOxxoTopUpSchema,
    response: OxxoVoucherCreatedSchema,
  }),
  oxxoVoucher: defineRoute({
    method: 'GET',
    path: '/internal/prepaid/oxxo/:reference',
    params: OxxoReferenceParamsSchema,
    response: OxxoVoucherSchema,
  }),
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/internal/stripe/webhook',
    body: StripeWebhookSchema,
    response: z.object({ received: z.literal(true) }),
  }),
  /** The sweep of Stripe's Events API, now (it also runs on its schedule): how many events it applied. */
  stripeSweep: defineRoute({
    method: 'POST',
    path: '/internal/stripe/sweep',
    response: z.object({ applied: z.number().int() }),
  }),
};
