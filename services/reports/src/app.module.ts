import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@envios/platform';
import { CONSUMES, type ReportsConfig } from './config';

/** The reports service: read models built from events: KPIs, charts and the general report. */
@Module({})
export class AppModule {
  static forRoot(config: ReportsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServicePlatformModule.forRoot({ service: 'reports', config, consumes: CONSUMES })],
    };
  }
}
