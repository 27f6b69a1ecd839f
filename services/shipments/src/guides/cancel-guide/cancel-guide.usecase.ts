import { Inject, Injectable } from '@nestjs/common';
import { CommonErrors, GuideCancelled, ShipmentsErrors } from '@envios/contracts';
import type { CancelLabelResult } from '@envios/carriers';
import { whyNotCancellable, type CarrierCode } from '@envios/domain';
import { APP_CONFIG, AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import type { ShipmentsConfig } from '../../config';
import { LabelConnectors } from '../../integrations/label-connectors';
import { ReadableShipment } from '../../shipments/readable-shipment';
import { ShipmentScope } from '../../shipments/shipment-scope';
import { ShipmentStore } from '../../shipments/shipment-store';
import { toShipmentDto } from '../../shipments/shipment.mapper';

/**
 * POST /shipments/{id}/cancel (beyond the spec; customers ask for it): the owner (or its client)
 * cancels a paid guide that has a label and has not moved, within 7 days of payment. The label is
 * void from then on (no link, no download) and GuideCancelled has the wallet refund it, once.
 * "Not moved" is read from the tracking status the tracking service keeps on the shipment: until
 * its carrier reports anything past the label's creation, it has not moved. The carrier voids the
 * label first (repeating a void answers the same, so a retry after a failure here is safe); a
 * carrier that says the parcel was picked up or is on its way keeps it.
 */
@Injectable()
export class CancelGuideUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly readable: ReadableShipment,
    private readonly scope: ShipmentScope,
    private readonly events: EventPublisher,
    private readonly connectors: LabelConnectors,
    @Inject(APP_CONFIG) private readonly config: ShipmentsConfig,
  ) {}

  async execute(caller: CallerIdentity, id: string, now = new Date()) {
    const s = await this.readable.find(caller, id);
    if (!(await this.scope.canChange(caller, s))) throw AppError.of(ShipmentsErrors.shipmentNotFound);
    const why = whyNotCancellable(s, now);
    if (why) throw AppError.of(ShipmentsErrors.notCancellable, why);
    await this.voidAtCarrier(s);
    const cancelled = await this.shipments.cancelGuide(
      s,
      now,
      this.events.event(GuideCancelled, String(s._id), {
        shipmentId: String(s._id),
        owner: s.owner,
        numberGuide: s.number_guide!,
        cancelledBy: caller.id,
        cancelledAt: now.toISOString(),
        ...(s.test ? { test: true } : {}),
      }),
    );
    if (!cancelled) throw AppError.of(ShipmentsErrors.notCancellable, 'ya fue cancelada.');
    return toShipmentDto((await this.shipments.byId(s._id))!, caller.role);
  }

  /** The carrier voids the label, or says why not (the parcel has moved); unreachable: 503. */
  private async voidAtCarrier(s: {
    account: string;
    test: boolean;
    number_guide: string | null;
    selected_service: { source: 'ratecard' | 'fedex'; carrier_code: CarrierCode };
  }) {
    let result: CancelLabelResult;
    try {
      const connector = await this.connectors.connectorFor(s);
      result = await connector.cancelLabel({
        carrier: s.selected_service.carrier_code,
        trackingNumber: s.number_guide!,
        signal: AbortSignal.timeout(this.config.LABEL_DEADLINE_MS),
      });
    } catch {
      throw AppError.of(CommonErrors.serviceUnavailable);
    }
    if (result.status === 'refused')
      throw AppError.of(ShipmentsErrors.notCancellable, 'el envío ya está en movimiento.');
  }
}
