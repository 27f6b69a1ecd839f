import '@envios/platform/tracing';
import 'reflect-metadata';
import { bootstrapService } from '@envios/platform';
import reports from './service';

void bootstrapService(reports);
