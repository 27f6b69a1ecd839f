import '@envios/platform/tracing';
import 'reflect-metadata';
import { bootstrapService } from '@envios/platform';
import shipments from './service';

void bootstrapService(shipments);
