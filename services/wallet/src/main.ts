import '@envios/platform/tracing';
import 'reflect-metadata';
import { bootstrapService } from '@envios/platform';
import wallet from './service';

void bootstrapService(wallet);
