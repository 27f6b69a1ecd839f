import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@envios/platform';
import { CONSUMES, type ShipmentsConfig } from './config';

/** The shipments service: shipments and parcels, guide (label) generation and files, overweight records. */
@Module({})
export class AppModule {
  static forRoot(config: ShipmentsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServicePlatformModule.forRoot({ service: 'shipments', config, consumes: CONSUMES })],
    };
  }
}
