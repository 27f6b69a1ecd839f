import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@envios/platform';
import { CONSUMES, type WalletConfig } from './config';

/** The wallet service: the prepaid ledger (monedero), balances, top-ups and payments of shipments. */
@Module({})
export class AppModule {
  static forRoot(config: WalletConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServicePlatformModule.forRoot({ service: 'wallet', config, consumes: CONSUMES })],
    };
  }
}
