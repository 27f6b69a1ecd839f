import '@envios/platform/tracing';
import 'reflect-metadata';
import { bootstrapService } from '@envios/platform';
import identity from './service';

void bootstrapService(identity);
