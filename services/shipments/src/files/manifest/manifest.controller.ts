import { Controller, StreamableFile } from '@nestjs/common';
import { ShipmentsRoutes, type ManifestRequest } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { ManifestUseCase } from './manifest.usecase';

const route = ShipmentsRoutes.manifest;

@Controller()
export class ManifestController {
  constructor(private readonly manifest: ManifestUseCase) {}

  /** The manifest PDF's bytes with its Content-Type and Content-Disposition: no base64, no JSON. */
  @Serves(route)
  async execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: ManifestRequest) {
    const file = await this.manifest.execute(caller, body);
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }
}
