import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ShipmentsErrors } from '@envios/contracts';
import { APP_CONFIG, AppError, type CallerIdentity } from '@envios/platform';
import type { ShipmentsConfig } from '../../config';
import { ShipmentScope } from '../../shipments/shipment-scope';
import { Shipment, type StoredShipment } from '../../shipments/shipment.schema';

const POLL_MS = 150;

/**
 * GET /generate-guides-after-pay/{id} and POST …/many: whether the labels of paid shipments exist.
 * Waits up to GUIDES_WAIT_MS for the workers, then answers: `execute` is true when every one is made.
 */
@Injectable()
export class GuidesAfterPayUseCase {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    @Inject(APP_CONFIG) private readonly config: ShipmentsConfig,
    private readonly scope: ShipmentScope,
  ) {}

  async execute(caller: CallerIdentity, ids: string[]) {
    const unique = [...new Set(ids)];
    const deadline = Date.now() + this.config.GUIDES_WAIT_MS;
    for (;;) {
      const found = await Promise.all(
        unique.map((id) =>
          this.shipments
            .findById(id, { owner: 1, account: 1, guide_state: 1, number_guide: 1 })
            .lean<StoredShipment>(),
        ),
      );
      if ((await Promise.all(found.map((s) => !!s && this.scope.canRead(caller, s)))).includes(false))
        throw AppError.of(ShipmentsErrors.shipmentNotFound);
      const states = (found as StoredShipment[]).map((s) => ({
        _id: String(s._id),
        guide_state: s.guide_state,
        number_guide: s.number_guide,
      }));
      const done = states.every((s) => s.guide_state === 'generated');
      // 'none' is a payment not recorded yet (its event on the way): wait for it too.
      const settled = states.every((s) => s.guide_state === 'generated' || s.guide_state === 'failed');
      if (done || settled || Date.now() >= deadline) return { execute: done, shipments: states };
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }
}
