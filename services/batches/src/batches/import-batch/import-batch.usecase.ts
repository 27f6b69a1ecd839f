import { Injectable } from '@nestjs/common';
import { BatchErrors, MAX_BATCH_FILE_BYTES, type Batch, type ImportBatch } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { toBatchDto } from '../batch.mapper';
import { BatchRows } from '../batch-rows';
import { accountOf } from '../batch-scope';
import { BatchStore } from '../batch-store';
import { mapHeaders, rowValues } from '../file/batch-columns';
import { readBatchFile } from '../file/read-batch-file';

/**
 * POST /batches: a CSV or XLSX file becomes a draft batch — its headers mapped to the template's
 * columns (by name, or by hand), each row validated, every error at its row and column. A file
 * that is not one, is too big, has too many rows or no known column is refused whole.
 */
@Injectable()
export class ImportBatchUseCase {
  constructor(
    private readonly store: BatchStore,
    private readonly rows: BatchRows,
  ) {}

  async execute(caller: CallerIdentity, input: ImportBatch, now = new Date()): Promise<Batch> {
    const bytes = Buffer.from(input.content, 'base64');
    if (bytes.length > MAX_BATCH_FILE_BYTES) throw AppError.of(BatchErrors.fileTooLarge);
    const table = await readBatchFile(input.filename, bytes);
    const mapping = mapHeaders(table.headers, input.mapping);
    if (!mapping.some((m) => m.column)) throw AppError.of(BatchErrors.noColumns);
    const rows = await this.rows.check(
      caller,
      table.records.map((record, i) => ({ n: i + 1, values: rowValues(mapping, record) })),
    );
    const batch = await this.store.create({
      owner: caller.id,
      account: accountOf(caller),
      test: !!caller.test,
      filename: input.filename,
      format: table.format,
      state: 'draft',
      mapping,
      rows,
      created_at: now,
    });
    return toBatchDto(batch, caller.role);
  }
}
