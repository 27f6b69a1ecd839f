import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@envios/platform';
import { CONSUMES, type QuotingConfig } from './config';
import { QuotingModule } from './quoting.module';

/** The quoting service: SEPOMEX postal codes, saved addresses, package profiles, carrier integrations and the rate engine. */
@Module({})
export class AppModule {
  static forRoot(config: QuotingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forRoot({ service: 'quoting', config, consumes: CONSUMES }),
        QuotingModule,
      ],
    };
  }
}
