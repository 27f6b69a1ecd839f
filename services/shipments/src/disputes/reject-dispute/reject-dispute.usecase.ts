import { Injectable } from '@nestjs/common';
import { DisputeErrors, DisputeRejected } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { DisputeStore } from '../dispute-store';
import { toDisputeDto } from '../dispute.mapper';
import { ReadableDispute } from '../readable-dispute';

/**
 * POST /disputes/{id}/reject {reason} (staff): the carrier's reweigh stands. DisputeRejected goes
 * with the decision: no money moves, the wallet makes the charge payable again; identity mails.
 */
@Injectable()
export class RejectDisputeUseCase {
  constructor(
    private readonly readable: ReadableDispute,
    private readonly disputes: DisputeStore,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, id: string, reason: string, now = new Date()) {
    const d = await this.readable.find(caller, id);
    const decided = await this.disputes.decide(
      id,
      { status: 'rejected', reason, by: caller.id, at: now },
      this.events.event(
        DisputeRejected,
        d.shipment_id,
        {
          disputeId: d._id,
          shipmentId: d.shipment_id,
          owner: d.owner,
          numberGuide: d.number_guide,
          overweightKg: d.overweight_kg,
          costCentavos: d.cost_centavos,
          decidedBy: caller.id,
          reason,
        },
        now,
      ),
    );
    if (!decided) throw AppError.of(DisputeErrors.alreadyDecided);
    return toDisputeDto((await this.disputes.byId(id))!);
  }
}
