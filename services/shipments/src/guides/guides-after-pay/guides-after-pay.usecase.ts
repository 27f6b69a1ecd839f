import { Inject, Injectable } from '@nestjs/common';
import { ShipmentsErrors } from '@envios/contracts';
import { APP_CONFIG, AppError, type CallerIdentity } from '@envios/platform';
import type { ShipmentsConfig } from '../../config';
import { ShipmentScope } from '../../shipments/shipment-scope';
import type { StoredShipment } from '../../shipments/shipment.schema';
import { ShipmentStore } from '../../shipments/shipment-store';
import { GuideSignals } from '../guide-signals';

type GuideState = Pick<StoredShipment, '_id' | 'guide_state' | 'number_guide'>;

/** Made or given up on: nothing more will happen to it without a person. */
const settled = (s: GuideState) => s.guide_state === 'generated' || s.guide_state === 'failed';

/**
 * GET /generate-guides-after-pay/{id} and POST …/many: whether the labels of paid shipments exist.
 * Waits up to GUIDES_WAIT_MS for the workers, then answers: `execute` is true when every one is made.
 *
 * The wait is for the workers' announcements (`GuideSignals`), not a poll: the states are read,
 * the announcements subscribed to, the states read again (what settled between the two reads was
 * announced before anyone listened), then the request waits for the rest and reads them once more,
 * when all are announced or at the deadline — so a lost announcement costs time, never the answer.
 */
@Injectable()
export class GuidesAfterPayUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
    @Inject(APP_CONFIG) private readonly config: ShipmentsConfig,
    private readonly scope: ShipmentScope,
    private readonly signals: GuideSignals,
  ) {}

  async execute(caller: CallerIdentity, ids: string[]) {
    const unique = [...new Set(ids)];
    const deadline = Date.now() + this.config.GUIDES_WAIT_MS;
    const found = await Promise.all(
      unique.map((id) =>
        this.shipments.fieldsOf(id, ['owner', 'account', 'test', 'guide_state', 'number_guide']),
      ),
    );
    if ((await Promise.all(found.map((s) => !!s && this.scope.canRead(caller, s)))).includes(false))
      throw AppError.of(ShipmentsErrors.shipmentNotFound);
    let states = found as GuideState[];
    // 'none' is a payment not recorded yet (its event on the way): wait for it too.
    const pending = states.filter((s) => !settled(s)).map((s) => String(s._id));
    if (pending.length) {
      await this.signals.waitFor(pending, deadline, async () => {
        states = await this.read(unique);
        return states.filter(settled).map((s) => String(s._id));
      });
      if (!states.every(settled)) states = await this.read(unique);
    }
    return {
      execute: states.every((s) => s.guide_state === 'generated'),
      shipments: states.map((s) => ({
        _id: String(s._id),
        guide_state: s.guide_state,
        number_guide: s.number_guide,
      })),
    };
  }

  /** The guide states of shipments already found readable. */
  private async read(ids: string[]): Promise<GuideState[]> {
    const found = await Promise.all(
      ids.map((id) => this.shipments.fieldsOf(id, ['guide_state', 'number_guide'])),
    );
    if (found.includes(null)) throw AppError.of(ShipmentsErrors.shipmentNotFound);
    return found as GuideState[];
  }
}
