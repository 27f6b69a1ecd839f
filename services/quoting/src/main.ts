import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@envios/platform';
import { AppModule } from './app.module';
import { CONSUMES, QuotingConfigSchema } from './config';

const config = loadConfig(QuotingConfigSchema);
void bootstrapService(AppModule.forRoot(config), { service: 'quoting', config, consumes: CONSUMES });
