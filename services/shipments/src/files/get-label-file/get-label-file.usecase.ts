import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ShipmentsErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../../shipments/shipment-scope';
import { Shipment } from '../../shipments/shipment.schema';
import { LabelLinks } from '../label-links';
import { LabelStorage, storedPath } from '../label-storage';

/**
 * /api/public/{file}: a label's bytes, to the owner, the owner's client and staff, or to anyone
 * holding a valid signed link. Anything else is a 404 (a file name reveals nothing); a genuine link
 * past its time is a 410.
 */
@Injectable()
export class GetLabelFileUseCase {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    private readonly scope: ShipmentScope,
    private readonly links: LabelLinks,
    private readonly storage: LabelStorage,
  ) {}

  async execute(
    caller: CallerIdentity | undefined,
    file: string,
    link: { expires?: number; signature?: string },
  ) {
    const allowed = await this.allowed(caller, file, link);
    if (!allowed) throw AppError.of(ShipmentsErrors.fileNotFound);
    const bytes = await this.storage.read(file);
    if (!bytes) throw AppError.of(ShipmentsErrors.fileNotFound);
    const zpl = file.endsWith('.zpl');
    return {
      contentType: zpl ? ('application/zpl' as const) : ('application/pdf' as const),
      fileName: file,
      data: bytes.toString('base64'),
    };
  }

  private async allowed(
    caller: CallerIdentity | undefined,
    file: string,
    link: { expires?: number; signature?: string },
  ): Promise<boolean> {
    if (link.expires !== undefined && link.signature) {
      const verdict = this.links.check(file, link.expires, link.signature);
      if (verdict === 'expired') throw AppError.of(ShipmentsErrors.linkExpired);
      if (verdict === 'valid') return true;
    }
    if (!caller) return false;
    // The shipment whose stored label this is: '<shipmentId>-<guide>.<ext>'.
    const id = file.slice(0, 24);
    if (!/^[a-f0-9]{24}$/.test(id)) return false;
    const s = await this.shipments.findById(id, { owner: 1, account: 1, guide: 1 }).lean();
    return !!s && s.guide === storedPath(file) && (await this.scope.canRead(caller, s));
  }
}
