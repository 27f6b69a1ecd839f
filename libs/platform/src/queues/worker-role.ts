import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { WorkerOptions } from 'bullmq';
import { APP_CONFIG, type ServiceConfig } from '../config/config';

/**
 * A BullMQ processor whose worker starts only where the service's role runs workers
 * (SERVICE_ROLE=worker or all): use it instead of `@Processor` so label and mail workers scale apart
 * from the API on Kubernetes.
 */
export const QueueProcessor = (
  queue: string,
  options: Partial<Omit<WorkerOptions, 'connection' | 'autorun'>> = {},
) => Processor(queue, { ...options, autorun: false });

/** Starts every queue worker of the app when its role runs workers; an API-only replica leaves them idle. */
@Injectable()
export class WorkerRole implements OnApplicationBootstrap {
  private readonly logger = new Logger(WorkerRole.name);

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: ServiceConfig,
  ) {}

  onApplicationBootstrap(): void {
    const hosts = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
    if (this.config.SERVICE_ROLE === 'api') {
      if (hosts.length)
        this.logger.log(`role api: ${hosts.length} queue worker(s) left to the worker replicas`);
      return;
    }
    for (const host of hosts) {
      const worker = host.worker;
      if (!worker.isRunning())
        void worker.run().catch((err) => this.logger.error(`worker ${worker.name} stopped: ${err}`));
    }
    if (hosts.length)
      this.logger.log(`role ${this.config.SERVICE_ROLE}: ${hosts.length} queue worker(s) running`);
  }
}
