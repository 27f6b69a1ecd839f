import { hostname } from 'node:os';
import { WorkerHost } from '@nestjs/bullmq';
import type { Type } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueProcessor } from '@envios/platform';

/** The worker of a service's diagnostics queue: answers each job with who processed it. */
export function createDiagnosticsProcessor(queueName: string, service: string): Type {
  @QueueProcessor(queueName)
  class DiagnosticsProcessor extends WorkerHost {
    async process(job: Job<{ token: string }>) {
      return { token: job.data.token, processedBy: `${service}@${hostname()}:${process.pid}` };
    }
  }
  return DiagnosticsProcessor;
}
