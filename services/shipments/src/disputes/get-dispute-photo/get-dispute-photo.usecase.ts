import { Injectable } from '@nestjs/common';
import { DisputeErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { DisputePhotos } from '../dispute-photos';
import { ReadableDispute } from '../readable-dispute';

/** GET /disputes/{id}/photos/{n}: a photo's bytes (JPEG), to whoever may see the dispute. */
@Injectable()
export class GetDisputePhotoUseCase {
  constructor(
    private readonly readable: ReadableDispute,
    private readonly photos: DisputePhotos,
  ) {}

  async execute(caller: CallerIdentity, id: string, n: number): Promise<Buffer> {
    const d = await this.readable.find(caller, id);
    const photo = d.photos.find((p) => p.n === n);
    const bytes = photo ? await this.photos.read(photo.name) : null;
    if (!bytes) throw AppError.of(DisputeErrors.notFound);
    return bytes;
  }
}
