import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AddressesController } from './addresses/addresses.controller';
import { SavedAddress, SavedAddressSchema } from './addresses/saved-address.schema';
import { CredentialsController } from './integrations/credentials.controller';
import { Credential, CredentialSchema } from './integrations/credential.schema';
import { CredentialsService } from './integrations/credentials.service';
import { SecretBox } from './integrations/secret-box';
import { PostalCodesModule } from './postal-codes/postal-codes.module';
import { PackageProfilesController } from './profiles/package-profiles.controller';
import { PackageProfile, PackageProfileSchema } from './profiles/package-profile.schema';
import { ConnectorRegistry } from './rates/connectors/connector-registry';
import { CustomerTariff, CustomerTariffSchema } from './rates/customer-tariffs/customer-tariff.schema';
import { CustomerTariffs } from './rates/customer-tariffs/customer-tariffs';
import { QuoteController } from './rates/quote/quote.controller';
import { QuoteUseCase } from './rates/quote/quote.usecase';

@Module({
  imports: [
    PostalCodesModule,
    MongooseModule.forFeature([
      { name: SavedAddress.name, schema: SavedAddressSchema },
      { name: PackageProfile.name, schema: PackageProfileSchema },
      { name: Credential.name, schema: CredentialSchema },
      { name: CustomerTariff.name, schema: CustomerTariffSchema },
    ]),
  ],
  controllers: [AddressesController, PackageProfilesController, CredentialsController, QuoteController],
  providers: [SecretBox, CredentialsService, CustomerTariffs, ConnectorRegistry, QuoteUseCase],
})
export class QuotingModule {}
