import { Injectable } from '@nestjs/common';
import type { Batch } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { toBatchDto } from '../batch.mapper';
import { reachable } from '../batch-scope';
import { BatchStore } from '../batch-store';

/** GET /batches/{id}: a batch with every row, its errors and its counts. */
@Injectable()
export class GetBatchUseCase {
  constructor(private readonly store: BatchStore) {}

  async execute(caller: CallerIdentity, id: string): Promise<Batch> {
    return toBatchDto(reachable(caller, await this.store.byId(id), false));
  }
}
