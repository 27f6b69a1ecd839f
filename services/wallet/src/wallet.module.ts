import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ManagedRedis } from '@envios/platform';
import { GetBalanceController } from './ledger/get-balance/get-balance.controller';
import { RefillTestBalanceController } from './ledger/refill-test-balance/refill-test-balance.controller';
import { RefillTestBalanceUseCase } from './ledger/refill-test-balance/refill-test-balance.usecase';
import { GetBalanceUseCase } from './ledger/get-balance/get-balance.usecase';
import { GetBalancesController } from './ledger/get-balances/get-balances.controller';
import { GetBalancesUseCase } from './ledger/get-balances/get-balances.usecase';
import { ListMovementsController } from './ledger/list-movements/list-movements.controller';
import { ListMovementsUseCase } from './ledger/list-movements/list-movements.usecase';
import { Movement, MovementSchema } from './ledger/movement.schema';
import { StaffCreditController } from './ledger/staff-credit/staff-credit.controller';
import { StaffCreditUseCase } from './ledger/staff-credit/staff-credit.usecase';
import { WalletLedger } from './ledger/wallet-ledger';
import { WalletScope } from './ledger/wallet-scope';
import { Wallet, WalletSchema } from './ledger/wallet.schema';
import { Member, MemberSchema } from './members/member.schema';
import { AccountSettingsChangedConsumer } from './members/on-account-settings-changed/account-settings-changed.consumer';
import { UserAssignedToClientConsumer } from './members/on-user-assigned-to-client/user-assigned-to-client.consumer';
import { UserRegisteredConsumer } from './members/on-user-registered/user-registered.consumer';
import { UserRemovedFromClientConsumer } from './members/on-user-removed-from-client/user-removed-from-client.consumer';
import { RecordMemberUseCase } from './members/record-member/record-member.usecase';
import { RecordSettingsUseCase } from './members/record-settings/record-settings.usecase';
import { RemoveFromClientUseCase } from './members/remove-from-client/remove-from-client.usecase';
import { OverweightCharges } from './overweight/overweight-charges';
import { OverweightRegisteredConsumer } from './overweight/on-overweight-registered/overweight-registered.consumer';
import { PayOverweightController } from './overweight/pay-overweight/pay-overweight.controller';
import { PayOverweightUseCase } from './overweight/pay-overweight/pay-overweight.usecase';
import { RecordOverweightUseCase } from './overweight/record-overweight/record-overweight.usecase';
import { DisputeAcceptedConsumer } from './overweight/on-dispute-accepted/dispute-accepted.consumer';
import { DisputeOpenedConsumer } from './overweight/on-dispute-opened/dispute-opened.consumer';
import { DisputeRejectedConsumer } from './overweight/on-dispute-rejected/dispute-rejected.consumer';
import { HoldDisputedChargeUseCase } from './overweight/hold-disputed-charge/hold-disputed-charge.usecase';
import { ReleaseDisputedChargeUseCase } from './overweight/release-disputed-charge/release-disputed-charge.usecase';
import { SettleAcceptedDisputeUseCase } from './overweight/settle-accepted-dispute/settle-accepted-dispute.usecase';
import { CaptureOrderController } from './payments/capture-order/capture-order.controller';
import { CaptureOrderUseCase } from './payments/capture-order/capture-order.usecase';
import { CaptureApprovedOrderUseCase } from './payments/capture-approved-order/capture-approved-order.usecase';
import { BatchCardOrderController } from './payments/card-order/batch-card-order.controller';
import { CardOrderController } from './payments/card-order/card-order.controller';
import { CardOrderUseCase } from './payments/card-order/card-order.usecase';
import { GetPayableController } from './payments/get-payable/get-payable.controller';
import { GetPayableUseCase } from './payments/get-payable/get-payable.usecase';
import { GetPayablesController } from './payments/get-payables/get-payables.controller';
import { GetPayablesUseCase } from './payments/get-payables/get-payables.usecase';
import { WalletCoversController } from './payments/wallet-covers/wallet-covers.controller';
import { WalletCoversUseCase } from './payments/wallet-covers/wallet-covers.usecase';
import { WalletCoversAmountController } from './payments/wallet-covers-amount/wallet-covers-amount.controller';
import { WalletCoversAmountUseCase } from './payments/wallet-covers-amount/wallet-covers-amount.usecase';
import { GuideGeneratedConsumer } from './payments/on-guide-generated/guide-generated.consumer';
import { ShipmentCreatedConsumer } from './payments/on-shipment-created/shipment-created.consumer';
import { ShipmentDeletedConsumer } from './payments/on-shipment-deleted/shipment-deleted.consumer';
import { PayWithWalletController } from './payments/pay-with-wallet/pay-with-wallet.controller';
import { PayWithWalletUseCase } from './payments/pay-with-wallet/pay-with-wallet.usecase';
import { PaymentLinkController } from './payments/payment-link/payment-link.controller';
import { PaymentLinkUseCase } from './payments/payment-link/payment-link.usecase';
import { Payable, PayableSchema } from './payments/payable.schema';
import { PayableArrivals } from './payments/payable-arrivals';
import { Payables } from './payments/payables';
import { PaypalOrder, PaypalOrderSchema } from './payments/paypal-order.schema';
import { PaypalWebhookController } from './payments/paypal-webhook/paypal-webhook.controller';
import { PaypalWebhookUseCase } from './payments/paypal-webhook/paypal-webhook.usecase';
import { RecordCaptureUseCase } from './payments/record-capture/record-capture.usecase';
import { RecordPayableUseCase } from './payments/record-payable/record-payable.usecase';
import { RecordGuideNumberUseCase } from './payments/record-guide-number/record-guide-number.usecase';
import { WithdrawPayableUseCase } from './payments/withdraw-payable/withdraw-payable.usecase';
import {
  SweepPaymentsProcessor,
  SweepPaymentsScheduler,
  WALLET_MAINTENANCE_QUEUE,
} from './payments/sweep-payments/sweep-payments.processor';
import { SweepPaymentsUseCase } from './payments/sweep-payments/sweep-payments.usecase';
import { DropCreditKeysUseCase } from './ledger/drop-credit-keys/drop-credit-keys.usecase';
import { PaypalClient } from './paypal/paypal.client';
import { GuideCancelledConsumer } from './refunds/on-guide-cancelled/guide-cancelled.consumer';
import { GuideFailedConsumer } from './refunds/on-guide-failed/guide-failed.consumer';
import { RefundPaymentUseCase } from './refunds/refund-payment/refund-payment.usecase';
import { RefundToWalletUseCase } from './refunds/refund-to-wallet/refund-to-wallet.usecase';
import { CreateTopUpController } from './top-ups/create-top-up/create-top-up.controller';
import { CreateTopUpUseCase } from './top-ups/create-top-up/create-top-up.usecase';
import { DeleteTopUpController } from './top-ups/delete-top-up/delete-top-up.controller';
import { DeleteTopUpUseCase } from './top-ups/delete-top-up/delete-top-up.usecase';
import { ExecuteTopUpController } from './top-ups/execute-top-up/execute-top-up.controller';
import { ExecuteTopUpUseCase } from './top-ups/execute-top-up/execute-top-up.usecase';
import { TopUps } from './top-ups/pending-top-ups';
import { TopUpOrderController } from './top-ups/top-up-order/top-up-order.controller';
import { TopUpOrderUseCase } from './top-ups/top-up-order/top-up-order.usecase';
import { HeldFunds, HeldFundsSchema } from './stripe/held-funds.schema';
import { ApplyStripeEventUseCase } from './stripe/apply-stripe-event/apply-stripe-event.usecase';
import { StripeCheckpoint, StripeCheckpointSchema } from './stripe/stripe-checkpoint.schema';
import { StripeCustomer, StripeCustomerSchema } from './stripe/stripe-customer.schema';
import { StripeClient } from './stripe/stripe.client';
import { StripeWebhookController } from './stripe/stripe-webhook/stripe-webhook.controller';
import { StripeWebhookUseCase } from './stripe/stripe-webhook/stripe-webhook.usecase';
import { SweepStripeEventsController } from './stripe/sweep-stripe-events/sweep-stripe-events.controller';
import {
  STRIPE_SWEEP_QUEUE,
  SweepStripeEventsProcessor,
  SweepStripeEventsScheduler,
} from './stripe/sweep-stripe-events/sweep-stripe-events.processor';
import { SweepStripeEventsUseCase } from './stripe/sweep-stripe-events/sweep-stripe-events.usecase';
import { CreateOxxoController } from './top-ups/create-oxxo/create-oxxo.controller';
import { CreateOxxoUseCase } from './top-ups/create-oxxo/create-oxxo.usecase';
import { GetOxxoController } from './top-ups/get-oxxo/get-oxxo.controller';
import { GetOxxoUseCase } from './top-ups/get-oxxo/get-oxxo.usecase';
import { OxxoVoucher, OxxoVoucherSchema } from './top-ups/oxxo-voucher.schema';
import { SpeiAccountController } from './top-ups/spei-account/spei-account.controller';
import { SpeiAccountUseCase } from './top-ups/spei-account/spei-account.usecase';

