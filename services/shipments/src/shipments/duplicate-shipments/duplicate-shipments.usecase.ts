import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { ShipmentCreated, ShipmentsErrors, type ShipmentDto } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { MemberStore } from '../../members/member-store';
import { createdData } from '../new-shipments';
import { withPostalState } from '../direction-state';
import { storedSearchTerms } from '../search-terms';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentStore } from '../shipment-store';
import { toShipmentDto } from '../shipment.mapper';
import { NO_OVERWEIGHT, NOT_PAID_YET, type StoredShipment } from '../shipment.schema';

/**
 * POST /shipments/all: copies of shipments (section 4): unpaid, no guide, guide number or
 * reference, and the caller's. Only shipments the caller may change (its own, or its users' for a
 * client) are copied; the price is the one the original was sold at, kept on the server.
 */
@Injectable()
export class DuplicateShipmentsUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly members: MemberStore,
    private readonly scope: ShipmentScope,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, ids: string[]): Promise<{ shipments: ShipmentDto[] }> {
    const unique = [...new Set(ids)];
    const found = await this.shipments.byIds(unique);
    if ((await Promise.all(found.map((s) => !!s && this.scope.canChange(caller, s)))).includes(false))
      throw AppError.of(ShipmentsErrors.shipmentNotFound);
    const member = await this.members.byId(caller.id);
    const account = await this.scope.accountOf(caller);
    const now = new Date();
    const copies = (found as StoredShipment[]).map((s) => {
      const {
        ownerSeq: _os,
        ownerPage: _op,
        accountSeq: _as,
        accountPage: _ap,
        ...rest
      } = s as StoredShipment & Record<string, unknown>;
      const origin_direction = withPostalState(s.origin_direction);
      const destination_direction = withPostalState(s.destination_direction);
      return {
        ...rest,
        origin_direction,
        destination_direction,
        // The original's terms would find the copy by the original's guide number.
        search_terms: storedSearchTerms({
          ...s,
          origin_direction,
          destination_direction,
          number_guide: null,
        }),
        _id: new Types.ObjectId(),
        owner: caller.id,
        account,
        ...NOT_PAID_YET,
        reference: null,
        ...NO_OVERWEIGHT,
        user: {
          _id: caller.id,
          email: caller.email ?? member?.email ?? '',
          first_names: member?.first_names ?? '',
          last_names: member?.last_names ?? '',
        },
        duplicate_of: String(s._id),
        batch_id: null,
        created_at: now,
      };
    });
    const stored = await this.shipments.insertNew(copies, (doc) => [
      this.events.event(ShipmentCreated, String(doc._id), createdData(doc)),
    ]);
    return { shipments: stored.map((s) => toShipmentDto(s, caller.role)) };
  }
}
