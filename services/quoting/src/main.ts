import '@envios/platform/tracing';
import 'reflect-metadata';
import { bootstrapService } from '@envios/platform';
import quoting from './service';

void bootstrapService(quoting);
