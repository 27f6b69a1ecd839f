import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { OptionalCaller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { GetLabelFileUseCase } from './get-label-file.usecase';

const route = ShipmentsRoutes.labelFile;

@Controller()
export class GetLabelFileController {
  constructor(private readonly getLabelFile: GetLabelFileUseCase) {}

  @Serves(route)
  execute(
    @OptionalCaller() caller: CallerIdentity | undefined,
    @RouteParams(route) { file }: { file: string },
    @RouteQuery(route) link: { expires?: number; signature?: string },
  ) {
    return this.getLabelFile.execute(caller, file, link);
  }
}
