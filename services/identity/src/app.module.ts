import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@envios/platform';
import { CONSUMES, type IdentityConfig } from './config';
import { IdentityModule } from './identity.module';

/** The identity service: users, roles, tariffs, client assignment, approval, password reset, contact messages and outgoing mail. */
@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forRoot({ service: 'identity', config, consumes: CONSUMES }),
        IdentityModule,
      ],
    };
  }
}
