import { WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueProcessor } from '@envios/platform';
import { CHECK_AFTER_CLOSE_MS, PICKUPS_QUEUE } from '../pickup-jobs';
import { ClosePickupWindowsUseCase } from './close-pickup-windows.usecase';

/**
 * The pickups' queue: a booking's job (`close`, due CHECK_AFTER_CLOSE_MS after its window) checks
 * that pickup; the sweep checks every scheduled pickup whose window closed that long ago.
 */
@QueueProcessor(PICKUPS_QUEUE)
export class PickupWindowProcessor extends WorkerHost {
  constructor(private readonly closeWindows: ClosePickupWindowsUseCase) {
    super();
  }

  process(job: Job<{ id?: string }>): Promise<unknown> {
    const at = new Date(Date.now() - CHECK_AFTER_CLOSE_MS);
    return job.name === 'close' && job.data.id
      ? this.closeWindows.execute(at, [job.data.id])
      : this.closeWindows.execute(at);
  }
}
