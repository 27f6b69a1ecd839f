import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { LabelLinkUseCase } from './label-link.usecase';

const route = ShipmentsRoutes.labelLink;

@Controller()
export class LabelLinkController {
  constructor(private readonly labelLink: LabelLinkUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.labelLink.execute(caller, id);
  }
}
