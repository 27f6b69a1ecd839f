import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, Serves, type CallerIdentity } from '@envios/platform';
import { GetLabelFormatUseCase } from './get-label-format.usecase';

const route = ShipmentsRoutes.getLabelFormat;

@Controller()
export class GetLabelFormatController {
  constructor(private readonly getLabelFormat: GetLabelFormatUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity) {
    return this.getLabelFormat.execute(caller);
  }
}
