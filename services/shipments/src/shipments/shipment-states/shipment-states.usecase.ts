import { Injectable } from '@nestjs/common';
import type { GuideState } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentStore } from '../shipment-store';

/**
 * Where each of these shipments stands (a batch's progress): paid or not, its label's state and
 * number. Those the caller may not read, or that do not exist, are left out.
 */
@Injectable()
export class ShipmentStatesUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly scope: ShipmentScope,
  ) {}

  async execute(caller: CallerIdentity, ids: string[]) {
    const found = await this.shipments.fieldsOfMany(ids, [
      'owner',
      'account',
      'test',
      'status',
      'guide_state',
      'number_guide',
    ]);
    const states: { _id: string; paid: boolean; guide_state: GuideState; number_guide: string | null }[] = [];
    for (const s of found)
      if (await this.scope.canRead(caller, s))
        states.push({
          _id: String(s._id),
          paid: s.status,
          guide_state: s.guide_state,
          number_guide: s.number_guide || null,
        });
    return { shipments: states };
  }
}
