import type { Batch, BatchColumn } from '@envios/contracts';
import type { StoredBatch } from './batch.schema';

export function toBatchDto(b: StoredBatch): Batch {
  const withErrors = b.rows.filter((r) => r.errors.length).length;
  return {
    id: String(b._id),
    state: b.state,
    filename: b.filename,
    mapping: b.mapping.map((m) => ({ header: m.header, column: m.column as BatchColumn | null })),
    rows: b.rows,
    counts: {
      rows: b.rows.length,
      valid: b.rows.length - withErrors,
      with_errors: withErrors,
      duplicates: b.rows.filter((r) => r.duplicate_of !== null).length,
    },
    created_at: b.created_at.toISOString(),
  };
}
