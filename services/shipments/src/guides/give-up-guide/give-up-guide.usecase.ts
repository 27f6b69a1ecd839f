import { Injectable, Logger } from '@nestjs/common';
import { GuideFailed } from '@envios/contracts';
import { BusinessMetrics, EventPublisher } from '@envios/platform';
import { ShipmentStore } from '../../shipments/shipment-store';

/**
 * Every attempt at a label failed (the `guides` queue's last one): the label is given up on, and
 * GuideFailed, written with the change, tells the wallet to refund. Only while it is pending, so a
 * label made meanwhile stays and a repeat changes nothing.
 */
@Injectable()
export class GiveUpGuideUseCase {
  private readonly logger = new Logger(GiveUpGuideUseCase.name);

  constructor(
    private readonly shipments: ShipmentStore,
    private readonly events: EventPublisher,
    private readonly metrics: BusinessMetrics,
  ) {}

  async execute(shipmentId: string, reason: string, attempts: number): Promise<void> {
    const s = await this.shipments.fieldsOf(shipmentId, [
      'owner',
      'account',
      'test',
      'guide_state',
      'selected_service',
    ]);
    if (!s || s.guide_state !== 'pending') return;
    this.logger.warn(`label of ${shipmentId} failed after ${attempts} attempts: ${reason}`);
    const givenUp = await this.shipments.giveUpGuide(
      s,
      { reason, attempts },
      this.events.event(GuideFailed, shipmentId, {
        shipmentId,
        owner: s.owner,
        carrier: s.selected_service.carrier_code,
        reason: reason.slice(0, 500),
        attempts,
        ...(s.test ? { test: true } : {}),
      }),
    );
    if (givenUp) this.metrics.labelFailed(s.selected_service.carrier_code);
  }
}
