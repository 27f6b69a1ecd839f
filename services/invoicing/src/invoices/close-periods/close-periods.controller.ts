import { Controller } from '@nestjs/common';
import { InvoicingRoutes } from '@envios/contracts';
import { RouteBody, Serves } from '@envios/platform';
import { ClosePeriodsUseCase } from './close-periods.usecase';

const route = InvoicingRoutes.closePeriods;

@Controller()
export class ClosePeriodsController {
  constructor(private readonly closePeriods: ClosePeriodsUseCase) {}

  @Serves(route)
  execute(@RouteBody(route) body: { at?: string }) {
    return this.closePeriods.execute(body.at ? new Date(body.at) : new Date());
  }
}
