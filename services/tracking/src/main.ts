import '@envios/platform/tracing';
import 'reflect-metadata';
import { bootstrapService } from '@envios/platform';
import tracking from './service';

void bootstrapService(tracking);
