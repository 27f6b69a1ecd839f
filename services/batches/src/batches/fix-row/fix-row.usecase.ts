import { Injectable } from '@nestjs/common';
import { BatchErrors, type Batch, type BatchRowValues } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { toBatchDto } from '../batch.mapper';
import { BatchRows } from '../batch-rows';
import { reachable } from '../batch-scope';
import { BatchStore } from '../batch-store';
import { keepChoices } from '../keep-choices';

/**
 * PUT /batches/{id}/rows/{n}: changes some columns of one row of a draft and validates the batch's
 * rows again (a fix can end or make a duplicate elsewhere), without uploading the file again.
 */
@Injectable()
export class FixRowUseCase {
  constructor(
    private readonly store: BatchStore,
    private readonly rows: BatchRows,
  ) {}

  async execute(
    caller: CallerIdentity,
    id: string,
    n: number,
    values: Partial<BatchRowValues>,
  ): Promise<Batch> {
    const batch = reachable(caller, await this.store.byId(id), true);
    if (batch.state !== 'draft') throw AppError.of(BatchErrors.notDraft);
    const row = batch.rows.find((r) => r.n === n);
    if (!row) throw AppError.of(BatchErrors.rowNotFound);
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, (v ?? '').trim()]));
    const checked = await this.rows.check(
      caller,
      batch.rows.map((r) => ({ n: r.n, values: r.n === n ? { ...r.values, ...trimmed } : r.values })),
    );
    const saved = await this.store.replaceRows(batch._id, keepChoices(batch.rows, checked), batch.rule);
    if (!saved) throw AppError.of(BatchErrors.notFound);
    return toBatchDto(saved, caller.role);
  }
}
