import { Injectable } from '@nestjs/common';
import { BatchCompleted } from '@envios/contracts';
import { EventPublisher } from '@envios/platform';
import { BatchStore } from '../batch-store';

/**
 * A shipment's label was made or failed: if the shipment is a batch's, it is counted, and the
 * batch's last one marks the batch complete with BatchCompleted (the batch.completed webhook) —
 * once, however often the events arrive.
 */
@Injectable()
export class CountLabelUseCase {
  constructor(
    private readonly store: BatchStore,
    private readonly events: EventPublisher,
  ) {}

  /** `outcome`: the guide made (its number), or failed. */
  async execute(
    shipmentId: string,
    outcome: { generated: string } | 'failed',
    now = new Date(),
  ): Promise<void> {
    const counted = await this.store.countLabel(shipmentId, outcome);
    if (!counted || counted.generated + counted.failed < counted.rows) return;
    const batch = await this.store.byId(counted.batchId);
    if (!batch || batch.completed_at) return;
    await this.store.complete(
      counted.batchId,
      now,
      this.events.event(
        BatchCompleted,
        counted.batchId,
        {
          batchId: counted.batchId,
          owner: batch.owner,
          account: batch.account,
          test: !!batch.test,
          rows: counted.rows,
          generated: counted.generated,
          failed: counted.failed,
          paidCentavos: batch.rows.reduce((sum, r) => sum + (r.choice?.total_centavos ?? 0), 0),
          completedAt: now.toISOString(),
        },
        now,
      ),
    );
  }
}
