import { Controller } from '@nestjs/common';
import { PickupsRoutes } from '@envios/contracts';
import { RouteBody, Serves } from '@envios/platform';
import { ClosePickupWindowsUseCase } from './close-pickup-windows.usecase';

const route = PickupsRoutes.closePickupWindows;

@Controller()
export class ClosePickupWindowsController {
  constructor(private readonly closeWindows: ClosePickupWindowsUseCase) {}

  @Serves(route)
  execute(@RouteBody(route) body: { at?: string; pickups?: string[] }) {
    return this.closeWindows.execute(body.at ? new Date(body.at) : new Date(), body.pickups);
  }
}
