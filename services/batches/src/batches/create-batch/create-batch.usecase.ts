import { Injectable } from '@nestjs/common';
import { BATCH_COLUMNS, type Batch, type BatchColumn, type BatchRowValues } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { toBatchDto } from '../batch.mapper';
import { BatchRows } from '../batch-rows';
import { accountOf } from '../batch-scope';
import { BatchStore } from '../batch-store';

/**
 * POST /api/v2/batches: rows sent as data (a column's value by its key) become a draft batch,
 * each validated as a file's row would be.
 */
@Injectable()
export class CreateBatchUseCase {
  constructor(
    private readonly store: BatchStore,
    private readonly rows: BatchRows,
  ) {}

  async execute(
    caller: CallerIdentity,
    sent: Partial<Record<BatchColumn, string>>[],
    now = new Date(),
  ): Promise<Batch> {
    const rows = await this.rows.check(
      caller,
      sent.map((values, i) => ({
        n: i + 1,
        values: Object.fromEntries(
          BATCH_COLUMNS.map((c) => [c.key, (values[c.key] ?? '').trim()]),
        ) as BatchRowValues,
      })),
    );
    const batch = await this.store.create({
      owner: caller.id,
      account: accountOf(caller),
      test: !!caller.test,
      filename: 'api',
      format: 'api',
      state: 'draft',
      mapping: BATCH_COLUMNS.map((c) => ({ header: c.key, column: c.key })),
      rows,
      created_at: now,
    });
    return toBatchDto(batch, caller.role);
  }
}
