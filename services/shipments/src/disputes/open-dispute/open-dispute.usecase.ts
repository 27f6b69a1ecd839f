import { Inject, Injectable } from '@nestjs/common';
import { DisputeErrors, DisputeOpened, type DisputeMeasures } from '@envios/contracts';
import { APP_CONFIG, AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import type { ShipmentsConfig } from '../../config';
import { ReadableShipment } from '../../shipments/readable-shipment';
import { DisputePhotos } from '../dispute-photos';
import { DisputeStore } from '../dispute-store';
import { disputeIdOf, type Dispute } from '../dispute.schema';
import { toDisputeDto, weighedClaim, weighedOf } from '../dispute.mapper';

export interface OpenDisputeInput {
  photos: { data: string; width: number; height: number }[];
  claimed: DisputeMeasures;
  comment: string;
  idempotency_key: string | null;
}

const DAY_MS = 86_400_000;

/**
 * POST /overweight/{shipmentId}/disputes: the customer (or staff on its behalf) disputes the
 * shipment's overweight charge within OVERWEIGHT_DISPUTE_DAYS of its registration, once. The photos
 * are stored first and the dispute then recorded with DisputeOpened (the wallet holds the charge,
 * identity mails the customer); a refusal at that point removes the photos, so nothing half-written
 * stays. A retry with the same Idempotency-Key answers the dispute it opened.
 */
@Injectable()
export class OpenDisputeUseCase {
  constructor(
    @Inject(APP_CONFIG) private readonly config: ShipmentsConfig,
    private readonly readable: ReadableShipment,
    private readonly disputes: DisputeStore,
    private readonly photos: DisputePhotos,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, shipmentId: string, input: OpenDisputeInput, now = new Date()) {
    const s = await this.readable.find(caller, shipmentId);
    const id = disputeIdOf(String(s._id));
    const existing = await this.disputes.byId(id);
    if (existing) {
      if (input.idempotency_key && existing.idempotency_key === input.idempotency_key)
        return toDisputeDto(existing);
      throw AppError.of(DisputeErrors.alreadyDisputed);
    }
    if (!s.overweight || s.overweight <= 0 || !s.overweight_registered_at)
      throw AppError.of(DisputeErrors.noOverweight);
    if (!s.cost_overweight_centavos || s.refunded_at) throw AppError.of(DisputeErrors.chargeSettled);
    const days = this.config.OVERWEIGHT_DISPUTE_DAYS;
    if (now.getTime() > s.overweight_registered_at.getTime() + days * DAY_MS)
      throw AppError.of(DisputeErrors.windowClosed, days);

    const dispute: Dispute = {
      _id: id,
      shipment_id: String(s._id),
      owner: s.owner,
      account: s.account,
      test: !!s.test,
      listed: true,
      person: s.user,
      number_guide: s.number_guide,
      carrier: s.selected_service.carrier,
      service: s.selected_service.carrier_service_name,
      overweight_kg: s.overweight,
      cost_centavos: s.cost_overweight_centavos,
      charge_paid: s.overweight_paid,
      registered_at: s.overweight_registered_at,
      declared: weighedOf(s.parcels),
      measured: s.overweight_measured ? weighedOf(s.overweight_measured) : null,
      claimed: weighedClaim(input.claimed),
      comment: input.comment,
      photos: [],
      status: 'open',
      reason: null,
      opened_by: caller.id,
      idempotency_key: input.idempotency_key,
      opened_at: now,
      decided_by: null,
      decided_at: null,
    };
    const names = await this.photos.saveAll(
      id,
      input.photos.map((p) => Buffer.from(p.data, 'base64')),
    );
    dispute.photos = input.photos.map((p, i) => ({
      n: i + 1,
      name: names[i],
      width: p.width,
      height: p.height,
    }));
    let opened = false;
    try {
      opened = await this.disputes.open(
        dispute,
        this.events.event(
          DisputeOpened,
          dispute.shipment_id,
          {
            disputeId: id,
            shipmentId: dispute.shipment_id,
            owner: dispute.owner,
            numberGuide: dispute.number_guide,
            overweightKg: dispute.overweight_kg,
            costCentavos: dispute.cost_centavos,
            openedBy: caller.id,
            photos: dispute.photos.length,
          },
          now,
        ),
      );
    } finally {
      // Another request opened it meanwhile (or the write failed): its photos are not ours to keep.
      if (!opened) await this.photos.removeAll(names);
    }
    if (!opened) {
      const raced = await this.disputes.byId(id);
      if (raced && input.idempotency_key && raced.idempotency_key === input.idempotency_key)
        return toDisputeDto(raced);
      throw AppError.of(DisputeErrors.alreadyDisputed);
    }
    return toDisputeDto(dispute);
  }
}
