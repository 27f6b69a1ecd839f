import { Controller, StreamableFile } from '@nestjs/common';
import { ShipmentsRoutes, type MergedLabelsRequest } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { MergedLabelsUseCase } from './merged-labels.usecase';

const route = ShipmentsRoutes.mergedLabels;

@Controller()
export class MergedLabelsController {
  constructor(private readonly mergedLabels: MergedLabelsUseCase) {}

  /** The merged file's bytes with its Content-Type and Content-Disposition: no base64, no JSON. */
  @Serves(route)
  async execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: MergedLabelsRequest) {
    const file = await this.mergedLabels.execute(caller, body);
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }
}
