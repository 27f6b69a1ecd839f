import { Controller, StreamableFile } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { OptionalCaller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { GetLabelFileUseCase } from './get-label-file.usecase';

const route = ShipmentsRoutes.labelFile;

@Controller()
export class GetLabelFileController {
  constructor(private readonly getLabelFile: GetLabelFileUseCase) {}

  /** The file's bytes with its Content-Type and Content-Disposition: no base64, no JSON. */
  @Serves(route)
  async execute(
    @OptionalCaller() caller: CallerIdentity | undefined,
    @RouteParams(route) { file }: { file: string },
    @RouteQuery(route) link: { expires?: number; signature?: string },
  ) {
    const label = await this.getLabelFile.execute(caller, file, link);
    return new StreamableFile(label.bytes, {
      type: label.contentType,
      disposition: `inline; filename="${label.fileName}"`,
      length: label.bytes.length,
    });
  }
}
