import { Injectable } from '@nestjs/common';
import { BatchErrors, type Batch } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { toBatchDto } from '../batch.mapper';
import { BatchRows } from '../batch-rows';
import { reachable } from '../batch-scope';
import { BatchStore } from '../batch-store';
import { keepChoices } from '../keep-choices';

/** DELETE /batches/{id}/rows/{n}: leaves a row of a draft out (the others keep their numbers). */
@Injectable()
export class DropRowUseCase {
  constructor(
    private readonly store: BatchStore,
    private readonly rows: BatchRows,
  ) {}

  async execute(caller: CallerIdentity, id: string, n: number): Promise<Batch> {
    const batch = reachable(caller, await this.store.byId(id), true);
    if (batch.state !== 'draft') throw AppError.of(BatchErrors.notDraft);
    if (!batch.rows.some((r) => r.n === n)) throw AppError.of(BatchErrors.rowNotFound);
    // The rest is checked again: a row that duplicated the dropped one is now the first.
    const checked = await this.rows.check(
      caller,
      batch.rows.filter((r) => r.n !== n).map((r) => ({ n: r.n, values: r.values })),
    );
    const saved = await this.store.replaceRows(batch._id, keepChoices(batch.rows, checked), batch.rule);
    if (!saved) throw AppError.of(BatchErrors.notFound);
    return toBatchDto(saved, caller.role);
  }
}
