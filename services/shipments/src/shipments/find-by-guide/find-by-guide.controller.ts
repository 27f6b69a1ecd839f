import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { FindByGuideUseCase } from './find-by-guide.usecase';

const route = ShipmentsRoutes.byGuide;

@Controller()
export class FindByGuideController {
  constructor(private readonly findByGuide: FindByGuideUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { guide }: { guide: string }) {
    return this.findByGuide.execute(caller, guide);
  }
}
