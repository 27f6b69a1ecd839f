import { Controller } from '@nestjs/common';
import { ShipmentsRoutes, type LabelFormat } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { LabelFormatUseCase } from './label-format.usecase';

@Controller()
export class LabelFormatController {
  constructor(private readonly labelFormat: LabelFormatUseCase) {}

  @Serves(ShipmentsRoutes.getLabelFormat)
  get(@Caller() caller: CallerIdentity) {
    return this.labelFormat.get(caller);
  }

  @Serves(ShipmentsRoutes.setLabelFormat)
  set(
    @Caller() caller: CallerIdentity,
    @RouteBody(ShipmentsRoutes.setLabelFormat) { label_format }: { label_format: LabelFormat },
  ) {
    return this.labelFormat.set(caller, label_format);
  }
}
