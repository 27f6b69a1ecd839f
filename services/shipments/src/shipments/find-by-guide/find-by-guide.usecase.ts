import { Injectable } from '@nestjs/common';
import { ShipmentsErrors, type ShipmentDto } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentStore } from '../shipment-store';
import { toShipmentDto } from '../shipment.mapper';

/**
 * GET /shipments/by-guide/{guide}: the shipment with that whole guide number, among those the caller
 * may see (staff: any; 'Registrar sobrepeso' starts from the guide on the carrier's invoice).
 */
@Injectable()
export class FindByGuideUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly scope: ShipmentScope,
  ) {}

  async execute(caller: CallerIdentity, guide: string): Promise<ShipmentDto> {
    for (const s of await this.shipments.byGuide(guide))
      if (await this.scope.canRead(caller, s)) return toShipmentDto(s, caller.role);
    throw AppError.of(ShipmentsErrors.guideNotFound, guide);
  }
}
