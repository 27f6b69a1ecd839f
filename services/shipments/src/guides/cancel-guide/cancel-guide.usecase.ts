import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { GuideCancelled, ShipmentsErrors } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { ReadableShipment } from '../../shipments/readable-shipment';
import { ShipmentListCache } from '../../shipments/shipment-list-cache';
import { ShipmentScope } from '../../shipments/shipment-scope';
import { toShipmentDto } from '../../shipments/shipment.mapper';
import { Shipment, type StoredShipment } from '../../shipments/shipment.schema';

/** A guide can be cancelled this long after it was paid. */
const CANCEL_WINDOW_MS = 7 * 24 * 3600_000;

/**
 * POST /shipments/{id}/cancel (beyond the spec; customers ask for it): the owner (or its client)
 * cancels a paid guide that has a label and has not moved, within 7 days of payment. The label is
 * void from then on (no link, no download) and GuideCancelled has the wallet refund it, once.
 * "Not moved" is read from the tracking status the tracking service keeps on the shipment: until
 * its carrier reports anything past the label's creation, it has not moved.
 */
@Injectable()
export class CancelGuideUseCase {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    private readonly readable: ReadableShipment,
    private readonly scope: ShipmentScope,
    private readonly events: EventPublisher,
    private readonly lists: ShipmentListCache,
  ) {}

  async execute(caller: CallerIdentity, id: string, now = new Date()) {
    const s = await this.readable.find(caller, id);
    if (!(await this.scope.canChange(caller, s))) throw AppError.of(ShipmentsErrors.shipmentNotFound);
    const why = reasonNotCancellable(s, now);
    if (why) throw AppError.of(ShipmentsErrors.notCancellable, why);
    const r = await this.events.updateWithEvents(
      this.shipments,
      { _id: s._id, guide_state: 'generated' },
      { $set: { guide_state: 'cancelled', cancelled_at: now } },
      this.events.event(GuideCancelled, String(s._id), {
        shipmentId: String(s._id),
        owner: s.owner,
        numberGuide: s.number_guide!,
        cancelledBy: caller.id,
        cancelledAt: now.toISOString(),
      }),
    );
    if (!r.modifiedCount) throw AppError.of(ShipmentsErrors.notCancellable, 'ya fue cancelada.');
    await this.lists.changed([s]);
    return toShipmentDto((await this.shipments.findById(s._id).lean<StoredShipment>())!, caller.role);
  }
}

function reasonNotCancellable(s: StoredShipment, now: Date): string | null {
  if (s.guide_state === 'cancelled') return 'ya fue cancelada.';
  if (!s.status || s.guide_state !== 'generated' || !s.number_guide) return 'aún no tiene una guía generada.';
  if (s.paid_at && now.getTime() - new Date(s.paid_at).getTime() > CANCEL_WINDOW_MS)
    return 'pasaron más de 7 días desde el pago.';
  if (s.tracking_code && s.tracking_code !== 'label_created') return 'el envío ya está en movimiento.';
  return null;
}