/** The wallet service's operations: one controller and use case per operation (ARCHITECTURE.md). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Wallet.name, schema: WalletSchema },
      { name: Movement.name, schema: MovementSchema },
      { name: Payable.name, schema: PayableSchema },
      { name: PaypalOrder.name, schema: PaypalOrderSchema },
      { name: Member.name, schema: MemberSchema },
      { name: StripeCustomer.name, schema: StripeCustomerSchema },
      { name: OxxoVoucher.name, schema: OxxoVoucherSchema },
      { name: HeldFunds.name, schema: HeldFundsSchema },
      { name: StripeCheckpoint.name, schema: StripeCheckpointSchema },
    ]),
    BullModule.registerQueue({ name: WALLET_MAINTENANCE_QUEUE }, { name: STRIPE_SWEEP_QUEUE }),
  ],
  controllers: [
    ListMovementsController,
    GetBalanceController,
    RefillTestBalanceController,
    GetBalancesController,
    StaffCreditController,
    CreateTopUpController,
    DeleteTopUpController,
    TopUpOrderController,
    ExecuteTopUpController,
    CaptureOrderController,
    PayWithWalletController,
    CardOrderController,
    BatchCardOrderController,
    PaymentLinkController,
    GetPayableController,
    GetPayablesController,
    WalletCoversController,
    WalletCoversAmountController,
    PaypalWebhookController,
    PayOverweightController,
    SpeiAccountController,
    CreateOxxoController,
    GetOxxoController,
    StripeWebhookController,
    SweepStripeEventsController,
  ],
  providers: [
    // Use cases
    ListMovementsUseCase,
    GetBalanceUseCase,
    RefillTestBalanceUseCase,
    GetBalancesUseCase,
    StaffCreditUseCase,
    CreateTopUpUseCase,
    DeleteTopUpUseCase,
    TopUpOrderUseCase,
    ExecuteTopUpUseCase,
    CaptureOrderUseCase,
    CaptureApprovedOrderUseCase,
    RecordCaptureUseCase,
    PayWithWalletUseCase,
    CardOrderUseCase,
    PaymentLinkUseCase,
    GetPayableUseCase,
    GetPayablesUseCase,
    WalletCoversUseCase,
    WalletCoversAmountUseCase,
    PaypalWebhookUseCase,
    RecordPayableUseCase,
    WithdrawPayableUseCase,
    RecordGuideNumberUseCase,
    RecordOverweightUseCase,
    HoldDisputedChargeUseCase,
    SettleAcceptedDisputeUseCase,
    ReleaseDisputedChargeUseCase,
    PayOverweightUseCase,
    RefundPaymentUseCase,
    RefundToWalletUseCase,
    SweepPaymentsUseCase,
    DropCreditKeysUseCase,
    RecordMemberUseCase,
    RemoveFromClientUseCase,
    RecordSettingsUseCase,
    SpeiAccountUseCase,
    CreateOxxoUseCase,
    GetOxxoUseCase,
    StripeWebhookUseCase,
    ApplyStripeEventUseCase,
    SweepStripeEventsUseCase,
    // Event consumers
    ShipmentCreatedConsumer,
    ShipmentDeletedConsumer,
    GuideGeneratedConsumer,
    GuideFailedConsumer,
    GuideCancelledConsumer,
    OverweightRegisteredConsumer,
    DisputeOpenedConsumer,
    DisputeAcceptedConsumer,
    DisputeRejectedConsumer,
    UserRegisteredConsumer,
    UserAssignedToClientConsumer,
    UserRemovedFromClientConsumer,
    AccountSettingsChangedConsumer,
    // Queue processors
    SweepPaymentsProcessor,
    SweepPaymentsScheduler,
    SweepStripeEventsProcessor,
    SweepStripeEventsScheduler,
    // Shared by the use cases
    WalletLedger,
    WalletScope,
    Payables,
    PayableArrivals,
    ManagedRedis,
    OverweightCharges,
    TopUps,
    PaypalClient,
    StripeClient,
  ],
})
export class WalletModule {}
