import { Inject, Injectable } from '@nestjs/common';
import { CommonErrors, PickupCollected, PickupErrors, type TypedPickupAddress } from '@envios/contracts';
import {
  DAY_NAMES,
  PICKUP_RULES,
  pickupRuleBreach,
  type PickupTime,
  type ScheduledPickup,
} from '@envios/carriers';
import {
  CARRIER_LABELS,
  formatIsoDate,
  normaliseCarrierStatus,
  type CarrierCode,
  type PortalTrackingStatus,
} from '@envios/domain';
import { APP_CONFIG, AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import type { ShipmentsConfig } from '../config';
import { LabelConnectors } from '../integrations/label-connectors';
import { ShipmentScope } from '../shipments/shipment-scope';
import { ShipmentStore } from '../shipments/shipment-store';
import type { StoredShipment } from '../shipments/shipment.schema';
import { PickupStore } from './pickup-store';
import type { PickupGuide, StoredPickup } from './pickup.schema';

/** A shipment's id may stand for its guide (a shipment without a label has no guide number yet). */
const SHIPMENT_ID = /^[a-f0-9]{24}$/i;

/** Statuses that say the parcel is still with the shipper: anything else means the courier took it. */
const NOT_COLLECTED: readonly (PortalTrackingStatus | null)[] = [null, 'label_created', 'cancelled'];

/** What booking at the carrier needs of a pickup (a new one, or one booked again). */
export interface BookingRequest {
  id: string;
  carrier: CarrierCode;
  source: 'ratecard' | 'fedex';
  serviceCode: string;
  account: string;
  test: boolean;
  /** The carrier's key of this booking: a retried request answers the same booking. */
  reference: string;
  address: TypedPickupAddress;
  time: PickupTime;
  guides: PickupGuide[];
}

/** 'de lunes a viernes', or the days named one by one. */
function daysText(days: readonly number[]): string {
  const sorted = [...days].sort();
  const consecutive = sorted.every((d, i) => i === 0 || d === sorted[i - 1] + 1);
  if (consecutive && sorted.length > 2)
    return `de ${DAY_NAMES[sorted[0]]} a ${DAY_NAMES[sorted[sorted.length - 1]]}`;
  return sorted.map((d) => DAY_NAMES[d]).join(', ');
}

const fold = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** One address, however it was typed: its postal code, street and number (one pickup per day). */
export const addressKey = (a: TypedPickupAddress) =>
  `${a.postal_code}|${fold(a.street)}|${fold(a.number)}|${fold(a.int_number)}`;

const kg = (s: StoredShipment) =>
  Math.round((s.parcels ?? []).reduce((sum, p) => sum + (Number(p.weight) || 0), 0) * 1000) / 1000;

/** A shipment's row in a pickup (and its manifest). */
export const pickupGuide = (s: StoredShipment): PickupGuide => ({
  shipment_id: String(s._id),
  guide: s.number_guide ?? '',
  recipient: s.destination_direction.full_name,
  destination: [s.destination_direction.city, s.destination_direction.state].filter(Boolean).join(', '),
  postal_code: s.destination_direction.postal_code,
  pieces: (s.parcels ?? []).length,
  weight_kg: kg(s),
});

/** Whether a shipment's guide is labelled and still with the shipper (not cancelled, not moving). */
export const collectable = (s: StoredShipment) =>
  s.status && s.guide_state === 'generated' && !s.cancelled_at && NOT_COLLECTED.includes(s.tracking_code);

/**
 * The rules every pickup operation shares: the carrier's rules (libs/carriers `PICKUP_RULES`), the
 * guides a pickup may take, one pickup per address and day, and the carrier calls (book, cancel,
 * "was it collected?") through the shipment's connector.
 */
@Injectable()
export class PickupBooking {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly scope: ShipmentScope,
    private readonly pickups: PickupStore,
    private readonly connectors: LabelConnectors,
    private readonly events: EventPublisher,
    @Inject(APP_CONFIG) private readonly config: ShipmentsConfig,
  ) {}

  /** What every pickup event says about it. */
  static about(p: StoredPickup) {
    return {
      pickupId: p._id,
      owner: p.owner,
      account: p.account,
      carrier: p.carrier,
      ...(p.test ? { test: true } : {}),
    };
  }

  /** The courier came (its carrier says so): scheduled or missed → collected, once. */
  markCollected(p: StoredPickup, at: Date): Promise<boolean> {
    return this.pickups.finish(
      p,
      ['scheduled', 'missed'],
      'collected',
      at,
      this.events.event(PickupCollected, p._id, { ...PickupBooking.about(p), collectedAt: at.toISOString() }),
    );
  }

  /** Throws the first of the carrier's rules the day and window break, at `now`. */
  checkRules(carrier: CarrierCode, time: PickupTime, now: Date): void {
    const name = CARRIER_LABELS[carrier];
    const breach = pickupRuleBreach(PICKUP_RULES[carrier], time, now);
    if (!breach) return;
    switch (breach.rule) {
      case 'window_order':
        throw AppError.of(PickupErrors.windowInvalid);
      case 'past_date':
        throw AppError.of(PickupErrors.datePast);
      case 'not_a_pickup_day':
        throw AppError.of(PickupErrors.notAPickupDay, name, daysText(breach.days));
      case 'too_far_ahead':
        throw AppError.of(PickupErrors.tooFarAhead, name, breach.maxDaysAhead);
      case 'same_day_cutoff':
        throw AppError.of(PickupErrors.afterCutoff, name, breach.cutoff);
      case 'window_passed':
        throw AppError.of(PickupErrors.windowPassed);
      case 'window_bounds':
        throw AppError.of(PickupErrors.windowOutOfHours, name, breach.earliest, breach.latest);
      case 'window_too_short':
        throw AppError.of(PickupErrors.windowTooShort, name, breach.minutes);
    }
  }

  /**
   * The shipments of these guide numbers (or shipment ids), each the caller's to change (else "not in your account",
   * whoever's it is), labelled, of this carrier, still with the shipper and in no other pickup.
   */
  async guidesFor(
    caller: CallerIdentity,
    carrier: CarrierCode,
    guides: readonly string[],
    holding: readonly StoredPickup[],
  ): Promise<StoredShipment[]> {
    const wanted = [...new Set(guides)];
    if (!wanted.length) throw AppError.of(PickupErrors.noGuides);
    const held = new Map(holding.flatMap((p) => p.shipment_ids.map((id) => [id, p] as const)));
    const found: StoredShipment[] = [];
    for (const guide of wanted) {
      const candidates = SHIPMENT_ID.test(guide)
        ? [await this.shipments.byId(guide)].filter((s): s is StoredShipment => !!s)
        : await this.shipments.byGuide(guide);
      let mine: StoredShipment | undefined;
      for (const s of candidates) if (await this.scope.canChange(caller, s)) mine ??= s;
      if (!mine) throw AppError.of(PickupErrors.guideUnknown, guide);
      if (!mine.status || mine.guide_state !== 'generated')
        throw AppError.of(PickupErrors.guideNotLabelled, guide);
      if (mine.selected_service.carrier_code !== carrier)
        throw AppError.of(PickupErrors.guideOtherCarrier, guide, CARRIER_LABELS[carrier]);
      if (!collectable(mine)) throw AppError.of(PickupErrors.guideNotCollectable, guide);
      const other = held.get(String(mine._id));
      if (other) throw AppError.of(PickupErrors.guideInPickup, guide, formatIsoDate(other.date));
      found.push(mine);
    }
    return found;
  }

  /** One pickup per address and day for the carriers that make one (the pickup itself aside). */
  checkOnePerDay(
    carrier: CarrierCode,
    key: string,
    date: string,
    holding: readonly StoredPickup[],
    except?: string,
  ): void {
    if (!PICKUP_RULES[carrier].onePerDay) return;
    const same = holding.find(
      (p) =>
        p._id !== except &&
        p.status === 'scheduled' &&
        p.carrier === carrier &&
        p.address_key === key &&
        p.date === date,
    );
    if (same) throw AppError.of(PickupErrors.onePerDay, CARRIER_LABELS[carrier], formatIsoDate(date));
  }

  /**
   * Books the pickup at the carrier. A refusal the carrier words (a 4xx) is the customer's to fix;
   * no answer or a 5xx is ours: 503, nothing written.
   */
  async book(r: BookingRequest): Promise<Omit<ScheduledPickup, 'carrier'>> {
    if (r.test)
      return {
        confirmationNumber: `PRUEBA${r.reference
          .replace(/[^a-z0-9]/gi, '')
          .slice(-10)
          .toUpperCase()}`,
        date: r.time.date,
        location: null,
        serviceCode: r.serviceCode,
      };
    const connector = await this.connectors.connectorFor({
      selected_service: { source: r.source },
      account: r.account,
      test: false,
    });
    try {
      const { carrier: _carrier, ...booked } = await connector.schedulePickup({
        carrier: r.carrier,
        reference: r.reference,
        serviceCode: r.serviceCode,
        address: {
          name: r.address.name,
          phone: r.address.phone,
          street: r.address.street,
          number: r.address.number,
          intNumber: r.address.int_number ?? null,
          colony: r.address.colony,
          city: r.address.city,
          stateShort: r.address.state_short ?? null,
          postalCode: r.address.postal_code,
        },
        date: r.time.date,
        readyTime: r.time.readyTime,
        closeTime: r.time.closeTime,
        parcels: {
          count: r.guides.reduce((n, g) => n + g.pieces, 0),
          weightKg: Math.max(
            0.1,
            r.guides.reduce((n, g) => n + g.weight_kg, 0),
          ),
        },
        trackingNumbers: r.guides.map((g) => g.guide),
        signal: AbortSignal.timeout(this.config.LABEL_DEADLINE_MS),
      });
      return booked;
    } catch (err) {
      throw this.carrierFailure(r.carrier, err);
    }
  }

  /** Cancels the booking at the carrier: 'collected' when the carrier says the courier came. */
  async cancelAtCarrier(p: StoredPickup): Promise<'cancelled' | 'collected'> {
    if (p.test) return 'cancelled';
    const connector = await this.connectors.connectorFor({
      selected_service: { source: p.source },
      account: p.account,
      test: false,
    });
    try {
      const result = await connector.cancelPickup({
        carrier: p.carrier,
        ...p.booking,
        signal: AbortSignal.timeout(this.config.LABEL_DEADLINE_MS),
      });
      return result.status === 'cancelled' ? 'cancelled' : 'collected';
    } catch (err) {
      throw this.carrierFailure(p.carrier, err);
    }
  }

  /**
   * When the courier took the first of its guides, by the carrier's tracking (null: none shows a
   * pickup scan). A guide the carrier cannot tell about counts as not collected.
   */
  async collectedAt(p: StoredPickup): Promise<Date | null> {
    if (p.test) return null;
    const connector = await this.connectors.connectorFor({
      selected_service: { source: p.source },
      account: p.account,
      test: false,
    });
    let first: Date | null = null;
    for (const g of p.guides) {
      const tracked = await connector.track({
        carrier: p.carrier,
        trackingNumber: g.guide,
        signal: AbortSignal.timeout(this.config.LABEL_DEADLINE_MS),
      });
      for (const e of tracked.events) {
        if (NOT_COLLECTED.includes(normaliseCarrierStatus(p.carrier, e.code))) continue;
        const at = new Date(e.date);
        if (!first || at < first) first = at;
      }
    }
    return first;
  }

  private carrierFailure(carrier: CarrierCode, err: unknown): AppError {
    const e = err as { status?: number; retryable?: boolean; message?: string };
    if (e.retryable === false && e.status !== undefined && e.status >= 400 && e.status < 500)
      return AppError.of(PickupErrors.carrierRefused, CARRIER_LABELS[carrier], e.message ?? '');
    return AppError.of(CommonErrors.serviceUnavailable);
  }
}
