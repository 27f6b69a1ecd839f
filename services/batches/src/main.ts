import '@envios/platform/tracing';
import 'reflect-metadata';
import { bootstrapService } from '@envios/platform';
import batches from './service';

void bootstrapService(batches);
