import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { GuidesAfterPayUseCase } from './guides-after-pay.usecase';

const route = ShipmentsRoutes.guidesAfterPay;

@Controller()
export class GuidesAfterPayController {
  constructor(private readonly guidesAfterPay: GuidesAfterPayUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) { shipments }: { shipments: string[] }) {
    return this.guidesAfterPay.execute(caller, shipments);
  }
}
