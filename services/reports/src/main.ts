import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@envios/platform';
import { AppModule } from './app.module';
import { CONSUMES, ReportsConfigSchema } from './config';

const config = loadConfig(ReportsConfigSchema);
void bootstrapService(AppModule.forRoot(config), { service: 'reports', config, consumes: CONSUMES });
