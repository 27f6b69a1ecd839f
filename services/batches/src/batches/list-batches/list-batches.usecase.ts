import { Injectable } from '@nestjs/common';
import { RECENT_BATCHES, type BatchSummary } from '@envios/contracts';
import { dataReach } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { BatchStore } from '../batch-store';

/**
 * GET /batches: the caller's most recent batches, newest first — a client's account's (its users'
 * too), anyone else's own — of its mode, to come back to one.
 */
@Injectable()
export class ListBatchesUseCase {
  constructor(private readonly store: BatchStore) {}

  async execute(caller: CallerIdentity): Promise<{ docs: BatchSummary[] }> {
    const list =
      dataReach(caller.role, 'shipments') === 'account' ? { account: caller.id } : { owner: caller.id };
    const batches = await this.store.recent(list, !!caller.test, RECENT_BATCHES);
    return {
      docs: batches.map((b) => ({
        id: String(b._id),
        filename: b.filename,
        state: b.state,
        rows: b.row_count ?? 0,
        created_at: b.created_at.toISOString(),
        paid_at: b.paid_at?.toISOString() ?? null,
        completed_at: b.completed_at?.toISOString() ?? null,
      })),
    };
  }
}
