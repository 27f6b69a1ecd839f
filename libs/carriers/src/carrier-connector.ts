import type { CarrierCode, IsoDate, PackageType } from '@envios/domain';
import type { LabelFile, LabelFileFormat, LabelParty } from './labels/label-renderer';

export interface RatePlace {
  postalCode: string;
  state: string;
  stateShort: string;
  city: string | null;
  isRemote: boolean;
}

export interface RateParcel {
  /** kg */
  weight: number;
  /** cm (length) */
  depth: number;
  width: number;
  height: number;
}

export interface RateRequest {
  carrier: CarrierCode;
  origin: RatePlace;
  destination: RatePlace;
  packageType: PackageType;
  /**
   * The parcels of ONE guide for carriers priced per guide, or of the whole order (repeated to the
   * number of guides) for carriers that quote all guides at once (FEDEX; see libs/domain totalPrice).
   */
  parcels: RateParcel[];
  guides: number;
  shipDate: IsoDate;
  /** The destination is a home, not a business: some carriers price that differently. */
  residential: boolean;
  /** Aborted when the carrier's deadline passes. */
  signal: AbortSignal;
}

export interface CarrierRate {
  carrier: CarrierCode;
  serviceCode: string;
  serviceName: string;
  /** What the carrier charges us for `parcels`, before our tariff and IVA, in centavos. */
  costCentavos: number;
  /** Business days. */
  transitDays: number;
  isRemote: boolean;
}

/** A service the carrier offered that cannot be sold as given, and why (it is named to the customer). */
export interface DroppedService {
  serviceCode: string;
  serviceName: string;
  reason: 'no_transit_time' | 'no_price' | 'other_currency';
}

export interface CarrierQuote {
  rates: CarrierRate[];
  dropped: DroppedService[];
}

/** A paid shipment whose label is to be made. */
export interface LabelRequest {
  /** Our shipment id: the label's reference, and the key that makes a retried label the same label. */
  shipmentId: string;
  carrier: CarrierCode;
  serviceCode: string;
  serviceName: string;
  packageType: PackageType;
  sender: LabelParty & { email: string };
  recipient: LabelParty & { email: string; residential: boolean };
  parcels: RateParcel[];
  content: string;
  shipDate: IsoDate;
  format: LabelFileFormat;
  remote: boolean;
  signal: AbortSignal;
}

export interface LabelResult {
  /** The guide (tracking) number. */
  trackingNumber: string;
  file: LabelFile;
}

/** A guide to ask its carrier about. */
export interface TrackRequest {
  carrier: CarrierCode;
  trackingNumber: string;
  signal: AbortSignal;
}

/** One event of a guide as its carrier reports it. */
export interface CarrierTrackEvent {
  /** ISO 8601 with the carrier's offset. */
  date: string;
  /** The carrier's raw status code (FedEx derived code, DHL typeCode, Paquetexpress status…). */
  code: string;
  /** What the carrier says happened, in its words. */
  description: string;
  location: string | null;
}

export interface TrackResult {
  /** The carrier does not know the guide (yet): DHL answers 404 before the pickup. */
  notFound: boolean;
  /** Oldest first. */
  events: CarrierTrackEvent[];
}

/** A label (guide) to void at its carrier. */
export interface CancelLabelRequest {
  carrier: CarrierCode;
  trackingNumber: string;
  signal: AbortSignal;
}

/**
 * Why the carrier would not void a label: the courier already has it, it is on its way, or it has
 * already been delivered (or returned).
 */
export type LabelCancelRefusal = 'already_picked_up' | 'already_in_transit' | 'already_delivered';

/**
 * Voided (also when it already was: a retried cancellation answers the same), or refused for a
 * reason the carrier gave; `message` is the carrier's words. Anything else (no answer, credentials,
 * an unknown guide) throws the connector's error.
 */
export type CancelLabelResult =
  { status: 'cancelled' } | { status: 'refused'; reason: LabelCancelRefusal; message: string };

/** Where the courier comes for the parcels. */
export interface PickupAddress {
  /** Whom the courier asks for. */
  name: string;
  phone: string;
  street: string;
  number: string;
  intNumber?: string | null;
  colony: string;
  city: string;
  /** The portal's state abbreviation (CDMX, NL…); not sent to FedEx, which has no Mexican state codes. */
  stateShort?: string | null;
  postalCode: string;
}

/** A courier visit to collect labelled parcels. */
export interface PickupRequest {
  carrier: CarrierCode;
  /**
   * Our key for this pickup (e.g. the pickup's id): the carrier network answers a repeated request
   * with the same pickup. FedEx books every request, so do not retry a FedEx pickup blindly.
   */
  reference: string;
  /** The service of the guides (FEDEX_GROUND picks FedEx Ground's couriers, FDXG; others FDXE). */
  serviceCode: string;
  address: PickupAddress;
  /** The day of the visit, Mexico City (YYYY-MM-DD); today or later. */
  date: IsoDate;
  /** From when the parcels are ready, and until when the courier may come: HH:MM local, ready < close. */
  readyTime: string;
  closeTime: string;
  parcels: { count: number; /** kg, all parcels together */ weightKg: number };
  /** The guides the courier collects (at least one). */
  trackingNumbers: string[];
  signal: AbortSignal;
}

/** A booked pickup: keep all of it, cancelling needs it. */
export interface ScheduledPickup {
  carrier: CarrierCode;
  /** The carrier's confirmation number (FedEx pickupConfirmationCode). */
  confirmationNumber: string;
  date: IsoDate;
  /** FedEx's dispatch location (FedEx asks for it back to cancel); null for the other carriers. */
  location: string | null;
  /** The service it was booked for (as PickupRequest.serviceCode). */
  serviceCode: string;
}

export type CancelPickupRequest = ScheduledPickup & { signal: AbortSignal };

/** Why a pickup can no longer be cancelled: the courier has already come (or its day is over). */
export type PickupCancelRefusal = 'already_picked_up';

export type CancelPickupResult =
  { status: 'cancelled' } | { status: 'refused'; reason: PickupCancelRefusal; message: string };

/** What a connector does; `CarrierConnectors` (connector-factory.ts) says which connector serves a carrier. */
export type CarrierCapability = 'quote' | 'label' | 'track' | 'pickup';

/**
 * One way of pricing a carrier, making, voiding and following its labels and booking its pickups:
 * our rate tables (with the carrier network for everything after the label), or the carrier's live
 * API.
 */
export interface CarrierConnector {
  readonly source: 'ratecard' | 'fedex';
  /** Calls out over the network, so it runs under the carrier deadline (our rate tables do not). */
  readonly remote: boolean;
  quote(request: RateRequest): Promise<CarrierQuote>;
  createLabel(request: LabelRequest): Promise<LabelResult>;
  /** Voids a label its carrier has not collected yet. */
  cancelLabel(request: CancelLabelRequest): Promise<CancelLabelResult>;
  track(request: TrackRequest): Promise<TrackResult>;
  schedulePickup(request: PickupRequest): Promise<ScheduledPickup>;
  cancelPickup(request: CancelPickupRequest): Promise<CancelPickupResult>;
}
