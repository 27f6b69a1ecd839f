import { ManagedRedis } from '@envios/platform';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Queues } from '@envios/contracts';
import { ClientUsersController } from './clients/client-users.controller';
import { ContactMessage, ContactMessageSchema } from './contact/contact-message.schema';
import { SendContactController } from './contact/send-contact/send-contact.controller';
import { MailConsumers } from './mail/mail.consumers';
import { MailProcessor } from './mail/mail.processor';
import { MailService } from './mail/mail.service';
import {
  ExpiredResetsProcessor,
  ExpiredResetsScheduler,
  IDENTITY_MAINTENANCE_QUEUE,
} from './recovery/expired-resets.processor';
import { RequestRecoveryController } from './recovery/request-recovery/request-recovery.controller';
import { ResetPasswordController } from './recovery/reset-password/reset-password.controller';
import { PasswordReset, PasswordResetSchema } from './recovery/reset-token.schema';
import { CreateUserController } from './users/create-user/create-user.controller';
import { GetUserController } from './users/get-user/get-user.controller';
import { ListTariffsController } from './users/list-tariffs/list-tariffs.controller';
import { ListUsersController } from './users/list-users/list-users.controller';
import { ListUsersUseCase } from './users/list-users/list-users.usecase';
import { PasswordHasher } from './users/password-hasher';
import { AccessTokenIssuer } from './users/sign-in/access-token.issuer';
import { LoginThrottle } from './users/sign-in/login-throttle';
import { SignInController } from './users/sign-in/sign-in.controller';
import { SignInUseCase } from './users/sign-in/sign-in.usecase';
import { SignUpController } from './users/sign-up/sign-up.controller';
import { Tariff, TariffSchema } from './users/tariff.schema';
import { TariffsService } from './users/tariffs.service';
import { TokenVersions } from './users/token-versions';
import { UpdateUserController } from './users/update-user/update-user.controller';
import { UpdateUserUseCase } from './users/update-user/update-user.usecase';
import { UserRegistrar } from './users/user-registrar';
import { User, UserSchema } from './users/user.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: Tariff.name, schema: TariffSchema },
      { name: PasswordReset.name, schema: PasswordResetSchema },
      { name: ContactMessage.name, schema: ContactMessageSchema },
    ]),
    BullModule.registerQueue({ name: Queues.mail }, { name: IDENTITY_MAINTENANCE_QUEUE }),
  ],
  controllers: [
    SignUpController,
    SignInController,
    ListUsersController,
    CreateUserController,
    GetUserController,
    UpdateUserController,
    ListTariffsController,
    ClientUsersController,
    RequestRecoveryController,
    ResetPasswordController,
    SendContactController,
  ],
  providers: [
    ManagedRedis,
    PasswordHasher,
    TokenVersions,
    TariffsService,
    UserRegistrar,
    LoginThrottle,
    AccessTokenIssuer,
    SignInUseCase,
    ListUsersUseCase,
    UpdateUserUseCase,
    MailService,
    MailProcessor,
    MailConsumers,
    ExpiredResetsProcessor,
    ExpiredResetsScheduler,
  ],
  exports: [UserRegistrar, TariffsService, UpdateUserUseCase],
})
export class IdentityModule {}
