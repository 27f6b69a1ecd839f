import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Queues } from '@envios/contracts';
import { ManagedRedis } from '@envios/platform';
import { ApiKey, ApiKeySchema } from './api-keys/api-key.schema';
import { CreateApiKeyController } from './api-keys/create-api-key/create-api-key.controller';
import { CreateApiKeyUseCase } from './api-keys/create-api-key/create-api-key.usecase';
import { ListApiKeysController } from './api-keys/list-api-keys/list-api-keys.controller';
import { ListApiKeysUseCase } from './api-keys/list-api-keys/list-api-keys.usecase';
import { RevokeApiKeyController } from './api-keys/revoke-api-key/revoke-api-key.controller';
import { RevokeApiKeyUseCase } from './api-keys/revoke-api-key/revoke-api-key.usecase';
import { SetApiRateLimitController } from './api-keys/set-api-rate-limit/set-api-rate-limit.controller';
import { SetApiRateLimitUseCase } from './api-keys/set-api-rate-limit/set-api-rate-limit.usecase';
import { VerifyApiKeyController } from './api-keys/verify-api-key/verify-api-key.controller';
import { VerifyApiKeyUseCase } from './api-keys/verify-api-key/verify-api-key.usecase';
import { AssignUserController } from './clients/assign-user/assign-user.controller';
import { AssignUserUseCase } from './clients/assign-user/assign-user.usecase';
import { ListClientUsersController } from './clients/list-client-users/list-client-users.controller';
import { ListClientUsersUseCase } from './clients/list-client-users/list-client-users.usecase';
import { RemoveUserController } from './clients/remove-user/remove-user.controller';
import { RemoveUserUseCase } from './clients/remove-user/remove-user.usecase';
import { ContactMessage, ContactMessageSchema } from './contact/contact-message.schema';
import { SendContactController } from './contact/send-contact/send-contact.controller';
import { SendContactUseCase } from './contact/send-contact/send-contact.usecase';
import { ForwardContactLeadUseCase } from './mail/forward-contact-lead/forward-contact-lead.usecase';
import { MailRecipients } from './mail/mail-recipients';
import { MailProcessor } from './mail/mail.processor';
import { MailService } from './mail/mail.service';
import { ContactMessageReceivedConsumer } from './mail/on-contact-message-received/contact-message-received.consumer';
import { GuideCancelledConsumer } from './mail/on-guide-cancelled/guide-cancelled.consumer';
import { GuideGeneratedConsumer } from './mail/on-guide-generated/guide-generated.consumer';
import { BatchCompletedConsumer } from './mail/on-batch-completed/batch-completed.consumer';
import { SendBatchReadyMailUseCase } from './mail/send-batch-ready-mail/send-batch-ready-mail.usecase';
import { InvoiceStampedConsumer } from './mail/on-invoice-stamped/invoice-stamped.consumer';
import { SendInvoiceMailUseCase } from './mail/send-invoice-mail/send-invoice-mail.usecase';
import { OverweightRegisteredConsumer } from './mail/on-overweight-registered/overweight-registered.consumer';
import { PaymentReceivedConsumer } from './mail/on-payment-received/payment-received.consumer';
import { PaymentRefundedConsumer } from './mail/on-payment-refunded/payment-refunded.consumer';
import { PrepaidExecutedConsumer } from './mail/on-prepaid-executed/prepaid-executed.consumer';
import { OxxoVoucherCreatedConsumer } from './mail/on-oxxo-voucher-created/oxxo-voucher-created.consumer';
import { UserApprovedConsumer } from './mail/on-user-approved/user-approved.consumer';
import { WalletCreditedConsumer } from './mail/on-wallet-credited/wallet-credited.consumer';
import { WebhookEndpointDisabledConsumer } from './mail/on-webhook-endpoint-disabled/webhook-endpoint-disabled.consumer';
import { SendApprovalMailUseCase } from './mail/send-approval-mail/send-approval-mail.usecase';
import { SendCancellationMailUseCase } from './mail/send-cancellation-mail/send-cancellation-mail.usecase';
import { SendGuideReadyMailUseCase } from './mail/send-guide-ready-mail/send-guide-ready-mail.usecase';
import { SendOverweightMailUseCase } from './mail/send-overweight-mail/send-overweight-mail.usecase';
import { SendDisputeMailUseCase } from './mail/send-dispute-mail/send-dispute-mail.usecase';
import { DisputeOpenedConsumer } from './mail/on-dispute-opened/dispute-opened.consumer';
import { DisputeAcceptedConsumer } from './mail/on-dispute-accepted/dispute-accepted.consumer';
import { DisputeRejectedConsumer } from './mail/on-dispute-rejected/dispute-rejected.consumer';
import { SendPaymentReceiptUseCase } from './mail/send-payment-receipt/send-payment-receipt.usecase';
import { SendRefundMailUseCase } from './mail/send-refund-mail/send-refund-mail.usecase';
import { SendTopUpReceiptUseCase } from './mail/send-top-up-receipt/send-top-up-receipt.usecase';
import { SendOxxoVoucherMailUseCase } from './mail/send-oxxo-voucher-mail/send-oxxo-voucher-mail.usecase';
import { SendWebhookDisabledMailUseCase } from './mail/send-webhook-disabled-mail/send-webhook-disabled-mail.usecase';
import { IssueResetLinkUseCase } from './recovery/issue-reset-link/issue-reset-link.usecase';
import { PasswordResetRequestedConsumer } from './recovery/on-password-reset-requested/password-reset-requested.consumer';
import {
  IDENTITY_MAINTENANCE_QUEUE,
  PurgeExpiredResetsProcessor,
  PurgeExpiredResetsScheduler,
} from './recovery/purge-expired-resets/purge-expired-resets.processor';
import { PurgeExpiredResetsUseCase } from './recovery/purge-expired-resets/purge-expired-resets.usecase';
import { RequestRecoveryController } from './recovery/request-recovery/request-recovery.controller';
import { RequestRecoveryUseCase } from './recovery/request-recovery/request-recovery.usecase';
import { ResetPasswordController } from './recovery/reset-password/reset-password.controller';
import { ResetPasswordUseCase } from './recovery/reset-password/reset-password.usecase';
import { PasswordReset, PasswordResetSchema } from './recovery/reset-token.schema';
import { GetAccountSettingsController } from './settings/get-account-settings/get-account-settings.controller';
import { GetAccountSettingsUseCase } from './settings/get-account-settings/get-account-settings.usecase';
import { UpdateAccountSettingsController } from './settings/update-account-settings/update-account-settings.controller';
import { UpdateAccountSettingsUseCase } from './settings/update-account-settings/update-account-settings.usecase';
import { DeleteTaxInformationController } from './tax-information/delete-tax-information/delete-tax-information.controller';
import { DeleteTaxInformationUseCase } from './tax-information/delete-tax-information/delete-tax-information.usecase';
import { GetTaxInformationController } from './tax-information/get-tax-information/get-tax-information.controller';
import { GetTaxInformationUseCase } from './tax-information/get-tax-information/get-tax-information.usecase';
import { SaveTaxInformationController } from './tax-information/save-tax-information/save-tax-information.controller';
import { SaveTaxInformationUseCase } from './tax-information/save-tax-information/save-tax-information.usecase';
import { ActivateUserUseCase } from './users/activate-user/activate-user.usecase';
import { ApproveUserUseCase } from './users/approve-user/approve-user.usecase';
import { BlockUserUseCase } from './users/block-user/block-user.usecase';
import { CreateUserController } from './users/create-user/create-user.controller';
import { CreateUserUseCase } from './users/create-user/create-user.usecase';
import { EditUserController } from './users/edit-user/edit-user.controller';
import { EditUserUseCase } from './users/edit-user/edit-user.usecase';
import { GetUserController } from './users/get-user/get-user.controller';
import { GetUserUseCase } from './users/get-user/get-user.usecase';
import { ListTariffsController } from './users/list-tariffs/list-tariffs.controller';
import { ListTariffsUseCase } from './users/list-tariffs/list-tariffs.usecase';
import { ListUsersController } from './users/list-users/list-users.controller';
import { ListUsersUseCase } from './users/list-users/list-users.usecase';
import { PasswordHasher } from './users/password-hasher';
import { RegisterUserUseCase } from './users/register-user/register-user.usecase';
import { SetUserActiveController } from './users/set-user-active/set-user-active.controller';
import { SetUserActiveUseCase } from './users/set-user-active/set-user-active.usecase';
import { AccessTokenIssuer } from './users/sign-in/access-token.issuer';
import { LoginThrottle } from './users/sign-in/login-throttle';
import { SignInController } from './users/sign-in/sign-in.controller';
import { SignInUseCase } from './users/sign-in/sign-in.usecase';
import { SignUpController } from './users/sign-up/sign-up.controller';
import { SignUpUseCase } from './users/sign-up/sign-up.usecase';
import { Tariff, TariffSchema } from './users/tariff.schema';
import { TariffsService } from './users/tariffs.service';
import { TokenVersions } from './users/token-versions';
import { User, UserSchema } from './users/user.schema';
import { AccountBranding, AccountBrandingSchema } from './recipients/account-branding.schema';
import { DeleteBrandingLogoController } from './recipients/delete-branding-logo/delete-branding-logo.controller';
import { DeleteBrandingLogoUseCase } from './recipients/delete-branding-logo/delete-branding-logo.usecase';
import { EmailChannel } from './recipients/email-channel';
import { GetBrandingController } from './recipients/get-branding/get-branding.controller';
import { GetBrandingUseCase } from './recipients/get-branding/get-branding.usecase';
import { GetLogoController } from './recipients/get-logo/get-logo.controller';
import { GetLogoUseCase } from './recipients/get-logo/get-logo.usecase';
import { NotifyRecipientUseCase } from './recipients/notify-recipient/notify-recipient.usecase';
import { RecipientGuideGeneratedConsumer } from './recipients/on-guide-generated/recipient-guide-generated.consumer';
import { RecordGuideNoticeUseCase } from './recipients/on-guide-generated/record-guide-notice.usecase';
import { RecipientStatusChangedConsumer } from './recipients/on-tracking-status-changed/recipient-status-changed.consumer';
import { RecordStatusNoticeUseCase } from './recipients/on-tracking-status-changed/record-status-notice.usecase';
import { OptOutController } from './recipients/opt-out/opt-out.controller';
import { OptOutUseCase } from './recipients/opt-out/opt-out.usecase';
import { RecipientChannelsProvider } from './recipients/recipient-channels.provider';
import { RecipientLinks } from './recipients/recipient-links';
import {
  RecipientNotice,
  RecipientNoticeSchema,
  RecipientOptOut,
  RecipientOptOutSchema,
} from './recipients/recipient-notice.schema';
import { RecipientNotices } from './recipients/recipient-notices';
import { RecipientSenderController } from './recipients/recipient-sender/recipient-sender.controller';
import { RecipientSenderUseCase } from './recipients/recipient-sender/recipient-sender.usecase';
import { SetBrandingLogoController } from './recipients/set-branding-logo/set-branding-logo.controller';
import { SetBrandingLogoUseCase } from './recipients/set-branding-logo/set-branding-logo.usecase';
import { UpdateBrandingController } from './recipients/update-branding/update-branding.controller';
import { UpdateBrandingUseCase } from './recipients/update-branding/update-branding.usecase';
import { WHATSAPP_QUEUE, WhatsAppChannel } from './recipients/whatsapp/whatsapp-channel';
import { WhatsAppProcessor } from './recipients/whatsapp/whatsapp.processor';

