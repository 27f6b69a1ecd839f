import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@envios/platform';
import { CONSUMES, type TrackingConfig } from './config';

/** The tracking service: tracking events per guide, carrier status mapping and scheduled polling. */
@Module({})
export class AppModule {
  static forRoot(config: TrackingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServicePlatformModule.forRoot({ service: 'tracking', config, consumes: CONSUMES })],
    };
  }
}
