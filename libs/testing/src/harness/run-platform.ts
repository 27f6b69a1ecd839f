import 'reflect-metadata';
import { SERVICES, type ServiceName, type Topic } from '@envios/contracts';
import { bootstrapService, defineService, serviceConfigSchema } from '@envios/platform';
import { DiagnosticsModule } from '../diagnostics/diagnostics.module';

/**
 * A service process made of the platform alone plus the test-only diagnostics module, under a
 * service's name (so its outbox publishes on that service's topic): what libs/platform's tests
 * exercise — outbox, Kafka, the inbox and its dead letters, BullMQ — without any service's own
 * consumers or workers. ServiceProcess runs it (`{diagnostics: true}`):
 *
 *   node libs/testing/dist/harness/run-platform.js <service>   DIAGNOSTICS_CONSUMES=identity.events,…
 */
const name = process.argv[2] as ServiceName;
if (!SERVICES.includes(name)) throw new Error(`usage: run-platform.js <${SERVICES.join('|')}>`);
const consumes = (process.env.DIAGNOSTICS_CONSUMES ?? '').split(',').filter(Boolean) as Topic[];
const definition = defineService({ name, config: serviceConfigSchema, consumes, modules: [] });
void bootstrapService(definition, [DiagnosticsModule.forService(name, consumes)]);
