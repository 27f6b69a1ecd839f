import { Injectable } from '@nestjs/common';
import { DisputeAccepted, DisputeErrors } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { ShipmentStore } from '../../shipments/shipment-store';
import { DisputeStore } from '../dispute-store';
import { toDisputeDto } from '../dispute.mapper';
import { ReadableDispute } from '../readable-dispute';

/**
 * POST /disputes/{id}/accept (staff): the customer was right. DisputeAccepted goes with the
 * decision: the wallet waives the charge if pending or refunds it once if paid; identity mails.
 */
@Injectable()
export class AcceptDisputeUseCase {
  constructor(
    private readonly readable: ReadableDispute,
    private readonly disputes: DisputeStore,
    private readonly events: EventPublisher,
    private readonly shipments: ShipmentStore,
  ) {}

  async execute(caller: CallerIdentity, id: string, now = new Date()) {
    const d = await this.readable.find(caller, id);
    const decided = await this.disputes.decide(
      id,
      { status: 'accepted', reason: null, by: caller.id, at: now },
      this.events.event(
        DisputeAccepted,
        d.shipment_id,
        {
          disputeId: d._id,
          shipmentId: d.shipment_id,
          owner: d.owner,
          numberGuide: d.number_guide,
          overweightKg: d.overweight_kg,
          costCentavos: d.cost_centavos,
          decidedBy: caller.id,
        },
        now,
      ),
    );
    if (!decided) throw AppError.of(DisputeErrors.alreadyDecided);
    // An unpaid charge is waived (the wallet withdraws it): the shipment is no longer held for it.
    if (!d.charge_paid) await this.shipments.waiveOverweight(d.shipment_id);
    return toDisputeDto((await this.disputes.byId(id))!);
  }
}
