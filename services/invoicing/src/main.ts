import '@envios/platform/tracing';
import 'reflect-metadata';
import { bootstrapService } from '@envios/platform';
import invoicing from './service';

void bootstrapService(invoicing);
