import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@envios/platform';
import { AppModule } from './app.module';
import { CONSUMES, WalletConfigSchema } from './config';

const config = loadConfig(WalletConfigSchema);
void bootstrapService(AppModule.forRoot(config), { service: 'wallet', config, consumes: CONSUMES });
