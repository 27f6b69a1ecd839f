import { Controller } from '@nestjs/common';
import { WebhooksRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { ReplayDeliveryUseCase } from './replay-delivery.usecase';

const route = WebhooksRoutes.replayDelivery;

@Controller()
export class ReplayDeliveryController {
  constructor(private readonly replayDelivery: ReplayDeliveryUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.replayDelivery.execute(caller, id);
  }
}
