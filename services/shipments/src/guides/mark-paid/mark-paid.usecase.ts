import { Injectable, Logger } from '@nestjs/common';
import type { EventData, ShipmentPaid } from '@envios/contracts';
import { MemberStore } from '../../members/member-store';
import { ShipmentStore } from '../../shipments/shipment-store';
import { GuideJobs } from '../guide-jobs';

/**
 * A shipment was paid: it is marked paid (once: the write is conditional on it being unpaid) with
 * its label pending in the owner's chosen format, and its label job is queued. A repeated event, or
 * one after a crash between the two steps, queues the job again only while the label is pending.
 */
@Injectable()
export class MarkPaidUseCase {
  private readonly logger = new Logger(MarkPaidUseCase.name);

  constructor(
    private readonly shipments: ShipmentStore,
    private readonly members: MemberStore,
    private readonly jobs: GuideJobs,
  ) {}

  async execute(paid: EventData<typeof ShipmentPaid>): Promise<void> {
    const shipment = await this.shipments.fieldsOf(paid.shipmentId, [
      'owner',
      'account',
      'test',
      'status',
      'guide_state',
    ]);
    if (!shipment) {
      this.logger.warn(`ShipmentPaid for unknown shipment ${paid.shipmentId}`);
      return;
    }
    let pending = shipment.guide_state === 'pending';
    if (!shipment.status) {
      const marked = await this.shipments.markPaid(shipment, {
        paymentId: paid.paymentId,
        paidAt: new Date(paid.paidAt),
        labelFormat: (await this.members.labelFormatOf(shipment.owner)) ?? 'pdf-letter',
      });
      // Marked by this delivery, or by a concurrent one of the same event (read again then).
      pending =
        marked ||
        (await this.shipments.fieldsOf(paid.shipmentId, ['guide_state']))?.guide_state === 'pending';
    }
    if (pending) await this.jobs.enqueue([paid.shipmentId]);
  }
}
