import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@envios/platform';
import { AppModule } from './app.module';
import { CONSUMES, TrackingConfigSchema } from './config';

const config = loadConfig(TrackingConfigSchema);
void bootstrapService(AppModule.forRoot(config), { service: 'tracking', config, consumes: CONSUMES });
