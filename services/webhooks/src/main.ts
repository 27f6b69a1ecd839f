import '@envios/platform/tracing';
import 'reflect-metadata';
import { bootstrapService } from '@envios/platform';
import webhooks from './service';

void bootstrapService(webhooks);
