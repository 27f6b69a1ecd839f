import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@envios/platform';
import { AppModule } from './app.module';
import { CONSUMES, IdentityConfigSchema } from './config';

const config = loadConfig(IdentityConfigSchema);
void bootstrapService(AppModule.forRoot(config), { service: 'identity', config, consumes: CONSUMES });
