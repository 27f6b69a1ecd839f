import { Controller } from '@nestjs/common';
import { ShipmentsRoutes, type LabelFormat } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { SetLabelFormatUseCase } from './set-label-format.usecase';

const route = ShipmentsRoutes.setLabelFormat;

@Controller()
export class SetLabelFormatController {
  constructor(private readonly setLabelFormat: SetLabelFormatUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteBody(route) { label_format }: { label_format: LabelFormat },
  ) {
    return this.setLabelFormat.execute(caller, label_format);
  }
}
