import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@envios/platform';
import { AppModule } from './app.module';
import { CONSUMES, ShipmentsConfigSchema } from './config';

const config = loadConfig(ShipmentsConfigSchema);
void bootstrapService(AppModule.forRoot(config), { service: 'shipments', config, consumes: CONSUMES });
