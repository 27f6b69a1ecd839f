import { Injectable } from '@nestjs/common';
import type { Batch } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { BatchProgress } from '../batch-progress';
import { reachable } from '../batch-scope';
import { BatchStore } from '../batch-store';

/** GET /batches/{id}: a batch with every row, its errors, its rule's choices and its labels' progress. */
@Injectable()
export class GetBatchUseCase {
  constructor(
    private readonly store: BatchStore,
    private readonly progress: BatchProgress,
  ) {}

  async execute(caller: CallerIdentity, id: string): Promise<Batch> {
    return this.progress.dto(caller, reachable(caller, await this.store.byId(id), false));
  }
}
