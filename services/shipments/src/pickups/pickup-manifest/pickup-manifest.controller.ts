import { Controller, StreamableFile } from '@nestjs/common';
import { PickupsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { PickupManifestUseCase } from './pickup-manifest.usecase';

const route = PickupsRoutes.pickupManifest;

@Controller()
export class PickupManifestController {
  constructor(private readonly manifest: PickupManifestUseCase) {}

  /** The PDF's bytes with its Content-Type and Content-Disposition. */
  @Serves(route)
  async execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    const file = await this.manifest.execute(caller, id);
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }
}