/** Users, tariffs, clients, settings, password recovery, contact messages and outgoing mail. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: Tariff.name, schema: TariffSchema },
      { name: PasswordReset.name, schema: PasswordResetSchema },
      { name: ContactMessage.name, schema: ContactMessageSchema },
      { name: ApiKey.name, schema: ApiKeySchema },
      { name: AccountBranding.name, schema: AccountBrandingSchema },
      { name: RecipientNotice.name, schema: RecipientNoticeSchema },
      { name: RecipientOptOut.name, schema: RecipientOptOutSchema },
    ]),
    BullModule.registerQueue(
      { name: Queues.mail },
      { name: IDENTITY_MAINTENANCE_QUEUE },
      { name: WHATSAPP_QUEUE },
    ),
  ],
  controllers: [
    SignUpController,
    SignInController,
    ListUsersController,
    CreateUserController,
    GetUserController,
    EditUserController,
    SetUserActiveController,
    ListTariffsController,
    ListClientUsersController,
    AssignUserController,
    RemoveUserController,
    RequestRecoveryController,
    ResetPasswordController,
    SendContactController,
    GetAccountSettingsController,
    UpdateAccountSettingsController,
    CreateApiKeyController,
    ListApiKeysController,
    RevokeApiKeyController,
    VerifyApiKeyController,
    SetApiRateLimitController,
    GetTaxInformationController,
    SaveTaxInformationController,
    DeleteTaxInformationController,
    GetBrandingController,
    UpdateBrandingController,
    SetBrandingLogoController,
    DeleteBrandingLogoController,
    GetLogoController,
    RecipientSenderController,
    OptOutController,
  ],
  providers: [
    // Use cases
    RegisterUserUseCase,
    CreateApiKeyUseCase,
    ListApiKeysUseCase,
    RevokeApiKeyUseCase,
    VerifyApiKeyUseCase,
    SetApiRateLimitUseCase,
    SignUpUseCase,
    SignInUseCase,
    ListUsersUseCase,
    CreateUserUseCase,
    GetUserUseCase,
    EditUserUseCase,
    SetUserActiveUseCase,
    ApproveUserUseCase,
    BlockUserUseCase,
    ActivateUserUseCase,
    ListTariffsUseCase,
    ListClientUsersUseCase,
    AssignUserUseCase,
    RemoveUserUseCase,
    RequestRecoveryUseCase,
    IssueResetLinkUseCase,
    ResetPasswordUseCase,
    PurgeExpiredResetsUseCase,
    SendContactUseCase,
    SendApprovalMailUseCase,
    ForwardContactLeadUseCase,
    GetAccountSettingsUseCase,
    UpdateAccountSettingsUseCase,
    GetTaxInformationUseCase,
    SaveTaxInformationUseCase,
    DeleteTaxInformationUseCase,
    SendGuideReadyMailUseCase,
    SendBatchReadyMailUseCase,
    SendInvoiceMailUseCase,
    SendPaymentReceiptUseCase,
    SendTopUpReceiptUseCase,
    SendOxxoVoucherMailUseCase,
    SendWebhookDisabledMailUseCase,
    SendRefundMailUseCase,
    SendCancellationMailUseCase,
    SendOverweightMailUseCase,
    SendDisputeMailUseCase,
    GetBrandingUseCase,
    UpdateBrandingUseCase,
    SetBrandingLogoUseCase,
    DeleteBrandingLogoUseCase,
    GetLogoUseCase,
    RecipientSenderUseCase,
    OptOutUseCase,
    RecordGuideNoticeUseCase,
    RecordStatusNoticeUseCase,
    NotifyRecipientUseCase,
    // Event consumers and job processors
    RecipientGuideGeneratedConsumer,
    RecipientStatusChangedConsumer,
    WhatsAppProcessor,
    PasswordResetRequestedConsumer,
    UserApprovedConsumer,
    ContactMessageReceivedConsumer,
    GuideGeneratedConsumer,
    BatchCompletedConsumer,
    InvoiceStampedConsumer,
    PaymentReceivedConsumer,
    PrepaidExecutedConsumer,
    OxxoVoucherCreatedConsumer,
    WalletCreditedConsumer,
    WebhookEndpointDisabledConsumer,
    PaymentRefundedConsumer,
    GuideCancelledConsumer,
    OverweightRegisteredConsumer,
    DisputeOpenedConsumer,
    DisputeAcceptedConsumer,
    DisputeRejectedConsumer,
    MailProcessor,
    PurgeExpiredResetsProcessor,
    PurgeExpiredResetsScheduler,
    // Shared by the use cases
    ManagedRedis,
    PasswordHasher,
    TokenVersions,
    TariffsService,
    LoginThrottle,
    AccessTokenIssuer,
    MailService,
    MailRecipients,
    RecipientNotices,
    RecipientLinks,
    EmailChannel,
    WhatsAppChannel,
    RecipientChannelsProvider,
  ],
})
export class IdentityModule {}
