import { Injectable } from '@nestjs/common';
import { labelMediaType, ShipmentsErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../../shipments/shipment-scope';
import { ShipmentStore } from '../../shipments/shipment-store';
import { LabelLinks } from '../label-links';
import { LabelStorage, storedPath } from '../label-storage';

/**
 * /api/public/{file}: a label's bytes, to the owner, the owner's client and staff, or to anyone
 * holding a valid signed link. Anything else is a 404 (a file name reveals nothing); a genuine link
 * past its time is a 410. The controller answers the bytes themselves, with their media type.
 */
@Injectable()
export class GetLabelFileUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
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
    return { contentType: labelMediaType(file), fileName: file, bytes };
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
    const s = await this.shipments.fieldsOf(id, ['owner', 'account', 'test', 'guide']);
    return !!s && s.guide === storedPath(file) && (await this.scope.canRead(caller, s));
  }
}
