import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { ServiceName, Topic } from '@envios/contracts';
import { DiagnosticPing, DiagnosticPingSchema } from './diagnostic-ping.schema';
import { DiagnosticsController } from './diagnostics.controller';
import { createDiagnosticsProcessor } from './diagnostics.processor';
import { DIAGNOSTICS_OPTIONS, DiagnosticsService, diagnosticsQueueProvider } from './diagnostics.service';

/**
 * Test-only module: /internal/diagnostics (pings through the outbox and Kafka, echo jobs through a
 * BullMQ queue and worker of the service's own). The harness (run-service.ts) adds it to a service
 * a test starts; production modules never include it.
 */
@Module({})
export class DiagnosticsModule {
  static forService(service: ServiceName, consumes: readonly Topic[]): DynamicModule {
    const queueName = `diagnostics-${service}`;
    return {
      module: DiagnosticsModule,
      imports: [
        MongooseModule.forFeature([{ name: DiagnosticPing.name, schema: DiagnosticPingSchema }]),
        BullModule.registerQueue({ name: queueName }),
      ],
      controllers: [DiagnosticsController],
      providers: [
        { provide: DIAGNOSTICS_OPTIONS, useValue: { service, consumes } },
        DiagnosticsService,
        diagnosticsQueueProvider(queueName),
        createDiagnosticsProcessor(queueName, service),
      ],
    };
  }
}
