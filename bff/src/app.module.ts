import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Redis } from 'ioredis';
import { AppPlatformModule, ManagedRedis, redisOptions } from '@envios/platform';
import type { BffConfig } from './config/config';
import { AccountsController } from './accounts/accounts.controller';
import { ClientsController } from './accounts/clients.controller';
import { ContactController } from './accounts/contact.controller';
import { SettingsController } from './accounts/settings.controller';
import { TaxInformationController } from './accounts/tax-information.controller';
import { AccessTokenVerifier } from './auth/access-token.verifier';
import { ApiKeyRateLimiter } from './auth/api-key.rate-limiter';
import { ApiKeyVerifier } from './auth/api-key.verifier';
import { AuthGuard } from './auth/auth.guard';
import { ApiKeysController } from './developers/api-keys.controller';
import { BatchesController } from './batches/batches.controller';
import { InvoicesController } from './invoicing/invoices.controller';
import { PickupsController } from './pickups/pickups.controller';
import { UserThrottlerGuard } from './auth/user-throttler.guard';
import { HealthController } from './health/health.controller';
import { AddressesController } from './quoting/addresses.controller';
import { CredentialsController } from './quoting/credentials.controller';
import { PackageProfilesController } from './quoting/package-profiles.controller';
import { PostalCodesController } from './quoting/postal-codes.controller';
import { GuidesController } from './shipments/guides.controller';
import { OverweightController } from './shipments/overweight.controller';
import { DisputesController } from './disputes/disputes.controller';
import { PublicFilesController } from './shipments/public-files.controller';
import { ShipmentsController } from './shipments/shipments.controller';
import { QuotesController } from './quoting/quotes.controller';
import { PaymentsController, PaypalController } from './wallet/payments.controller';
import { PrepaidController } from './wallet/prepaid.controller';
import { StripeController } from './wallet/stripe.controller';
import { ServiceClients } from './platform/service-clients';
import { ReportsController } from './reports/reports.controller';
import { LiveHub } from './tracking/live-hub';
import { LookupThrottle } from './tracking/lookup-throttle';
import { TrackingLookupCache } from './tracking/tracking-lookup-cache';
import { LiveController } from './tracking/live.controller';
import { TrackingController } from './tracking/tracking.controller';
import { BrandingController } from './recipients/branding.controller';
import { RecipientPageController } from './recipients/recipient-page.controller';
import { englishForDevelopers } from './v2/english-errors';
import { IdempotencyInterceptor } from './v2/idempotency';
import { V2Module } from './v2/v2.module';

/** The backend-for-frontend: the whole public API under /api/v1 (main.ts also serves the built web app). */
@Module({})
export class AppModule {
  static forRoot(config: BffConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppPlatformModule.forRoot({ app: 'bff', config, errorLanguage: englishForDevelopers }),
        ThrottlerModule.forRoot({
          throttlers: [{ name: 'default', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE }],
          skipIf: () => config.RATE_LIMITS === 'off',
          // Counters live in Redis so the limit holds across BFF replicas.
          storage: new ThrottlerStorageRedisService(
            new Redis(redisOptions(config, { keyPrefix: 'envios:throttle:' })),
          ),
        }),
        V2Module,
      ],
      controllers: [
        HealthController,
        AccountsController,
        ClientsController,
        ContactController,
        SettingsController,
        TaxInformationController,
        PostalCodesController,
        AddressesController,
        PackageProfilesController,
        CredentialsController,
        QuotesController,
        ShipmentsController,
        OverweightController,
        DisputesController,
        GuidesController,
        PublicFilesController,
        PrepaidController,
        PaymentsController,
        PaypalController,
        StripeController,
        TrackingController,
        LiveController,
        BrandingController,
        RecipientPageController,
        ReportsController,
        ApiKeysController,
        BatchesController,
        InvoicesController,
        PickupsController,
      ],
      providers: [
        ServiceClients,
        ManagedRedis,
        LiveHub,
        TrackingLookupCache,
        LookupThrottle,
        AccessTokenVerifier,
        ApiKeyVerifier,
        ApiKeyRateLimiter,
        // Order matters: the session is read first, so limits can count per user.
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: UserThrottlerGuard },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
    };
  }
}
