import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { ShipmentCreated, ShipmentsErrors, type ShipmentDto } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { Member } from '../../members/member.schema';
import { createdData } from '../create-shipments/create-shipments.usecase';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentSequences } from '../shipment-sequences';
import { toShipmentDto } from '../shipment.mapper';
import { NO_OVERWEIGHT, Shipment, type StoredShipment } from '../shipment.schema';

/**
 * POST /shipments/all: copies of shipments (section 4): unpaid, no guide, guide number or
 * reference, and the caller's. Only shipments the caller may change (its own, or its users' for a
 * client) are copied; the price is the one the original was sold at, kept on the server.
 */
@Injectable()
export class DuplicateShipmentsUseCase {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    @InjectModel(Member.name) private readonly members: Model<Member>,
    private readonly scope: ShipmentScope,
    private readonly sequences: ShipmentSequences,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, ids: string[]): Promise<{ shipments: ShipmentDto[] }> {
    const unique = [...new Set(ids)];
    const found = await Promise.all(unique.map((id) => this.shipments.findById(id).lean<StoredShipment>()));
    if ((await Promise.all(found.map((s) => !!s && this.scope.canChange(caller, s)))).includes(false))
      throw AppError.of(ShipmentsErrors.shipmentNotFound);
    const member = await this.members.findById(caller.id).lean();
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
      return {
        ...rest,
        _id: new Types.ObjectId(),
        owner: caller.id,
        account,
        status: false,
        payment_id: null,
        paid_at: null,
        cancelled_at: null,
        tracking_status: null,
        tracking_code: null,
        tracking_version: 0,
        tracking_updated_at: null,
        delivered_at: null,
        number_guide: null,
        guide: null,
        guide_state: 'none' as const,
        label_format: null,
        guide_attempts: 0,
        guide_error: null,
        reference: null,
        ...NO_OVERWEIGHT,
        user: {
          _id: caller.id,
          email: caller.email ?? member?.email ?? '',
          first_names: member?.first_names ?? '',
          last_names: member?.last_names ?? '',
        },
        duplicate_of: String(s._id),
        created_at: now,
      };
    });
    const stored = await this.sequences.insert(copies, (doc) => [
      this.events.event(ShipmentCreated, String(doc._id), createdData(doc)),
    ]);
    return { shipments: stored.map((s) => toShipmentDto(s, caller.role)) };
  }
}
