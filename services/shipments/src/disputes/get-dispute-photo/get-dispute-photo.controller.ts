import { Controller, StreamableFile } from '@nestjs/common';
import { DisputesRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetDisputePhotoUseCase } from './get-dispute-photo.usecase';

const route = DisputesRoutes.photo;

@Controller()
export class GetDisputePhotoController {
  constructor(private readonly getDisputePhoto: GetDisputePhotoUseCase) {}

  /** The photo's bytes themselves (image/jpeg): no base64, no JSON. */
  @Serves(route)
  async execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id, n }: { id: string; n: number }) {
    const bytes = await this.getDisputePhoto.execute(caller, id, n);
    return new StreamableFile(bytes, { type: 'image/jpeg', length: bytes.length });
  }
}
