import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import type { EventData, ShipmentPaid } from '@envios/contracts';
import { Member } from '../../members/member.schema';
import { ShipmentListCache } from '../../shipments/shipment-list-cache';
import { Shipment } from '../../shipments/shipment.schema';
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
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    @InjectModel(Member.name) private readonly members: Model<Member>,
    private readonly jobs: GuideJobs,
    private readonly lists: ShipmentListCache,
  ) {}

  async execute(paid: EventData<typeof ShipmentPaid>): Promise<void> {
    if (!isValidObjectId(paid.shipmentId)) return;
    const shipment = await this.shipments
      .findById(paid.shipmentId, { owner: 1, account: 1, status: 1, guide_state: 1 })
      .lean();
    if (!shipment) {
      this.logger.warn(`ShipmentPaid for unknown shipment ${paid.shipmentId}`);
      return;
    }
    let pending = shipment.guide_state === 'pending';
    if (!shipment.status) {
      const member = await this.members.findById(shipment.owner, { label_format: 1 }).lean();
      const marked = await this.shipments.updateOne(
        { _id: paid.shipmentId, status: false },
        {
          $set: {
            status: true,
            payment_id: paid.paymentId,
            paid_at: new Date(paid.paidAt),
            guide_state: 'pending',
            label_format: member?.label_format ?? 'pdf-letter',
          },
        },
      );
      if (marked.modifiedCount) await this.lists.changed([shipment]);
      // Marked by this delivery, or by a concurrent one of the same event (read again then).
      pending =
        marked.modifiedCount > 0 ||
        (await this.shipments.findById(paid.shipmentId, { guide_state: 1 }).lean())?.guide_state ===
          'pending';
    }
    if (pending) await this.jobs.enqueue([paid.shipmentId]);
  }
}
