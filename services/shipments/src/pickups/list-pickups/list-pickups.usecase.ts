import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { PickupScope } from '../pickup-scope';
import { PickupStore } from '../pickup-store';
import { toPickupDto } from '../pickup.mapper';

/** GET /pickups: the pickups the caller reaches, the latest day first. */
@Injectable()
export class ListPickupsUseCase {
  constructor(
    private readonly pickups: PickupStore,
    private readonly scope: PickupScope,
  ) {}

  async execute(caller: CallerIdentity) {
    const found = await this.pickups.listOf(this.scope.reachOf(caller));
    return { docs: found.map(toPickupDto) };
  }
}
