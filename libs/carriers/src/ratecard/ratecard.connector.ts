import { billedWeightKg, type CarrierCode, type PackageType } from '@envios/domain';
import { zoneBetween } from './zones';
import type {
  CancelLabelRequest,
  CancelLabelResult,
  CancelPickupRequest,
  CancelPickupResult,
  CarrierConnector,
  CarrierQuote,
  LabelRequest,
  LabelResult,
  PickupRequest,
  RateParcel,
  RateRequest,
  ScheduledPickup,
  TrackRequest,
  TrackResult,
} from '../carrier-connector';
import type { CarrierNetworkClient } from '../network/carrier-network-client';
import { ownGuideNumber } from '../labels/guide-number';
import { renderLabel } from '../labels/label-renderer';
import type { RateCard, RateCardService } from './rate-card-book';

/** Price of one parcel on a service for a zone: the envelope rate, a bracket, or the top bracket plus extra kilos. */
export function parcelCost(
  service: RateCardService,
  zone: number,
  parcel: RateParcel,
  type: PackageType,
): number {
  const z = zone - 1;
  if (type === 'document' && service.documentZones) return service.documentZones[z];
  const kg = billedWeightKg({
    weight: parcel.weight,
    height: parcel.height,
    width: parcel.width,
    depth: parcel.depth,
  });
  const bracket = service.brackets.find((b) => kg <= b.upToKg);
  if (bracket) return bracket.zones[z];
  const top = service.brackets[service.brackets.length - 1];
  return top.zones[z] + Math.ceil(kg - top.upToKg) * service.extraKgZones[z];
}

/**
 * What a service charges for these parcels in a zone: each parcel's price, plus the card's
 * extended-zone fee when origin or destination is a remote settlement.
 */
export function serviceCost(
  card: RateCard,
  service: RateCardService,
  zone: number,
  parcels: readonly RateParcel[],
  type: PackageType,
  isRemote: boolean,
): number {
  return (
    parcels.reduce((sum, p) => sum + parcelCost(service, zone, p, type), 0) +
    (isRemote ? card.remoteSurcharge : 0)
  );
}

/**
 * Prices a carrier from our own negotiated rate tables: zone from the two states, billed weight =
 * max(real, volumetric) per parcel, the extended-zone fee for remote settlements. Works offline.
 * Its labels are our own; voiding them, following them and booking their pickups go to the carrier
 * network (CarrierNetworkClient), when it was given one.
 */
export class RatecardConnector implements CarrierConnector {
  readonly source = 'ratecard' as const;
  readonly remote = false;

  constructor(
    private readonly cards: ReadonlyMap<CarrierCode, RateCard>,
    /** Where its guides are followed, voided and collected (CARRIER_NETWORK_URL). */
    private readonly network?: CarrierNetworkClient,
  ) {}

  async quote(request: RateRequest): Promise<CarrierQuote> {
    const card = this.cards.get(request.carrier);
    if (!card) return { rates: [], dropped: [] };
    const zone = zoneBetween(request.origin.stateShort, request.destination.stateShort);
    const isRemote = request.origin.isRemote || request.destination.isRemote;
    const rates = card.services
      .filter(
        (s) =>
          s.packageTypes.includes(request.packageType) && (!s.zonesServed || s.zonesServed.includes(zone)),
      )
      .map((service) => ({
        carrier: card.carrier,
        serviceCode: service.code,
        serviceName: service.name,
        costCentavos: serviceCost(card, service, zone, request.parcels, request.packageType, isRemote),
        transitDays: service.transitDays[zone - 1],
        isRemote,
      }));
    return { rates, dropped: [] };
  }

  /**
   * Our own label: sender, recipient, parcels, service and the guide number as Code 128. A test
   * label (TestModeConnector) brings its own number and a watermark.
   */
  async createLabel(
    request: LabelRequest,
    test?: { trackingNumber: string; watermark: string },
  ): Promise<LabelResult> {
    const card = this.cards.get(request.carrier);
    const trackingNumber = test?.trackingNumber ?? ownGuideNumber(request.carrier, request.shipmentId);
    const [year, month, day] = request.shipDate.split('-');
    const file = await renderLabel(
      {
        guideNumber: trackingNumber,
        carrierName: card?.name ?? request.carrier,
        serviceName: request.serviceName,
        sender: request.sender,
        recipient: request.recipient,
        parcels: request.parcels,
        content: request.content,
        reference: request.shipmentId,
        shipDate: `${day}/${month}/${year}`,
        remote: request.remote,
        ...(test ? { watermark: test.watermark } : {}),
      },
      request.format,
    );
    return { trackingNumber, file };
  }

  /** Our labels' guides travel on the carrier's network, which reports their events. */
  track(request: TrackRequest): Promise<TrackResult> {
    return this.onNetwork('track on').track(request);
  }

  cancelLabel(request: CancelLabelRequest): Promise<CancelLabelResult> {
    return this.onNetwork('cancel labels on').cancelLabel(request);
  }

  schedulePickup(request: PickupRequest): Promise<ScheduledPickup> {
    return this.onNetwork('book pickups on').schedulePickup(request);
  }

  cancelPickup(request: CancelPickupRequest): Promise<CancelPickupResult> {
    return this.onNetwork('cancel pickups on').cancelPickup(request);
  }

  private onNetwork(what: string): CarrierNetworkClient {
    if (!this.network) throw new Error(`RatecardConnector without a carrier network to ${what}`);
    return this.network;
  }
}
