import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { CancelGuideUseCase } from './cancel-guide.usecase';

const route = ShipmentsRoutes.cancelGuide;

@Controller()
export class CancelGuideController {
  constructor(private readonly cancelGuide: CancelGuideUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.cancelGuide.execute(caller, id);
  }
}
