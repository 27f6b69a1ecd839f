import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CreateAddressController } from './addresses/create-address/create-address.controller';
import { CreateAddressUseCase } from './addresses/create-address/create-address.usecase';
import { DeleteAddressController } from './addresses/delete-address/delete-address.controller';
import { DeleteAddressUseCase } from './addresses/delete-address/delete-address.usecase';
import { GetAddressController } from './addresses/get-address/get-address.controller';
import { GetAddressUseCase } from './addresses/get-address/get-address.usecase';
import { ListAddressesController } from './addresses/list-addresses/list-addresses.controller';
import { ListAddressesUseCase } from './addresses/list-addresses/list-addresses.usecase';
import { SavedAddress, SavedAddressSchema } from './addresses/saved-address.schema';
import { UpdateAddressController } from './addresses/update-address/update-address.controller';
import { UpdateAddressUseCase } from './addresses/update-address/update-address.usecase';
import { ActiveCredentials } from './integrations/active-credentials';
import { CreateCredentialController } from './integrations/create-credential/create-credential.controller';
import { CreateCredentialUseCase } from './integrations/create-credential/create-credential.usecase';
import { CredentialKeys } from './integrations/credential-keys';
import { Credential, CredentialSchema } from './integrations/credential.schema';
import { DeleteCredentialController } from './integrations/delete-credential/delete-credential.controller';
import { DeleteCredentialUseCase } from './integrations/delete-credential/delete-credential.usecase';
import { ListCredentialsController } from './integrations/list-credentials/list-credentials.controller';
import { ListCredentialsUseCase } from './integrations/list-credentials/list-credentials.usecase';
import { SecretBox } from './integrations/secret-box';
import { UpdateCredentialController } from './integrations/update-credential/update-credential.controller';
import { UpdateCredentialUseCase } from './integrations/update-credential/update-credential.usecase';
import { PostalCodesModule } from './postal-codes/postal-codes.module';
import { CreatePackageProfileController } from './profiles/create-package-profile/create-package-profile.controller';
import { CreatePackageProfileUseCase } from './profiles/create-package-profile/create-package-profile.usecase';
import { DeletePackageProfileController } from './profiles/delete-package-profile/delete-package-profile.controller';
import { DeletePackageProfileUseCase } from './profiles/delete-package-profile/delete-package-profile.usecase';
import { ListPackageProfilesController } from './profiles/list-package-profiles/list-package-profiles.controller';
import { ListPackageProfilesUseCase } from './profiles/list-package-profiles/list-package-profiles.usecase';
import { PackageProfile, PackageProfileSchema } from './profiles/package-profile.schema';
import { UpdatePackageProfileController } from './profiles/update-package-profile/update-package-profile.controller';
import { UpdatePackageProfileUseCase } from './profiles/update-package-profile/update-package-profile.usecase';
import { ConnectorRegistry } from './rates/connectors/connector-registry';
import { Customer, CustomerSchema } from './rates/customers/customer.schema';
import { Customers } from './rates/customers/customers';
import { TariffChangedConsumer } from './rates/on-tariff-changed/tariff-changed.consumer';
import { UserRegisteredConsumer } from './rates/on-user-registered/user-registered.consumer';
import { LandedCost } from './rates/landed-cost/landed-cost';
import { LaneOnTimeFigures } from './rates/landed-cost/lane-on-time';
import { Reweigh, ReweighSchema } from './rates/landed-cost/reweigh.schema';
import { Reweighs } from './rates/landed-cost/reweighs';
import { OverweightRegisteredConsumer } from './rates/on-overweight-registered/overweight-registered.consumer';
import { RecordReweighUseCase } from './rates/record-reweigh/record-reweigh.usecase';
import { GuideGeneratedConsumer } from './rates/on-guide-generated/guide-generated.consumer';
import { RecordShippedParcelsUseCase } from './rates/record-shipped-parcels/record-shipped-parcels.usecase';
import { QuoteController } from './rates/quote/quote.controller';
import { QuoteUseCase } from './rates/quote/quote.usecase';
import { RecordCustomerUseCase } from './rates/record-customer/record-customer.usecase';
import { UserAssignedToClientConsumer } from './rates/on-user-assigned-to-client/user-assigned-to-client.consumer';
import { UserRemovedFromClientConsumer } from './rates/on-user-removed-from-client/user-removed-from-client.consumer';

/** Saved addresses, package profiles, carrier integrations and the rate engine (postal codes in their own module). */
@Module({
  imports: [
    PostalCodesModule,
    MongooseModule.forFeature([
      { name: SavedAddress.name, schema: SavedAddressSchema },
      { name: PackageProfile.name, schema: PackageProfileSchema },
      { name: Credential.name, schema: CredentialSchema },
      { name: Customer.name, schema: CustomerSchema },
      { name: Reweigh.name, schema: ReweighSchema },
    ]),
  ],
  controllers: [
    ListAddressesController,
    GetAddressController,
    CreateAddressController,
    UpdateAddressController,
    DeleteAddressController,
    ListPackageProfilesController,
    CreatePackageProfileController,
    UpdatePackageProfileController,
    DeletePackageProfileController,
    ListCredentialsController,
    CreateCredentialController,
    UpdateCredentialController,
    DeleteCredentialController,
    QuoteController,
  ],
  providers: [
    // Use cases
    ListAddressesUseCase,
    GetAddressUseCase,
    CreateAddressUseCase,
    UpdateAddressUseCase,
    DeleteAddressUseCase,
    ListPackageProfilesUseCase,
    CreatePackageProfileUseCase,
    UpdatePackageProfileUseCase,
    DeletePackageProfileUseCase,
    ListCredentialsUseCase,
    CreateCredentialUseCase,
    UpdateCredentialUseCase,
    DeleteCredentialUseCase,
    QuoteUseCase,
    RecordCustomerUseCase,
    RecordReweighUseCase,
    RecordShippedParcelsUseCase,
    // Event consumers
    UserRegisteredConsumer,
    TariffChangedConsumer,
    UserAssignedToClientConsumer,
    UserRemovedFromClientConsumer,
    OverweightRegisteredConsumer,
    GuideGeneratedConsumer,
    // Shared by the use cases
    SecretBox,
    CredentialKeys,
    ActiveCredentials,
    Customers,
    ConnectorRegistry,
    LandedCost,
    LaneOnTimeFigures,
    Reweighs,
  ],
})
export class QuotingModule {}
