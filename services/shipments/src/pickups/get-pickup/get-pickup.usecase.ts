import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { PickupScope } from '../pickup-scope';
import { toPickupDto } from '../pickup.mapper';

/** GET /pickups/{id}. */
@Injectable()
export class GetPickupUseCase {
  constructor(private readonly scope: PickupScope) {}

  async execute(caller: CallerIdentity, id: string) {
    return toPickupDto(await this.scope.find(caller, id));
  }
}
